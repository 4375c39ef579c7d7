/**
 * Returning pieces of a delivered order (issue 33, SPEC §9 Returns): which lines may be returned, how many of
 * each and until when, what each return refunds, and the return's state machine. Pure; the API applies it
 * when a shopper asks (modules/returns) and the storefront offers only what it allows.
 *
 * - The window: RETURN_WINDOW_DAYS whole days after the day of delivery, in Asia/Kolkata (IST, +05:30, no
 *   daylight saving): delivered any time on 20 Nov, returnable until 27 Nov 23:59:59.999 IST.
 * - A line: not when `returnPolicyFor` says its product is not returnable (category, product flag, special
 *   offer); at most its delivered quantity minus the pieces already in returns that were not rejected.
 * - The refund of pieces: what the shopper paid for them after their share of the promotion. The share of the
 *   first k pieces of a line of Q is ⌊discount × k / Q⌋ paise, and a return of q pieces after p already asked
 *   refunds paid(p + q) − paid(p), where paid(k) = unit price × k − that share: integer paise, rounded in the
 *   shopper's favour piece by piece, and all Q pieces together refund exactly what the line cost. The
 *   donation and (SPEC §9) any convenience fee are never refunded on a return.
 */

import { RETURN_WINDOW_DAYS } from '../constants.js';
import { RETURN_MESSAGES } from '../messages/returns.js';
import { isValidAccountNumber, isValidIfsc, isValidUpiId } from './payout-details.js';
import type { RefundMethod } from './refunds.js';
import { type ReturnabilityFacts, returnPolicyFor } from './returns.js';

const DAY_MS = 86_400_000;
/** Asia/Kolkata is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** Why a shopper returns a piece. No exchange: the policy offers none. */
export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'not_as_pictured',
  'damaged_or_defective',
  'quality',
  'changed_my_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Photos a shopper may add to a return. */
export const RETURN_PHOTOS_MAX = 3;
/** A shopper's note on a line, a rejection's or a failed check's reason, staff's pick-up notes. */
export const RETURN_NOTE_MAX_LENGTH = 500;

/** The first instant after the return window of an order delivered at `deliveredAt` (exclusive end). */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  const istDayStart = Math.floor((deliveredAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istDayStart + (RETURN_WINDOW_DAYS + 1) * DAY_MS - IST_OFFSET_MS);
}

/** The last day a return may be asked, YYYY-MM-DD in IST, for "Return by …". */
export function returnWindowLastDay(deliveredAt: Date): string {
  const lastIst = new Date(returnWindowEndsAt(deliveredAt).getTime() - 1 + IST_OFFSET_MS);
  return lastIst.toISOString().slice(0, 10);
}

export function isWithinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() < returnWindowEndsAt(deliveredAt).getTime();
}

/** A line of an order as the rule reads it. */
export interface ReturnLineFacts {
  id: string;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of the order's promotion discount. */
  discountPaise: number;
  product: ReturnabilityFacts;
  /** Pieces of this line in the order's returns that were not rejected. */
  requestedQuantity: number;
}

export interface ReturnOrderFacts {
  isDelivered: boolean;
  isCancelled: boolean;
  /** When the order was delivered (its timeline's delivered step); null when it was not. */
  deliveredAt: Date | null;
  lines: readonly ReturnLineFacts[];
}

export type ReturnLineRefusalKind = 'not_delivered' | 'window_closed' | 'not_returnable' | 'all_requested';

export interface ReturnableLine {
  lineId: string;
  /** How many pieces may be returned now (0 when refused). */
  returnableQuantity: number;
  refusal: { kind: ReturnLineRefusalKind; message: string } | null;
}

/** Each line of the order: how many pieces may be returned now, or why none. */
export function returnableLines(order: ReturnOrderFacts, now: Date): ReturnableLine[] {
  const orderRefusal =
    !order.isDelivered || order.isCancelled || !order.deliveredAt
      ? { kind: 'not_delivered' as const, message: RETURN_MESSAGES.notDelivered }
      : !isWithinReturnWindow(order.deliveredAt, now)
        ? { kind: 'window_closed' as const, message: RETURN_MESSAGES.windowClosed }
        : null;
  return order.lines.map((line) => {
    const policy = returnPolicyFor(line.product);
    const left = Math.max(0, line.quantity - line.requestedQuantity);
    const refusal = !policy.returnable
      ? { kind: 'not_returnable' as const, message: policy.detail }
      : (orderRefusal ??
        (left === 0 ? { kind: 'all_requested' as const, message: RETURN_MESSAGES.alreadyRequested } : null));
    return { lineId: line.id, returnableQuantity: refusal ? 0 : left, refusal };
  });
}

