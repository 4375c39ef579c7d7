import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Mounts its children only when they come within a screen or so of the viewport. Long pages (home, a
 * product's similar products) then fetch and render their lower sections while the shopper scrolls, not
 * while the first screen is painting and hydrating.
 * Where IntersectionObserver is missing, children mount at once, after the first render: the server's render
 * and the hydrating one both show the placeholder. Children may be lazy components, so that their code, too,
 * is fetched only then: the placeholder stays until it arrives.
 */
export function RenderWhenNear({
  children,
  placeholder,
  noScript,
  className,
}: {
  children: ReactNode;
  /** What stands in their place until then: an empty block a section high unless told. */
  placeholder?: ReactNode;
  /**
   * What stands in their place without JavaScript, where they never come: a `<noscript>` in the server's
   * HTML, and the placeholder hidden (the page's `[data-needs-script]` rule, index.html). `null`: nothing,
   * and no placeholder's empty block either.
   */
  noScript?: ReactNode | null;
  className?: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          // In the background: a section mounting as the shopper scrolls never blocks a tap.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const waiting = (
    <div ref={near ? undefined : anchor} className={className}>
      <div data-needs-script={noScript === undefined ? undefined : ''}>
        {placeholder ?? <div aria-hidden="true" className="min-h-64" />}
      </div>
      {noScript ? <noscript>{noScript}</noscript> : null}
    </div>
  );
  return near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}
