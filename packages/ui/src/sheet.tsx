import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { DialogOverlay } from './dialog';
import { useUiText } from './ui-text';

/** A panel sliding in from an edge (the category drawer); a Radix dialog underneath, so focus is trapped. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const SIDES = {
  left: 'inset-y-0 left-0 h-full w-[86%] max-w-sm border-r motion-safe:data-[state=open]:animate-[slide-in-left_220ms_ease-out]',
  right:
    'inset-y-0 right-0 h-full w-[86%] max-w-sm border-l motion-safe:data-[state=open]:animate-[slide-in-right_220ms_ease-out]',
  bottom:
    'inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl border-t motion-safe:data-[state=open]:animate-[slide-in-bottom_220ms_ease-out]',
} as const;

export function SheetContent({
  side = 'left',
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof SIDES }) {
  const text = useUiText();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col border-line bg-surface shadow-2xl focus:outline-none',
          SIDES[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={text.close}
          className="absolute top-3 right-3 rounded-full p-2 text-muted hover:bg-ink/5 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-xl font-semibold', className)} {...props} />;
}
