import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A placeholder block; decorative, so screen readers skip it (the list announces loading instead). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={cn('animate-pulse rounded-md bg-line/70', className)}
      {...props}
    />
  );
}
