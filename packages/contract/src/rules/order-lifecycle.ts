/**
 * How an order moves through the back office (DESIGN §9 Order lifecycle): placed (pending or paid) →
 * confirmed → packed → shipped → delivered, or cancelled before it ships. The API refuses any other move and
 * the admin UI offers only these; SPEC §4's display rule (order-status.ts) still decides what shoppers see.
 */
import type { PaymentMethod, PaymentStatus } from '../constants.js';

/** Where the parcel is; `placed` until staff confirm it. Stored on the order. */
export const FULFILMENT_STAGES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** The status the back office shows and filters by: a placed order reads as its payment, pending or paid. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses staff may move an order to. */
export const ORDER_STATUS_MOVES = ['confirmed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatusMove = (typeof ORDER_STATUS_MOVES)[number];

const MOVES: Record<FulfilmentStage, readonly OrderStatusMove[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export interface OrderLifecycleFacts {
  stage: FulfilmentStage;
  paymentStatus: PaymentStatus;
}

export function orderStatus(order: OrderLifecycleFacts): OrderStatus {
  if (order.stage !== 'placed') return order.stage;
  return order.paymentStatus === 'paid' ? 'paid' : 'pending';
}

/** Every move staff may make from here; the first is the one-click next step. */
export function allowedOrderMoves(stage: FulfilmentStage): readonly OrderStatusMove[] {
  return MOVES[stage];
}

export function canMoveOrder(stage: FulfilmentStage, to: OrderStatusMove): boolean {
  return MOVES[stage].includes(to);
}

/** The forward step from here (confirm, pack, ship, deliver), if any: the admin UI's one-click action. */
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
