import { NOT_FOUND_TEXT } from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { data, Link } from 'react-router';
import { paths } from '@/config/paths';
import { RouteHead, unlistedHead } from '@/features/seo';
import { useText } from '@/lib/i18n';
import type { PageLoader } from '@/lib/page-loader';

/** Any other path answers 404 (the route's error boundary renders this page). */
export const loader: PageLoader = async () => {
  throw data(null, { status: 404 });
};

/** SPEC §2: any other path. */
export default function NotFoundPage() {
  const tx = useText({ NOT_FOUND_TEXT });
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <RouteHead head={() => unlistedHead('notFound')} />
      <p aria-hidden="true" className="font-display text-7xl font-bold text-brand-600">
        404
      </p>
      <h1 className="font-display text-2xl font-semibold">{tx.NOT_FOUND_TEXT.title}</h1>
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'md')}>
        {tx.NOT_FOUND_TEXT.goHome}
      </Link>
    </main>
  );
}
