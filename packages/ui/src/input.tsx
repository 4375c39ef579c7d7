import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-muted focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
