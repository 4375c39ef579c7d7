import { ACCESSIBLE_NAMES, STOREFRONT_TEXT } from '@zari/contract';
import { ChevronRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';

/** Home / current page (SPEC §2 category screen). */
export function Breadcrumb({ current }: { current: string }) {
  const tx = useText({ STOREFRONT_TEXT, ACCESSIBLE_NAMES });
  return (
    <nav aria-label={tx.ACCESSIBLE_NAMES.breadcrumb} className="text-xs text-muted">
      <ol className="flex items-center gap-1">
        <li>
          <LightLink to={paths.home.getHref()} className="hover:text-ink hover:underline">
            {tx.STOREFRONT_TEXT.home}
          </LightLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-3" />
        </li>
        <li aria-current="page" className="font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