/** Whether any line of the order may be returned now: the storefront's "Return items". */
export function canReturnOrder(order: ReturnOrderFacts, now: Date): boolean {
  return returnableLines(order, now).some((line) => line.returnableQuantity > 0);
}

/** What the first `pieces` pieces of a line cost the shopper, after their share of the promotion. */
function paidFor(
  line: Pick<ReturnLineFacts, 'quantity' | 'unitPricePaise' | 'discountPaise'>,
  pieces: number,
) {
  return line.unitPricePaise * pieces - Math.floor((line.discountPaise * pieces) / line.quantity);
}

/** The refund of `quantity` pieces of a line of which `alreadyRequested` pieces are in other returns. */
export function lineRefundPaise(
  line: Pick<ReturnLineFacts, 'quantity' | 'unitPricePaise' | 'discountPaise'>,
  alreadyRequested: number,
  quantity: number,
): number {
  return paidFor(line, alreadyRequested + quantity) - paidFor(line, alreadyRequested);
}

export interface ReturnLineRequest {
  lineId: string;
  quantity: number;
}

export type ReturnRequestCheck =
  | { ok: true; lines: { lineId: string; quantity: number; refundPaise: number }[]; refundPaise: number }
  | { ok: false; message: string };

/** A shopper's request checked whole: every line of this order, returnable, within its quantity. */
export function checkReturnRequest(
  order: ReturnOrderFacts,
  request: readonly ReturnLineRequest[],
  now: Date,
): ReturnRequestCheck {
  if (request.length === 0) return { ok: false, message: RETURN_MESSAGES.noLines };
  if (new Set(request.map((line) => line.lineId)).size !== request.length) {
    return { ok: false, message: RETURN_MESSAGES.duplicateLine };
  }
  const allowed = new Map(returnableLines(order, now).map((line) => [line.lineId, line]));
  const lines: { lineId: string; quantity: number; refundPaise: number }[] = [];
  for (const asked of request) {
    const line = order.lines.find((candidate) => candidate.id === asked.lineId);
    const rule = allowed.get(asked.lineId);
    if (!line || !rule) return { ok: false, message: RETURN_MESSAGES.lineNotInOrder };
    if (rule.refusal) return { ok: false, message: rule.refusal.message };
    if (!Number.isInteger(asked.quantity) || asked.quantity < 1) {
      return { ok: false, message: RETURN_MESSAGES.quantityInvalid };
    }
    if (asked.quantity > rule.returnableQuantity) {
      return { ok: false, message: RETURN_MESSAGES.quantityTooHigh(rule.returnableQuantity) };
    }
    lines.push({
      lineId: line.id,
      quantity: asked.quantity,
      refundPaise: lineRefundPaise(line, line.requestedQuantity, asked.quantity),
    });
  }
  return { ok: true, lines, refundPaise: lines.reduce((total, line) => total + line.refundPaise, 0) };
}

/**
 * The return's life: requested → approved (pick-up scheduled, staff's manual pick-up) → picked_up → received →
 * quality check of each line → refund_pending (the gateway has not settled) → refunded; or rejected (with its
 * reason) before the pieces are picked up; or closed when every line failed its check (nothing to refund).
 * A failed refund goes back to received, with the failure shown, to be tried again.
 */
export const RETURN_STATES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refund_pending',
  'refunded',
  'rejected',
  'closed',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Pieces in a return in these states are no longer being returned: the shopper may ask again. */
export const RELEASED_RETURN_STATES: readonly ReturnState[] = ['rejected'];

/**
 * A return in these states is finished: refunded, rejected, or closed with nothing to refund. Any other state
 * is still in progress (a refund pending with the gateway included), and a shopper's account erasure waits
 * for it (issue 34).
 */
export const SETTLED_RETURN_STATES: readonly ReturnState[] = ['refunded', 'rejected', 'closed'];

export function isReturnInProgress(state: ReturnState): boolean {
  return !SETTLED_RETURN_STATES.includes(state);
}

/** The states of `isReturnInProgress`, for a query that counts such returns. */
export const IN_PROGRESS_RETURN_STATES: readonly ReturnState[] = RETURN_STATES.filter(isReturnInProgress);

