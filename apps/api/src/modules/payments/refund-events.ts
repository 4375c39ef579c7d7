/**
 * What the provider's webhook tells of refunds (issue 33), handed on to whoever owns refunds: the refunds
 * module implements it and app.ts passes it in, so payments (which receives every webhook, with one signature
 * check and one replay guard) never imports refunds. Called inside the event's transaction.
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

export interface RefundWebhooks {
  settleGatewayRefund(
    tx: Transaction,
    log: FastifyBaseLogger,
    settlement: GatewayRefundSettlement,
  ): Promise<void>;
}
