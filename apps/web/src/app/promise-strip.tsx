import { HEADER_COLLAPSE_SCROLL_PX, STOREFRONT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { RotateCcw, Truck, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useText } from '@/lib/i18n';

/** True once the page has scrolled past the promise strip's threshold (SPEC §9: 100 px). */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // A page opened part-way down starts folded. Read in the next frame, which lays the page out anyway:
    // read in hydration's effects, the scroll position would force a layout of its own.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

/** Folding changes only paint (translate, opacity), never layout; the layout test holds this. */
const STRIP_FOLDED = 'pointer-events-none -translate-y-full opacity-0';
const STRIP_SHOWN = 'translate-y-0 opacity-100';

const promises = (TEXT: typeof STOREFRONT_TEXT) =>
  [
    { icon: RotateCcw, title: TEXT.promiseEasyReturns, detail: TEXT.promiseEasyReturnsDetail },
    { icon: Zap, title: TEXT.promiseFastDelivery, detail: TEXT.promiseFastDeliveryDetail },
    { icon: Truck, title: TEXT.promiseFreeShipping, detail: TEXT.promiseFreeShippingDetail },
  ] as const;

/**
 * SPEC §2: three promises under the header, folded away once the page scrolls past 100 px. The strip keeps
 * its place in the page and only slides up behind the header bar, so folding it moves nothing under the
 * reader: a strip that gave its height back would pull the page up across the threshold and unfold it
 * again, shaking forever (issue 13).
 */
export function PromiseStrip() {
  const tx = useText({ STOREFRONT_TEXT });
  const collapsed = useScrolledPast(HEADER_COLLAPSE_SCROLL_PX);
  // A landmark of its own, so no content of the page sits outside one (axe: region, on every screen).
  return (
    <aside
      aria-label={tx.STOREFRONT_TEXT.ourPromises}
      data-testid="promise-strip"
      data-collapsed={collapsed}
      aria-hidden={collapsed}
      inert={collapsed}
      className={cn(
        'sticky top-14 z-30 border-b border-line/70 bg-surface transition-[translate,opacity] duration-200 ease-out',
        collapsed ? STRIP_FOLDED : STRIP_SHOWN,
      )}
    >
      <ul className="mx-auto grid w-full max-w-7xl grid-cols-3">
        {promises(tx.STOREFRONT_TEXT).map(({ icon: Icon, title, detail }) => (
          <li
            key={title}
            className="flex flex-col items-center justify-center gap-0.5 px-1 py-2 text-center sm:flex-row sm:gap-2"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="text-[11px] leading-tight sm:text-xs">
              <span className="block font-semibold text-ink sm:inline">{title}</span>{' '}
              <span className="text-muted">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
