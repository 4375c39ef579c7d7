/**
 * When a shopper may erase their account (issue 34; DPDP Act 2023 s. 8(7): personal data may be kept while it
 * is needed to perform the contract). An account is held while any of its orders is still in progress (not
 * delivered or cancelled), any return is (not refunded, rejected or closed), or the store still owes it money
 * (a paid order cancelled and not yet refunded, or a refund not yet settled). The erasure waits for them and
 * says how many there are. Who relies on it: the privacy module (API), which refuses the erasure and its code
 * while held and answers `ErasureStatus`; the Your data screen, which shows the reason instead of the button.
 */
import { type FulfilmentStage, isOrderInProgress } from './order-state.js';
import { isRefundSettled, type RefundReason, type RefundStatus } from './refunds.js';
import { isReturnInProgress, type ReturnState } from './return-requests.js';

/** What holds an erasure, counted: orders in progress, returns in progress, refunds the store still owes. */
export interface ErasureHolds {
  orders: number;
  returns: number;
  refunds: number;
}

/** The facts each domain contributes (the rows it has for the shopper; rows that hold nothing may be left out). */
export interface ErasureFacts {
  orders?: readonly { stage: FulfilmentStage; refundDue: boolean }[];
  returns?: readonly { state: ReturnState }[];
  refunds?: readonly { status: RefundStatus; reason: RefundReason; orderRefundDue: boolean }[];
}

/**
 * Counts what holds the erasure. A refund is counted once, where the shopper waits for it: a cancelled paid order
 * still owed its money is one refund whether or not a refund was started; a return's own refund belongs to the
 * return (it is in progress until paid); any other unsettled refund counts by itself.
 */
export function erasureHolds(facts: ErasureFacts): ErasureHolds {
  const orders = facts.orders ?? [];
  const refunds = facts.refunds ?? [];
  return {
    orders: orders.filter((order) => isOrderInProgress(order.stage)).length,
    returns: (facts.returns ?? []).filter((ret) => isReturnInProgress(ret.state)).length,
    refunds:
      orders.filter((order) => order.refundDue).length +
      refunds.filter(
        (refund) => !isRefundSettled(refund.status) && refund.reason !== 'returned' && !refund.orderRefundDue,
      ).length,
  };
}

/** Whether anything holds the erasure. */
export function isErasureHeld(holds: ErasureHolds): boolean {
  return holds.orders + holds.returns + holds.refunds > 0;
}

/** Facts of several domains as one (each domain names its own part). */
export function mergeErasureFacts(parts: readonly ErasureFacts[]): ErasureFacts {
  return {
    orders: parts.flatMap((part) => part.orders ?? []),
    returns: parts.flatMap((part) => part.returns ?? []),
    refunds: parts.flatMap((part) => part.refunds ?? []),
  };
}
