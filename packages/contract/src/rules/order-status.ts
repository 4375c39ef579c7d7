/** How an order reads to its shopper (SPEC §4): one status by priority, its badge, and whether it may be cancelled. */
import type { PaymentStatus } from '../constants.js';

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
