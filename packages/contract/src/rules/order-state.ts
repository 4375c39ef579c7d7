/**
 * The order's one state machine (DESIGN §10): where the parcel is (its fulfilment stage), the moves each actor
 * may make from there, what a move changes besides the stage, the status the back office shows, and the badge
 * the shopper sees (SPEC §4's display rule, unchanged). The API refuses any move not allowed here; the back
 * office offers only these and the storefront shows Cancel only when the shopper may make that move.
 *
 * placed (pending or paid) → confirmed → packed → shipped → out for delivery → delivered, or cancelled before it
 * ships. A cash-on-delivery order starts one step earlier, awaiting its shopper's confirmation (issue 32):
 * confirmed by the shopper (the message's link or the order's Confirm button) or by staff after a phone call,
 * else cancelled when the confirmation deadline passes. Staff make every move (shipped → delivered directly
 * too, for a courier that sends no "out for delivery"); the carrier's tracking webhook moves a packed order on
 * to shipped, out for delivery and delivered; a shopper may confirm an order awaiting it and cancel one that is
 * unpaid and has not shipped. A parcel the carrier brings back undelivered (returned to origin, RTO) is
 * cancelled from shipped or out for delivery, by staff or the carrier, with that reason only. States the
 * after-sale adds (returns) belong in this module.
 */
import type { PaymentMethod, PaymentStatus } from '../constants.js';

/**
 * Where the parcel is; `placed` until staff confirm it, `awaiting_confirmation` for a cash-on-delivery order
 * until its shopper (or staff) confirms it. Stored on the order.
 */
