import { Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** A button that shows a spinner and takes no second click while what it started is under way. */
export function PendingButton({ pending, disabled, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button disabled={pending || disabled} {...props}>
      {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </Button>
  );
}
