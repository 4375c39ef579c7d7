import { type Order, TOASTS } from '@zari/contract';
import { notifySuccess } from '@zari/ui/notify';
import { useServerMessage, useText } from '@/lib/i18n';
import { useCancelOrder } from '../api/cancel-order';
import { mayCancel, notifyCancelFailed } from '../utils/may-cancel';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * Cancel, where the server would accept it, asked first; the order card and the detail page share it, so
 * both follow the same rule and say the same thing when the server refuses.
 */
export function OrderCancelAction({ order }: { order: Order }) {
  const tx = useText({ TOASTS });
  const serverMessageOf = useServerMessage();
  const cancel = useCancelOrder();
  if (!mayCancel(order)) return null;
  const itemCount = order.products.reduce((count, line) => count + line.quantity, 0);
  const onConfirm = () =>
    cancel.mutateAsync(order._id).then(
      () => notifySuccess(tx.TOASTS.orderCancelled),
      (error) => notifyCancelFailed(error, tx.TOASTS, serverMessageOf),
    );
  return (
    <CancelOrderDialog order={order} itemCount={itemCount} pending={cancel.isPending} onConfirm={onConfirm} />
  );
}
