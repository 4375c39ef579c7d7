/**
 * Staff refund an order flagged "Refund due" (issue 33): a paid order cancelled before it shipped, a paid
 * order cancelled after (its credit note comes with the refund), or a parcel returned to origin. The reason
 * comes from why the order was cancelled; the rest is `issueRefund`, the path returns use too.
 */
import {
  API_MESSAGES,
  type PayoutDetails,
  REFUND_MESSAGES,
  type RefundMethod,
  rupeesToPaise,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { IssueRefundInput, IssueRefundResult } from './issue-refund.js';
import type { RefundsRepository } from './repository.js';

export interface StaffRefundRequest {
  amount: number;
  method: RefundMethod;
  transferReference?: string | undefined;
  payout?: PayoutDetails | undefined;
}

export function createRefundCancelledOrder(deps: {
  db: Database;
  repository: Pick<RefundsRepository, 'lockOrder'>;
  issueRefund: (input: IssueRefundInput) => Promise<IssueRefundResult>;
}) {
  const { db, repository, issueRefund } = deps;
  return async function refundCancelledOrder(
    actorId: string,
    orderId: string,
    request: StaffRefundRequest,
    idempotencyKey: string,
  ): Promise<IssueRefundResult> {
    const order = await db.transaction((tx) => repository.lockOrder(tx, orderId));
    if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
    if (!order.refundDue) throw new ConflictError(REFUND_MESSAGES.refundNotDue);
    return issueRefund({
      orderId,
      amountPaise: rupeesToPaise(request.amount),
      reason: order.cancelReason === 'returned_to_origin' ? 'returned_to_origin' : 'cancelled',
      method: request.method,
      ...(request.payout && { payout: request.payout }),
      ...(request.transferReference && { transferReference: request.transferReference }),
      actorId,
      idempotencyKey,
    });
  };
}
