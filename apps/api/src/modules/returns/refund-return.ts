/**
 * Staff's Refund of a received return whose lines are all checked (issue 33): the refunds module (the port,
 * refund-port.ts) is asked for the amount of the pieces that passed, with the idempotency key
 * `return:<id>:<attempt>` — a retry after a fault (no answer) reuses it and cannot refund twice; only a
 * refund that answered `failed` moves to the next attempt. The answer is stored on the return: pending →
 * refund_pending (settled later by `markReturnRefundSettled`), processed or recorded → refunded and the
 * shopper told, failed → stays received with the failure shown.
 */
import {
  type AdminReturn,
  mayActOnReturn,
  RETURN_ADMIN_TEXT,
  RETURN_MESSAGES,
  stateAfterRefund,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FieldCipher } from '../../lib/encryption.js';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { adminReturnOf } from './get-return.js';
import type { ReturnRefunds } from './refund-port.js';
import * as repository from './repository.js';

export function createRefundReturn(deps: {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  /** Absent until the refunds module is wired in app.ts: Refund answers 503. */
  refunds: ReturnRefunds | undefined;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, clock, cipher, refunds, audit } = deps;

  return async function refundReturn(
    actor: SessionUser,
    returnId: string,
    transferReference: string | undefined,
  ): Promise<AdminReturn> {
    // What to ask for, read under the lock; the call itself is made outside any transaction.
    const ask = await db.transaction(async (tx) => {
      const ret = await repository.lockReturn(tx, returnId);
      if (!ret) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
      const lines = await repository.linesOf(tx, [ret.id]);
      if (!mayActOnReturn({ state: ret.state, lines: lines.map(({ line }) => line) }, 'refund')) {
        throw new ConflictError(RETURN_ADMIN_TEXT.actionRefused);
      }
      const passed = lines.filter(({ line }) => line.qcPassed === true);
      return {
        ret,
        amountPaise: passed.reduce((total, { line }) => total + line.refundPaise, 0),
        orderLines: passed.map(({ line }) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
      };
    });
    // A missing return (404) or one not ready (409) says so first; only a refund to make needs the module.
    if (!refunds) throw new ServiceUnavailableError(RETURN_MESSAGES.refundsUnavailable);
    const { ret } = ask;
    const attempt = ret.refundAttempts + 1;
    const payout = ret.payoutEncrypted ? (JSON.parse(cipher.open(ret.payoutEncrypted)) as object) : undefined;
    const answer = await refunds.issueRefund({
      orderId: ret.orderId,
      returnId: ret.id,
      amountPaise: ask.amountPaise,
      reason: 'returned',
      orderLines: ask.orderLines,
      method: ret.refundMethod,
      ...(payout && { payout }),
      ...(transferReference && { transferReference }),
      actorId: actor.id,
      idempotencyKey: `return:${ret.id}:${attempt}`,
    });
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await repository.lockReturn(tx, ret.id);
      // Another click stored this very refund already (same key, same answer): nothing more to do.
      if (!locked || locked.refundId === answer.refundId || locked.state !== 'received') return;
      const state = stateAfterRefund(answer.status);
      const failed = answer.status === 'failed';
      await repository.updateReturn(tx, ret.id, {
        state,
        refundId: answer.refundId,
        refundedPaise: ask.amountPaise,
        refundFailure: failed ? RETURN_ADMIN_TEXT.refundFailed(answer.refundId) : null,
        ...(failed && { refundAttempts: attempt }),
        updatedAt: now,
      });
      if (state !== locked.state) {
        await repository.insertReturnEvent(tx, {
          returnId: ret.id,
          state,
          actorId: actor.id,
          createdAt: now,
        });
      }
      await audit.record(tx, {
        actorId: actor.id,
        action: 'return.refund',
        entityType: 'return',
        entityId: ret.id,
        before: { state: locked.state, refundId: locked.refundId },
        after: {
          state,
          refundId: answer.refundId,
          status: answer.status,
          amountPaise: ask.amountPaise,
          attempt,
        },
      });
    });
    return adminReturnOf(db, ret.id, clock.now());
  };
}
