import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class';

export { type ButtonSize, type ButtonVariant, buttonClass } from './button-class';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child (e.g. a router Link) with the button's styles. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClass(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClass(variant, size, className)} {...props} />;
}
