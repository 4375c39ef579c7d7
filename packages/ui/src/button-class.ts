/** Button styles apart from the component, so a page can style a link or button without Radix's Slot. */
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-ink text-white hover:bg-ink/90 disabled:bg-ink/40',
  brand: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-200',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-line bg-surface text-ink hover:border-ink/40 hover:bg-canvas',
  ghost: 'text-ink hover:bg-ink/5',
  destructive: 'bg-danger text-white hover:bg-danger/90',
  link: 'text-brand-700 underline-offset-4 hover:underline',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-70',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
