/**
 * `issueRefund`: pay money back for an order (issue 33), the one path for paid cancellations (staff, from
 * "Refunds due"), returns (the returns module calls it at its refund step) and parcels returned to origin.
 *
 * - To the original payment (`source`): the refund row is written first, `pending`, under the order's lock,
 *   which also checks that refunds never add up to more than was paid; then the gateway is asked, outside any
 *   transaction, with the row's id as receipt and idempotency key. A retry with the same `idempotencyKey`
 *   finds the row: answered already, it answers the same; asked but never answered (a lost answer, a
 *   timeout), it asks again with the same receipt and the gateway gives back the refund it made, so the
 *   shopper is refunded once. The gateway's answer or its webhook settles the row.
 * - A cash-on-delivery order (`upi`/`bank`): staff made the transfer by hand; the row is `recorded` with its
 *   reference at once.
 * - A shipped (invoiced) order gets a credit note for the refunded lines and pieces in the row's
 *   transaction; an order cancelled before shipping has no invoice and gets none.
 */
import { createHash } from 'node:crypto';
import {
  API_MESSAGES,
  isValidAccountNumber,
  isValidIfsc,
  isValidUpiId,
  maskAccountNumber,
  maskUpiId,
  normaliseAccountNumber,
  normaliseIfsc,
  normaliseUpiId,
  REFUND_MESSAGES,
  type RefundMethod,
  type RefundReason,
  type RefundStatus,
  refundableLeftPaise,
  refundMethodAllowed,
} from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FieldCipher } from '../../lib/encryption.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { type PaymentGateway, RefundRefusedError } from '../../providers/payments/gateway.js';
import type { AuditService } from '../audit/service.js';
import type { InvoicesService } from '../invoices/service.js';
import { paidPaise, type RefundOrder, type RefundRow, type RefundsRepository } from './repository.js';
import type { SettleRefund } from './settle-refund.js';

export interface PayoutInput {
  upiId?: string;
  accountNumber?: string;
  ifsc?: string;
  accountName?: string;
}

export interface IssueRefundInput {
  orderId: string;
  returnId?: string;
  amountPaise: number;
  reason: RefundReason;
  /** For the credit note; all of the order's lines when omitted. */
  orderLines?: { orderLineId: string; quantity: number }[];
  method: RefundMethod;
  payout?: PayoutInput;
  /** COD: the reference of the UPI/bank transfer staff made. */
  transferReference?: string;
  /** Staff who asked for it (a users id). */
  actorId: string;
  /** The same key answers the same refund: a retry never refunds twice. */
  idempotencyKey: string;
}

export interface IssueRefundResult {
  refundId: string;
  status: RefundStatus;
}

export interface IssueRefundDeps {
  db: Database;
  clock: Clock;
  gateway: Pick<PaymentGateway, 'refund'>;
  cipher: FieldCipher;
  repository: Pick<
    RefundsRepository,
    | 'lockOrder'
    | 'lineQuantities'
    | 'findByKey'
    | 'refundsOfOrder'
    | 'insertRefund'
    | 'lockRefund'
    | 'updateRefund'
  >;
  invoices: Pick<InvoicesService, 'issueCreditNote'>;
  audit: Pick<AuditService, 'record'>;
  settleRefund: SettleRefund;
  log: FastifyBaseLogger;
}

