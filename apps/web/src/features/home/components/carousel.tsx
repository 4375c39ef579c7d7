import { CAROUSEL_INTERVAL_MS, STOREFRONT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Dots } from '@zari/ui/dots';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useText } from '@/lib/i18n';

const SWIPE_MIN_PX = 40;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the tab is in the background; a carousel nobody sees should not keep turning. */
function usePageHidden() {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

function useMinWidth(px: number) {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(`(min-width: ${px}px)`);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(`(min-width: ${px}px)`).matches ?? false,
    () => false,
  );
}

export interface CarouselProps {
  label: string;
  slides: readonly ReactNode[];
  /** Slides in view on phones, and from 768 px up. */
  perView?: number;
  perViewWide?: number;
  className?: string;
  slideClassName?: string;
}

/**
 * SPEC §4: carousels auto-advance every 2 s and wrap. Swipe moves by one, dots jump. It pauses while the
 * tab is hidden or while the shopper's pointer or focus is on it, so nothing moves under their finger.
 */
export function Carousel({
  label,
  slides,
  perView = 1,
  perViewWide = perView,
  className,
  slideClassName,
}: CarouselProps) {
  const tx = useText({ STOREFRONT_TEXT });
  const wide = useMinWidth(768);
  const inView = wide ? perViewWide : perView;
  const lastIndex = Math.max(0, slides.length - inView);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const hidden = usePageHidden();
  const touchStartX = useRef<number | null>(null);
  const current = Math.min(index, lastIndex);

  useEffect(() => {
    if (hidden || held || lastIndex === 0) return;
    const timer = window.setInterval(() => {
      setIndex((at) => (at >= lastIndex ? 0 : at + 1));
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hidden, held, lastIndex]);

  const go = (step: number) =>
    setIndex((at) => (Math.min(at, lastIndex) + step + lastIndex + 1) % (lastIndex + 1));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        className="overflow-hidden"
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined) return;
          if (end - start <= -SWIPE_MIN_PX) go(1);
          else if (end - start >= SWIPE_MIN_PX) go(-1);
        }}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(current * 100) / inView}%)` }}
        >
          {slides.map((slide, at) => {
            const visible = at >= current && at < current + inView;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
                key={at}
                aria-hidden={!visible}
                inert={!visible}
                className={cn('shrink-0', slideClassName)}
                style={{ flexBasis: `${100 / inView}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {lastIndex > 0 ? (
        <Dots
          count={lastIndex + 1}
          current={current}
          onSelect={setIndex}
          label={tx.STOREFRONT_TEXT.showSlide}
          className="mt-3"
        />
      ) : null}
    </section>
  );
}
