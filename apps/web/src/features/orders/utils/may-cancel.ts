import { ApiError } from '@zari/api-client';
import { canCancelOrder, type Order, TOASTS } from '@zari/contract';
import { notifyError } from '@zari/ui/notify';

/**
 * Whether to offer Cancel: the server's own answer (`cancellable`, issue 32: it knows the parcel has shipped),
 * else SPEC §4's rule for an API that does not send it.
 */
export function mayCancel(order: Order): boolean {
  return order.cancellable ?? canCancelOrder(order);
}

/** A refused cancel says why in the server's words (e.g. "This order can no longer be cancelled"). */
export function notifyCancelFailed(
  error: unknown,
  toasts: typeof TOASTS = TOASTS,
  serverMessageOf: (error: unknown) => string | undefined = (failed) =>
    failed instanceof ApiError ? failed.serverMessage : undefined,
) {
  const serverMessage = error instanceof ApiError && error.status < 500 ? serverMessageOf(error) : undefined;
  notifyError(toasts.cancelFailed, serverMessage);
}