/** The payout details checked by the contract's rules, sealed for storage and masked for display. */
function payoutOf(method: RefundMethod, payout: PayoutInput | undefined, cipher: FieldCipher) {
  if (method === 'source' || !payout || Object.values(payout).every((value) => !value)) {
    return { payoutSealed: null, payoutMasked: null };
  }
  if (method === 'upi') {
    if (!payout.upiId) throw new BadRequestError(REFUND_MESSAGES.upiIdRequired);
    if (!isValidUpiId(payout.upiId)) throw new BadRequestError(REFUND_MESSAGES.invalidUpiId);
    const upiId = normaliseUpiId(payout.upiId);
    return { payoutSealed: cipher.seal(JSON.stringify({ upiId })), payoutMasked: maskUpiId(upiId) };
  }
  if (!payout.accountNumber || !payout.ifsc) throw new BadRequestError(REFUND_MESSAGES.bankDetailsRequired);
  if (!isValidAccountNumber(payout.accountNumber)) {
    throw new BadRequestError(REFUND_MESSAGES.invalidAccountNumber);
  }
  if (!isValidIfsc(payout.ifsc)) throw new BadRequestError(REFUND_MESSAGES.invalidIfsc);
  const details = {
    accountNumber: normaliseAccountNumber(payout.accountNumber),
    ifsc: normaliseIfsc(payout.ifsc),
    ...(payout.accountName && { accountName: payout.accountName.trim() }),
  };
  return {
    payoutSealed: cipher.seal(JSON.stringify(details)),
    payoutMasked: `${maskAccountNumber(details.accountNumber)} · ${details.ifsc}`,
  };
}

/** What identifies the request behind a key (payout details excluded: they are never kept in clear). */
function requestHashOf(input: IssueRefundInput): string {
  const { orderId, returnId, amountPaise, reason, orderLines, method, transferReference } = input;
  const request = { orderId, returnId, amountPaise, reason, orderLines, method, transferReference };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

function checkInput(input: IssueRefundInput) {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new BadRequestError(REFUND_MESSAGES.amountPositive);
  }
  if (input.method === 'source' && input.transferReference) {
    throw new BadRequestError(REFUND_MESSAGES.transferReferenceNotForSource);
  }
  if (input.method !== 'source' && !input.transferReference?.trim()) {
    throw new BadRequestError(REFUND_MESSAGES.transferReferenceRequired);
  }
}

export function createIssueRefund(deps: IssueRefundDeps) {
  const { db, clock, cipher, repository, invoices, audit, settleRefund } = deps;

  /** The order's lines and pieces asked for must be its own, at most the pieces it has. */
  async function checkLines(tx: Transaction, input: IssueRefundInput) {
    if (!input.orderLines) return;
    const lines = new Map(
      (await repository.lineQuantities(tx, input.orderId)).map((line) => [line.id, line.quantity]),
    );
    for (const line of input.orderLines) {
      const quantity = lines.get(line.orderLineId);
      if (quantity === undefined || !Number.isInteger(line.quantity) || line.quantity < 1) {
        throw new BadRequestError(REFUND_MESSAGES.orderLineNotInOrder);
      }
      if (line.quantity > quantity) throw new BadRequestError(REFUND_MESSAGES.orderLineNotInOrder);
    }
  }

  async function checkRefundable(tx: Transaction, order: RefundOrder, input: IssueRefundInput) {
    if (!refundMethodAllowed(order.paymentMethod, input.method)) {
      throw new BadRequestError(REFUND_MESSAGES.methodNotAllowed);
    }
    const paid = paidPaise(order);
    if (paid === 0) throw new ConflictError(REFUND_MESSAGES.orderNotPaid);
    if (input.method === 'source' && !order.providerPaymentId) {
      throw new ConflictError(REFUND_MESSAGES.paymentNotRefundable);
    }
    const left = refundableLeftPaise(paid, await repository.refundsOfOrder(tx, order.id));
    if (left === 0) throw new ConflictError(REFUND_MESSAGES.nothingToRefund);
    if (input.amountPaise > left) throw new ConflictError(REFUND_MESSAGES.amountTooLarge);
  }

  /** The refund's row, written (or found by its key) under the order's lock; COD transfers settle here. */
  async function decide(input: IssueRefundInput): Promise<RefundRow> {
    const requestHash = requestHashOf(input);
    const payout = payoutOf(input.method, input.payout, cipher);
    return db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, input.orderId);
      if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
      const existing = await repository.findByKey(tx, input.idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash)
          throw new ConflictError(REFUND_MESSAGES.idempotencyKeyReused);
        return existing;
      }
      await checkLines(tx, input);
      await checkRefundable(tx, order, input);
      const creditNote = await invoices.issueCreditNote(tx, {
        orderId: order.id,
        reason: input.reason === 'returned' ? 'returned' : 'cancelled',
        ...(input.orderLines && { orderLines: input.orderLines }),
      });
      const now = clock.now();
      const recorded = input.method !== 'source';
      const refund = await repository.insertRefund(tx, {
        orderId: order.id,
        returnId: input.returnId ?? null,
        amountPaise: input.amountPaise,
        method: input.method,
        status: recorded ? 'recorded' : 'pending',
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        gateway: recorded ? null : order.gateway,
        gatewayPaymentId: recorded ? null : order.providerPaymentId,
        transferReference: recorded ? (input.transferReference?.trim() ?? null) : null,
        ...payout,
        orderLines: input.orderLines ?? null,
        creditNoteId: creditNote?.id ?? null,
        createdBy: input.actorId,
        createdAt: now,
        updatedAt: now,
        processedAt: recorded ? now : null,
      });
      await audit.record(tx, {
        actorId: input.actorId,
        action: 'refund.issue',
        entityType: 'order',
        entityId: order.id,
        after: {
          refundId: refund.id,
          amountPaise: refund.amountPaise,
          method: refund.method,
          reason: refund.reason,
          status: refund.status,
          returnId: refund.returnId,
          transferReference: refund.transferReference,
          payout: refund.payoutMasked,
          creditNote: creditNote?.number ?? null,
        },
      });
      return recorded ? settleRefund(tx, refund, 'recorded') : refund;
    });
  }

  const askGateway = createAskGateway(deps);

  return async function issueRefund(input: IssueRefundInput): Promise<IssueRefundResult> {
    checkInput(input);
    let refund = await decide(input);
    if (refund.method === 'source' && refund.status === 'pending' && !refund.gatewayRefundId) {
      refund = await askGateway(refund);
    }
    return { refundId: refund.id, status: refund.status };
  };
}

