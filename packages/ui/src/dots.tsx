import { cn } from './cn';

export interface DotsProps {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** The accessible name of each dot, e.g. "Show slide 2 of 4". */
  label: (index: number, total: number) => string;
  /** `light` for dots over a picture. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** Position dots of a carousel or gallery: each one a button that jumps there; the current one is wide. */
export function Dots({ count, current, onSelect, label, tone = 'dark', className }: DotsProps) {
  return (
    // Each dot is a 24 × 24 px target (WCAG 2.2 target size), however small the mark drawn inside it.
    <div className={cn('flex justify-center', className)}>
      {Array.from({ length: count }, (_, at) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional.
          key={at}
          type="button"
          aria-label={label(at + 1, count)}
          aria-current={at === current ? 'true' : undefined}
          onClick={() => onSelect(at)}
          className="flex size-6 cursor-pointer items-center justify-center"
        >
          <span
            className={cn(
              'block h-1.5 rounded-full transition-all',
              tone === 'light' && 'shadow',
              at === current ? 'w-4 bg-ink' : tone === 'light' ? 'w-1.5 bg-white' : 'w-1.5 bg-ink/25',
            )}
          />
        </button>
      ))}
    </div>
  );
}
