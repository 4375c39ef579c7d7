import { COD_CONFIRM_TEXT, formatOrderDateTime, type Order } from '@zari/contract';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { PendingButton } from '@zari/ui/pending-button';
import { useLocale, useServerMessage, useText } from '@/lib/i18n';
import { useConfirmOrder } from '../api/confirm-order';

/**
 * "Confirm Order" for a cash-on-delivery order awaiting its shopper's confirmation (issue 32), with the
 * deadline beside it; nothing for any other order. For the signed-in owner of the order: the orders list's
 * card and the order's own page both show it. A refusal (already confirmed, past the deadline) shows the
 * server's message.
 */
export function ConfirmOrderButton({
  order,
}: {
  order: Pick<Order, '_id' | 'awaitingConfirmation' | 'confirmBy'>;
}) {
  const tx = useText({ COD_CONFIRM_TEXT });
  const serverMessageOf = useServerMessage();
  const locale = useLocale();
  const confirm = useConfirmOrder();
  if (!order.awaitingConfirmation) return null;
  const onConfirm = () =>
    confirm.mutateAsync(order._id).then(
      () => notifySuccess(tx.COD_CONFIRM_TEXT.confirmedToast),
      (error: unknown) => notifyError(tx.COD_CONFIRM_TEXT.confirmFailedToast, serverMessageOf(error)),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {order.confirmBy ? (
        <p className="text-xs text-muted">
          {tx.COD_CONFIRM_TEXT.cardAwaiting(formatOrderDateTime(order.confirmBy, locale))}
        </p>
      ) : null}
      <PendingButton size="sm" pending={confirm.isPending} onClick={() => void onConfirm()}>
        {tx.COD_CONFIRM_TEXT.cardConfirm}
      </PendingButton>
    </div>
  );
}
