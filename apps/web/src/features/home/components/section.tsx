import { HOME_TEXT, ROUTE_PATHS } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { RenderWhenNear } from '@zari/ui/render-when-near';
import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import { useText } from '@/lib/i18n';

/** Without JavaScript a deferred section's products never come: a link to browse them stands in. */
function BrowseWithoutScript() {
  const tx = useText({ HOME_TEXT });
  // Under /hi the router's basename keeps the link in Hindi.
  const href = useHref(ROUTE_PATHS.categories);
  return (
    <a href={href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
      {tx.HOME_TEXT.browseWithoutScript}
    </a>
  );
}

/** A titled home section; the heading names the region for screen readers. */
export function HomeSection({
  id,
  title,
  action,
  children,
  className,
  deferred = false,
  noScript,
}: {
  id: string;
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Below the first screen: the title shows at once, the content mounts as the shopper nears it. */
  deferred?: boolean;
  /**
   * What a deferred section shows a shopper without JavaScript, whom its content never reaches: a link to
   * the categories unless told (`null`: nothing, when the title's own link already leads on).
   */
  noScript?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('mx-auto w-full max-w-7xl px-4', className)}
    >
      {title ? (
        <div className="mb-3 flex items-end justify-between gap-3">
          <h2 id={headingId} className="font-display text-xl font-bold tracking-wide text-ink sm:text-2xl">
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {deferred ? (
        <RenderWhenNear noScript={noScript === undefined ? <BrowseWithoutScript /> : noScript}>
          {children}
        </RenderWhenNear>
      ) : (
        children
      )}
    </section>
  );
}