export type AskGateway = ReturnType<typeof createAskGateway>;

/** Asks the gateway for a pending refund it has not answered yet; settles the row with its answer. */
export function createAskGateway(deps: {
  db: Database;
  clock: Clock;
  gateway: Pick<PaymentGateway, 'refund'>;
  repository: Pick<RefundsRepository, 'lockRefund' | 'updateRefund'>;
  settleRefund: SettleRefund;
  log: FastifyBaseLogger;
}) {
  const { db, clock, gateway, repository, settleRefund } = deps;
  return async function askGateway(refund: RefundRow): Promise<RefundRow> {
    let answer: Awaited<ReturnType<PaymentGateway['refund']>>;
    try {
      answer = await gateway.refund({
        paymentId: refund.gatewayPaymentId ?? '',
        amountPaise: refund.amountPaise,
        receipt: refund.id,
        notes: {
          ...(refund.orderId
            ? { orderId: refund.orderId }
            : { paymentAttemptId: refund.paymentAttemptId ?? '' }),
          refundId: refund.id,
        },
      });
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) throw error;
      deps.log.warn({ refundId: refund.id, reason: error.reason }, 'refund refused by the payment provider');
      return db.transaction(async (tx) => {
        const locked = await repository.lockRefund(tx, refund.id);
        if (locked?.status !== 'pending') return locked ?? refund;
        return settleRefund(tx, locked, 'failed', error.reason);
      });
    }
    return db.transaction(async (tx) => {
      const locked = await repository.lockRefund(tx, refund.id);
      if (!locked) return refund;
      // The webhook may have come first and settled it: the gateway's id is all that is left to keep.
      const withId = locked.gatewayRefundId
        ? locked
        : await repository.updateRefund(tx, locked.id, {
            gatewayRefundId: answer.id,
            updatedAt: clock.now(),
          });
      if (withId.status !== 'pending' || answer.status === 'pending') return withId;
      return settleRefund(tx, withId, answer.status);
    });
  };
}
