import type { ComponentProps } from 'react';
import { cn } from './cn';

const VARIANTS = {
  default: 'bg-ink text-white',
  secondary: 'bg-brand-100 text-brand-800',
  destructive: 'bg-danger text-white',
  outline: 'border border-line text-ink',
  success: 'bg-success/10 text-success',
  warning: 'bg-danger/10 text-danger',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/** The small count on a header icon; the icon's own label carries the count for screen readers. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
