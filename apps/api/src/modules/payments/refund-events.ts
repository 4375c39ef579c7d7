/**
 * What the provider's webhook tells of refunds (issue 33), handed on to whoever owns refunds: the refunds
 * module implements it and app.ts passes it in, so payments (which receives every webhook, with one signature
 * check and one replay guard) never imports refunds. Called inside the event's transaction, except
 * `askRefund`, which is called after it committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client.js';

export interface GatewayRefundSettlement {
  gatewayRefundId: string;
  paymentId: string;
  amountPaise: number;
  /** Our refund's id, which the refund was created with; absent from refunds made in the provider's dashboard. */
  receipt: string | null;
  status: 'processed' | 'failed';
  failureReason: string | null;
}

/** A captured payment no order will use: refunded automatically, in full, to its source. */
export interface UnplacedPayment {
  attemptId: string;
  userId: string;
  /** The shopper's account still exists (they hear of the refund); false once it was erased. */
  live: boolean;
  amountPaise: number;
  gateway: string;
  paymentId: string;
  reason: 'out_of_stock' | 'account_erased';
}

export interface RefundWebhooks {
  /**
   * Writes the refund of `payment` (pending, with the shopper's message when their account lives) in the
   * caller's transaction, once per attempt; answers the refund to ask the gateway for after commit (the new
   * one, or one written before and never answered), or undefined when there is nothing to ask.
   */
  refundUnplacedPayment(
    tx: Transaction,
    log: FastifyBaseLogger,
    payment: UnplacedPayment,
  ): Promise<string | undefined>;
  /** Asks the gateway for a pending refund it never answered, outside any transaction; settles it. */
  askRefund(log: FastifyBaseLogger, refundId: string): Promise<void>;

  settleGatewayRefund(
    tx: Transaction,
    log: FastifyBaseLogger,
    settlement: GatewayRefundSettlement,
  ): Promise<void>;
}