/** What staff do to a return. */
export const RETURN_ACTIONS = ['approve', 'reject', 'picked_up', 'received', 'qc', 'refund'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export interface ReturnFacts {
  state: ReturnState;
  /** Each line's quality check: null until checked. */
  lines: readonly { qcPassed: boolean | null }[];
}

/** Every action staff may take on the return now, in the order the back office offers them. */
export function allowedReturnActions(ret: ReturnFacts): ReturnAction[] {
  switch (ret.state) {
    case 'requested':
      return ['approve', 'reject'];
    case 'approved':
      return ['picked_up', 'reject'];
    case 'picked_up':
      return ['received'];
    case 'received': {
      const unchecked = ret.lines.some((line) => line.qcPassed === null);
      if (unchecked) return ['qc'];
      return ret.lines.some((line) => line.qcPassed === true) ? ['refund'] : [];
    }
    default:
      return [];
  }
}

export function mayActOnReturn(ret: ReturnFacts, action: ReturnAction): boolean {
  return allowedReturnActions(ret).includes(action);
}

/** The state an action leads to (qc and refund decide theirs from the checks and the gateway's answer). */
export const RETURN_ACTION_TARGET: Record<Exclude<ReturnAction, 'qc' | 'refund'>, ReturnState> = {
  approve: 'approved',
  reject: 'rejected',
  picked_up: 'picked_up',
  received: 'received',
};

/** The state after quality checks: every line checked and none passed closes the return, else it waits. */
export function stateAfterQualityCheck(lines: readonly { qcPassed: boolean | null }[]): ReturnState {
  const done = lines.every((line) => line.qcPassed !== null);
  return done && lines.every((line) => line.qcPassed === false) ? 'closed' : 'received';
}

/** The refund's answer (the refunds module's status) to the return's next state. */
export function stateAfterRefund(status: 'pending' | 'processed' | 'failed' | 'recorded'): ReturnState {
  if (status === 'pending') return 'refund_pending';
  if (status === 'failed') return 'received';
  return 'refunded';
}

/** The steps of the shopper's timeline of a return; a rejected return ends at its rejection. */
export const RETURN_TIMELINE_STEPS = ['requested', 'approved', 'picked_up', 'received', 'refunded'] as const;
export type ReturnTimelineStep = (typeof RETURN_TIMELINE_STEPS)[number];

/** How far along the timeline a return is: the index of the last step reached. */
export function returnTimelineIndex(state: ReturnState): number {
  switch (state) {
    case 'requested':
    case 'rejected':
      return 0;
    case 'approved':
      return 1;
    case 'picked_up':
      return 2;
    case 'received':
    case 'refund_pending':
    case 'closed':
      return 3;
    case 'refunded':
      return 4;
  }
}

export interface RefundDetailsInput {
  method: RefundMethod;
  upiId?: string | undefined;
  accountNumber?: string | undefined;
  ifsc?: string | undefined;
  accountName?: string | undefined;
}

/**
 * Where the refund of a return may go: a prepaid order back to its original payment only; a COD order (no
 * payment to reverse) to a valid UPI ID or a bank account (valid number and IFSC, a holder's name).
 * Answers the first problem's message (in `messages`' language: the storefront passes the page's), or null.
 */
export function refundDetailsProblem(
  paymentMethod: string,
  refund: RefundDetailsInput,
  messages: RefundDetailsMessages = RETURN_MESSAGES,
): string | null {
  const prepaid = paymentMethod !== 'cod';
  if (prepaid) return refund.method === 'source' ? null : messages.prepaidToSource;
  if (refund.method === 'source') return messages.sourceOnlyForPrepaid;
  if (refund.method === 'upi') return isValidUpiId(refund.upiId ?? '') ? null : messages.upiIdInvalid;
  if (!isValidAccountNumber(refund.accountNumber ?? '')) return messages.accountNumberInvalid;
  if (!isValidIfsc(refund.ifsc ?? '')) return messages.ifscInvalid;
  if (!refund.accountName?.trim()) return messages.accountNameRequired;
  return null;
}

/** The messages `refundDetailsProblem` answers with, in any language. */
export type RefundDetailsMessages = Record<
  | 'prepaidToSource'
  | 'sourceOnlyForPrepaid'
  | 'upiIdInvalid'
  | 'accountNumberInvalid'
  | 'ifscInvalid'
  | 'accountNameRequired',
  string
>;

/**
 * A carrier's tracking news for a return's reverse pick-up (issue 33) to the steps it moves the return
 * through: collected or on its way (`shipped`, `out_for_delivery`) is picked up; delivered back to the store
 * is picked up (if that news never came) then received. A return already past a step, or news that is not a
 * move, moves nothing, so a repeated status is a no-op.
 */
export function carrierReturnMoves(
  state: ReturnState,
  news: 'shipped' | 'out_for_delivery' | 'delivered' | 'returned_to_origin' | undefined,
): ('picked_up' | 'received')[] {
  const wanted: ('picked_up' | 'received')[] =
    news === 'shipped' || news === 'out_for_delivery'
      ? ['picked_up']
      : news === 'delivered'
        ? ['picked_up', 'received']
        : [];
  if (state === 'approved') return wanted;
  if (state === 'picked_up') return wanted.filter((step) => step === 'received');
  return [];
}
