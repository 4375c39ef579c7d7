import { formatRupees, ORDERS_TEXT, type Order, orderIdDisplay } from '@zari/contract';
import { Button } from '@zari/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@zari/ui/dialog';
import { PendingButton } from '@zari/ui/pending-button';
import { useState } from 'react';
import { useText } from '@/lib/i18n';

export interface CancelOrderDialogProps {
  order: Order;
  itemCount: number;
  pending: boolean;
  /** Cancels; resolves when the server has answered, so the dialog closes on the outcome. */
  onConfirm: () => Promise<unknown>;
}

/** "Cancel Order" asks first, naming the order, because a cancelled order cannot be restored. */
export function CancelOrderDialog({ order, itemCount, pending, onConfirm }: CancelOrderDialogProps) {
  const tx = useText({ ORDERS_TEXT });
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await onConfirm().catch(() => undefined);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={pending} className="text-danger">
          {tx.ORDERS_TEXT.cancelOrder}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" hideClose className="max-w-sm">
        <DialogTitle>{tx.ORDERS_TEXT.cancelConfirmTitle(orderIdDisplay(order._id))}</DialogTitle>
        <DialogDescription className="mt-2">
          {tx.ORDERS_TEXT.cancelConfirmDescription(
            tx.ORDERS_TEXT.itemCount(itemCount),
            formatRupees(order.totalAmount),
          )}
        </DialogDescription>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {tx.ORDERS_TEXT.cancelKeep}
            </Button>
          </DialogClose>
          <PendingButton variant="destructive" pending={pending} onClick={() => void confirm()}>
            {pending ? tx.ORDERS_TEXT.cancelling : tx.ORDERS_TEXT.cancelConfirm}
          </PendingButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
