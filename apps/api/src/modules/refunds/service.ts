/**
 * Refunds (issue 33), built once in app.ts. What it can do: issue-refund (staff's refund of a paid
 * cancellation, the returns module's refund step, a return to origin), settle-refund (shared end of a refund),
 * settle-gateway-refund (the provider's refund webhooks, through payments), refund-unplaced-payment (money
 * captured with no order: refunded automatically, through payments' webhook), list-refunds (back office, the
 * shopper's order JSON, the dashboard).
 *
 * Others hear a refund settle through `onSettled`, called in the transaction that marks it processed, failed or
 * recorded. The returns module registers it when app.ts builds this service:
 * `createRefundsService({ …, onSettled: (tx, refund) => returns.refundSettled(tx, refund) })`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FieldCipher } from '../../lib/encryption.js';
import type { PaymentGateway } from '../../providers/payments/gateway.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { InvoicesService } from '../invoices/service.js';
import type { OrdersService } from '../orders/service.js';
import { createAskUnansweredRefunds } from './ask-unanswered-refunds.js';
import { createAskGateway, createIssueRefund } from './issue-refund.js';
import { createListRefunds } from './list-refunds.js';
import { createRefundCancelledOrder } from './refund-cancelled-order.js';
import { createRefundUnplacedPayment } from './refund-unplaced-payment.js';
import { refundsRepository } from './repository.js';
import { createSettleGatewayRefund } from './settle-gateway-refund.js';
import { createSettleRefund, type OnRefundSettled } from './settle-refund.js';

export type { IssueRefundInput, IssueRefundResult } from './issue-refund.js';
export type { OnRefundSettled, SettledRefund } from './settle-refund.js';

export interface RefundsServiceDeps {
  db: Database;
  clock: Clock;
  gateway: Pick<PaymentGateway, 'refund'>;
  /** Seals payout details (DATA_ENCRYPTION_KEY). */
  cipher: FieldCipher;
  invoices: Pick<InvoicesService, 'issueCreditNote'>;
  orders: Pick<OrdersService, 'clearRefundDue'>;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  log: FastifyBaseLogger;
  /** Called in the transaction that settles a refund (processed, failed or recorded). */
  onSettled?: OnRefundSettled;
  /** A refund the gateway left unanswered this long is asked again by the sweep (REFUND_SWEEP_MS). */
  unansweredRefundMs: number;
}

export type RefundsService = ReturnType<typeof createRefundsService>;

export function createRefundsService(deps: RefundsServiceDeps) {
  const { db, clock } = deps;
  const repository = refundsRepository;
  const settleRefund = createSettleRefund({
    clock,
    repository,
    orders: deps.orders,
    events: deps.events,
    onSettled: deps.onSettled,
  });
  const lists = createListRefunds({ db, clock, repository });
  const issueRefund = createIssueRefund({
    db,
    clock,
    gateway: deps.gateway,
    cipher: deps.cipher,
    repository,
    invoices: deps.invoices,
    audit: deps.audit,
    settleRefund,
    log: deps.log,
  });
  const askGateway = createAskGateway({
    db,
    clock,
    gateway: deps.gateway,
    repository,
    settleRefund,
    log: deps.log,
  });
  const unplaced = createRefundUnplacedPayment({
    db,
    clock,
    repository,
    events: deps.events,
    audit: deps.audit,
    askGateway,
  });
  const gatewayWebhooks = createSettleGatewayRefund({ clock, repository, settleRefund });
  return {
    /** The one way money goes back (returns call it at their refund step; see issue-refund.ts). */
    issueRefund,
    refundCancelledOrder: createRefundCancelledOrder({ db, repository, issueRefund }),
    /** For payments' webhook (payments/refund-events.ts): refund webhooks, and payments no order used. */
    webhooks: {
      settleGatewayRefund: gatewayWebhooks.settleGatewayRefund,
      refundUnplacedPayment: unplaced.refundUnplacedPayment,
      askRefund: unplaced.askRefund,
    },
    /** The sweep's pass: refunds the gateway left unanswered are asked again (ask-unanswered-refunds.ts). */
    askUnansweredRefunds: createAskUnansweredRefunds({
      db,
      clock,
      repository,
      askGateway,
      log: deps.log,
      unansweredMs: deps.unansweredRefundMs,
    }),
    /** Staff's Retry of the refund of a payment no order used (refund-unplaced-payment.ts). */
    retryRefund: unplaced.retryRefund,
    list: lists.list,
    one: lists.one,
    ofOrder: lists.ofOrder,
    summaries: lists.summaries,
    owed: lists.owed,
  };
}
