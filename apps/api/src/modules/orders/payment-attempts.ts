/**
 * What orders need of the payment that pays an online order, declared here so that orders never import
 * payments (payments calls orders, never the reverse: .ci/check-module-boundaries.mjs). The payments module
 * implements it (payments/attempts.ts) and app.ts passes that in.
 */
import type { Transaction } from '../../db/client.js';
import type { OrderDraft } from '../../db/schema/index.js';

/** A payment attempt as placing an order reads it. */
export interface OrderPaymentAttempt {
  id: string;
  userId: string;
  status: string;
  amountPaise: number;
  /** The order priced when the payment was asked for, placed as priced then. */
  orderDraft: OrderDraft | null;
  /** Set when the webhook found no stock for this payment, or its order was cancelled. */
  refundReason: string | null;
}

export interface OrderPaymentAttempts {
  /** The named attempt of this shopper, locked; another shopper's provider order id finds nothing. */
  lockForShopper(
    tx: Transaction,
    userId: string,
    providerOrderId: string,
  ): Promise<OrderPaymentAttempt | undefined>;
  /** The newest paid attempt of the shopper for exactly `amountPaise` that no order claimed, locked. */
  lockUnclaimedPaid(
    tx: Transaction,
    userId: string,
    amountPaise: number,
  ): Promise<OrderPaymentAttempt | undefined>;
  /** Money was captured for an order cancelled before shipping: someone must pay it back. */
  flagCancelledOrderRefund(tx: Transaction, attemptId: string): Promise<void>;
  /** The webhook flagged the attempt for a refund (no stock then); an order now uses the money. */
  clearRefund(tx: Transaction, attemptId: string): Promise<void>;
}