export const FULFILMENT_STAGES = [
  'awaiting_confirmation',
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** The status the back office shows and filters by: a placed order reads as its payment, pending or paid. */
export const ORDER_STATUSES = [
  'awaiting_confirmation',
  'pending',
  'paid',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses staff may move an order to. */
export const ORDER_STATUS_MOVES = [
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatusMove = (typeof ORDER_STATUS_MOVES)[number];

/** The stage a new order starts at: cash on delivery awaits its shopper's confirmation, a prepaid one does not. */
export function initialOrderStage(paymentMethod: PaymentMethod): FulfilmentStage {
  return paymentMethod === 'cod' ? 'awaiting_confirmation' : 'placed';
}

/** How long a cash-on-delivery order waits for its confirmation by default (the API's COD_CONFIRM_HOURS). */
export const COD_CONFIRM_HOURS_DEFAULT = 24;

/** The moment an unconfirmed COD order placed at `placedAt` is cancelled; its confirmation link expires then. */
export function codConfirmDeadline(placedAt: Date, hours: number): Date {
  return new Date(placedAt.getTime() + hours * 3_600_000);
}

/**
 * Whether the shopper may still confirm: the order awaits confirmation and its deadline has not passed. After
 * the deadline the order is as good as cancelled (the API's sweep cancels it within a minute), so neither the
 * link nor the Confirm button may revive it; staff, who phoned, still may until it is cancelled.
 */
export function isConfirmationOpen(
  order: { stage: FulfilmentStage; confirmBy: Date | null },
  now: Date,
): boolean {
  return order.stage === 'awaiting_confirmation' && order.confirmBy !== null && now < order.confirmBy;
}

const MOVES: Record<FulfilmentStage, readonly OrderStatusMove[]> = {
  // Nothing is packed before it is confirmed: the fake or mistyped COD order never leaves the shelf.
  awaiting_confirmation: ['confirmed', 'cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * What the carrier's tracking webhook may do (issue 32): pick a packed parcel up (shipped), take it out for
 * delivery, deliver it. It never confirms, packs or cancels an order; its return to origin is below.
 */
const CARRIER_MOVES: Record<FulfilmentStage, readonly OrderStatusMove[]> = {
  awaiting_confirmation: [],
  placed: [],
  confirmed: [],
  packed: ['shipped'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Where a parcel can be when the carrier brings it back undelivered: on its way, never before or after. */
const RETURN_TO_ORIGIN_STAGES: readonly FulfilmentStage[] = ['shipped', 'out_for_delivery'];

export interface OrderLifecycleFacts {
  stage: FulfilmentStage;
  paymentStatus: PaymentStatus;
}

/** A placed order reads as its payment; every other stage (awaiting confirmation included) as itself. */
export function orderStatus(order: OrderLifecycleFacts): OrderStatus {
  if (order.stage !== 'placed') return order.stage;
  return order.paymentStatus === 'paid' ? 'paid' : 'pending';
}

/**
 * Whether an order at this stage is still in progress: some move can still be made from it (it is neither
 * delivered nor cancelled). Who relies on it: a shopper's account erasure waits for every such order (issue 34;
 * DPDP Act s. 8(7): data may be kept while needed to perform the contract), and says how many there are.
 */
export function isOrderInProgress(stage: FulfilmentStage): boolean {
  return MOVES[stage].length > 0;
}

/** The stages of `isOrderInProgress`, for a query that counts such orders. */
export const IN_PROGRESS_FULFILMENT_STAGES: readonly FulfilmentStage[] =
  FULFILMENT_STAGES.filter(isOrderInProgress);

/** Every move staff may make from here; the first is the one-click next step. */
export function allowedOrderMoves(stage: FulfilmentStage): readonly OrderStatusMove[] {
  return MOVES[stage];
}

export function canMoveOrder(stage: FulfilmentStage, to: OrderStatusMove): boolean {
  return MOVES[stage].includes(to);
}

/**
 * Why an order was cancelled, stored with it: the shopper's Cancel, staff's cancel, a cash-on-delivery order
 * nobody confirmed in time, or a parcel the carrier brought back undelivered (returned to origin).
 */
export const ORDER_CANCEL_REASONS = ['shopper', 'staff', 'cod_unconfirmed', 'returned_to_origin'] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

/**
 * Who moves an order: its shopper, the store's people (staff and owners make the same moves), or the carrier
 * (its verified tracking webhook).
 */
export type OrderActor = 'shopper' | 'staff' | 'carrier';

/** Every fact about an order the state machine reads. */
export interface OrderStateFacts extends OrderLifecycleFacts, OrderStatusFacts {}

/**
 * The moves `actor` may make on this order now. Staff: the lifecycle's moves from its stage. The shopper:
 * confirm a cash-on-delivery order awaiting it, and cancel only while SPEC §4 shows the Cancel button (unpaid,
 * open) and the parcel has not shipped — a COD order on its way is refused at the door, not cancelled.
 */
export function orderMovesFor(actor: OrderActor, order: OrderStateFacts): readonly OrderStatusMove[] {
  if (actor === 'staff') return MOVES[order.stage];
  if (actor === 'carrier') return CARRIER_MOVES[order.stage];
  const moves: OrderStatusMove[] = [];
  if (order.stage === 'awaiting_confirmation' && !order.isCancelled) moves.push('confirmed');
  if (canCancelOrder(order) && canMoveOrder(order.stage, 'cancelled')) moves.push('cancelled');
  return moves;
}

/**
 * Whether `actor` may mark this order returned to origin now (issue 33): staff or the carrier, while the parcel
 * is on its way. The shopper never can: a parcel on its way is refused at the door, not cancelled.
 */
export function mayReturnToOrigin(actor: OrderActor, order: Pick<OrderStateFacts, 'stage'>): boolean {
  return actor !== 'shopper' && RETURN_TO_ORIGIN_STAGES.includes(order.stage);
}

/**
 * Whether `actor` may move this order to `to` now (the API's one check for every move and both cancel paths).
 * A cancel with the reason `returned_to_origin` follows `mayReturnToOrigin`; any other cancel the table.
 */
export function mayMoveOrder(
  actor: OrderActor,
  order: OrderStateFacts,
  to: OrderStatusMove,
  reason?: OrderCancelReason,
): boolean {
  if (to === 'cancelled' && reason === 'returned_to_origin') return mayReturnToOrigin(actor, order);
  return orderMovesFor(actor, order).includes(to);
}

/**
 * The carrier's moves that bring an order from `stage` to `target`, in order: a delivery reported for a parcel
 * still packed (the pick-up scan never came) is shipped first, so its invoice and messages are the same as ever.
 * Empty when the order is there already, past it, or somewhere the carrier cannot move it from.
 */
export function carrierMovesTo(stage: FulfilmentStage, target: OrderStatusMove): OrderStatusMove[] {
  const path: OrderStatusMove[] = [];
  let at: FulfilmentStage = stage;
  while (at !== target) {
    const moves = CARRIER_MOVES[at];
    const next = moves.includes(target) ? target : moves[0];
    if (!next) return [];
    path.push(next);
    at = next;
  }
  return path;
}

/** The forward step from here (confirm, pack, ship, out for delivery, deliver), if any: the admin UI's one-click action. */
export function nextOrderMove(stage: FulfilmentStage): OrderStatusMove | undefined {
  return MOVES[stage].find((move) => move !== 'cancelled');
}

export interface OrderMoveEffects {
  isDelivered: boolean;
  isCancelled: boolean;
  paymentStatus: PaymentStatus;
  /** The order's stock goes back on the shelf (a cancel is terminal, so this happens once). */
  restoreStock: boolean;
  /** Money was taken for an order that will not ship: someone must pay it back. */
  refundDue: boolean;
}

/**
 * What a permitted move changes besides the stage. Delivery sets `isDelivered` (the shopper's badge) and a
 * cash-on-delivery order is paid then, because the courier collected the cash.
 */
export function orderMoveEffects(
  order: OrderLifecycleFacts & { paymentMethod: PaymentMethod },
  to: OrderStatusMove,
): OrderMoveEffects {
  const delivered = to === 'delivered';
  const cancelled = to === 'cancelled';
  return {
    isDelivered: delivered,
    isCancelled: cancelled,
    paymentStatus: delivered && order.paymentMethod === 'cod' ? 'paid' : order.paymentStatus,
    restoreStock: cancelled,
    refundDue: cancelled && order.paymentStatus === 'paid',
  };
}

// How an order reads to its shopper (SPEC §4): one status by priority, its badge, and whether it may be cancelled.

export interface OrderStatusFacts {
  isCancelled: boolean;
  isDelivered: boolean;
  paymentStatus: PaymentStatus;
}

export const ORDER_DISPLAY_STATUSES = ['Cancelled', 'Delivered', 'Processing', 'Pending Payment'] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];
export type BadgeVariant = 'destructive' | 'default' | 'secondary' | 'outline';

/** Cancelled beats Delivered beats Processing (paid) beats Pending Payment. */
export function orderDisplayStatus(order: OrderStatusFacts): OrderDisplayStatus {
  if (order.isCancelled) return 'Cancelled';
  if (order.isDelivered) return 'Delivered';
  if (order.paymentStatus === 'paid') return 'Processing';
  return 'Pending Payment';
}

const BADGES: Record<OrderDisplayStatus, BadgeVariant> = {
  Cancelled: 'destructive',
  Delivered: 'default',
  Processing: 'secondary',
  'Pending Payment': 'outline',
};

export function orderBadgeVariant(order: OrderStatusFacts): BadgeVariant {
  return BADGES[orderDisplayStatus(order)];
}

/** Only an unpaid order that is neither cancelled nor delivered may be cancelled; the API enforces the same. */
export function canCancelOrder(order: OrderStatusFacts): boolean {
  return order.paymentStatus === 'pending' && !order.isCancelled && !order.isDelivered;
}
