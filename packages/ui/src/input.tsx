import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A file field's native button and "No file chosen" sit at the top of the 44 px box in the body's size unless
 * padded and styled: centred, in the form's own type, with a button that reads as one.
 */
const fileClass =
  'py-1.5 text-sm file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-sm file:font-semibold file:text-brand-800';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink placeholder:text-muted focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted aria-invalid:border-danger',
        type === 'file' ? fileClass : 'text-base sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
