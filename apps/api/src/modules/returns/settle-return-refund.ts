/**
 * A return's refund settled later (issue 33): the refunds module calls `markReturnRefundSettled` in its own
 * transaction when the gateway reports the refund (webhook) — processed → the return is refunded (the
 * refunds module tells the shopper, `refund_issued`); failed → back to received with the failure shown, for staff to refund
 * again (a new attempt, a new idempotency key). A settlement of another refund than the return's current
 * one, or of a return no longer waiting, changes nothing (webhooks are retried and may arrive twice).
 */
import { RETURN_ADMIN_TEXT } from '@zari/contract';
import type { Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/service.js';
import * as repository from './repository.js';

export interface ReturnRefundSettlement {
  returnId: string;
  refundId: string;
  status: 'processed' | 'failed';
  /** Why it failed, as the gateway said; shown to staff. */
  failureReason?: string | undefined;
}

export type MarkReturnRefundSettled = (tx: Transaction, settlement: ReturnRefundSettlement) => Promise<void>;

export function createMarkReturnRefundSettled(deps: {
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}): MarkReturnRefundSettled {
  const { clock, audit } = deps;
  return async function markReturnRefundSettled(tx, { returnId, refundId, status, failureReason }) {
    const ret = await repository.lockReturn(tx, returnId);
    if (!ret || ret.refundId !== refundId || ret.state !== 'refund_pending') return;
    const now = clock.now();
    const state = status === 'processed' ? 'refunded' : 'received';
    await repository.updateReturn(tx, ret.id, {
      state,
      refundFailure: status === 'failed' ? RETURN_ADMIN_TEXT.refundFailed(failureReason ?? refundId) : null,
      ...(status === 'failed' && { refundAttempts: ret.refundAttempts + 1 }),
      updatedAt: now,
    });
    await repository.insertReturnEvent(tx, {
      returnId: ret.id,
      state,
      note: status === 'failed' ? (failureReason ?? null) : null,
      createdAt: now,
    });
    await audit.record(tx, {
      actorId: null,
      action: 'return.refund_settled',
      entityType: 'return',
      entityId: ret.id,
      before: { state: ret.state, refundId },
      after: { state, refundId, status },
    });
  };
}
