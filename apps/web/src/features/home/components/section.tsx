import { cn } from '@zari/ui/cn';
import { RenderWhenNear } from '@zari/ui/render-when-near';
import type { ReactNode } from 'react';

/** A titled home section; the heading names the region for screen readers. */
export function HomeSection({
  id,
  title,
  action,
  children,
  className,
  deferred = false,
}: {
  id: string;
  title?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Below the first screen: the title shows at once, the content mounts as the shopper nears it. */
  deferred?: boolean;
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
      {deferred ? <RenderWhenNear>{children}</RenderWhenNear> : children}
    </section>
  );
}
