/** How an order leaves the server: the shopper's list (SPEC §3) and the back office's list and detail. */
import {
  ADMIN_TEXT,
  type AdminOrder,
  type AdminOrderSummary,
  isConfirmationOpen,
  mayMoveOrder,
  mayReturnToOrigin,
  type Order,
  type OrderRefund,
  type OrderStep,
  orderMovesFor,
  orderStatus,
  paiseToRupees,
  type ShopperOrder,
  trackingUrl,
} from '@zari/contract';
import type { OrderInvoiceSummary } from '../invoices/invoice-summary.js';
import type { OrderLineRow, OrderRow, OrdersRepository } from './repository.js';

/** The invoices module's summary of an order's tax documents, by order id (issue 30). */
export type InvoiceSummaries = (orderIds: readonly string[]) => Promise<Map<string, OrderInvoiceSummary>>;

/** The order with its invoice and credit notes once it has them (additive: absent before it ships). */
export function withInvoice<T extends Order>(order: T, summary: OrderInvoiceSummary | undefined): T {
  return summary ? { ...order, invoice: summary.invoice, creditNotes: summary.creditNotes } : order;
}

/** The refunds module's view of orders' refunds, by order id (issue 33); orders never imports refunds. */
export type RefundSummaries = (orderIds: readonly string[]) => Promise<Map<string, OrderRefund[]>>;

/** The order with its refunds once it has any (additive: absent before). */
export function withRefunds<T extends Order>(order: T, refunds: OrderRefund[] | undefined): T {
  return refunds && refunds.length > 0 ? { ...order, refunds } : order;
}

/** An order and its lines as the shopper's list and the back office read it. */
export function toOrder(row: OrderRow & { lines: OrderLineRow[] }, now: Date): Order {
  const tracking = trackingUrl(row);
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    isCancelled: row.isCancelled,
    isDelivered: row.isDelivered,
    status: orderStatus(row),
    // Additive (issue 32): where the parcel is, who carries it, and Cancel only where the server accepts it.
    fulfilment: row.stage,
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
    ...(tracking && { trackingUrl: tracking }),
    cancellable: mayMoveOrder('shopper', row, 'cancelled'),
    // Additive (issue 32): Confirm only while the shopper may confirm (before the deadline), and until when.
    awaitingConfirmation: isConfirmationOpen(row, now),
    confirmBy: row.confirmBy?.toISOString() ?? null,
    subtotalAmount: paiseToRupees(row.subtotalPaise),
    donationAmount: paiseToRupees(row.donationPaise),
    // Stored at placement (issue 29), never recomputed: a promotion edited later changes no order.
    discountAmount: paiseToRupees(row.discountPaise),
    promotionCode: row.promotionCode,
    totalAmount: paiseToRupees(row.totalPaise),
    products: row.lines.map(toOrderLine),
    shippingAddress: {
      fullName: row.fullName,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
    },
  };
}

function toOrderLine(line: OrderLineRow): Order['products'][number] {
  return {
    _id: line.id,
    product: {
      _id: line.productId,
      title: line.title,
      images: line.images,
      amount: paiseToRupees(line.productAmountPaise),
      discountedAmount: paiseToRupees(line.productDiscountedPaise),
      ...(line.media && { media: line.media }),
    },
    size: line.size,
    quantity: line.quantity,
    price: paiseToRupees(line.unitPricePaise),
    discountAmount: paiseToRupees(line.discountPaise),
    productVariant:
      line.variantId && line.colorCode !== null
        ? {
            _id: line.variantId,
            colorCode: line.colorCode,
            price: paiseToRupees(line.variantPricePaise ?? 0),
            discountedPrice: paiseToRupees(line.variantDiscountedPricePaise ?? 0),
          }
        : null,
  };
}

type OrderDetailRow = NonNullable<Awaited<ReturnType<OrdersRepository['findOrderDetail']>>>;
type OrderSummaryRow = Awaited<ReturnType<OrdersRepository['searchOrders']>>[number];

/** One order in the back office: the shopper's view plus its customer, the moves staff may make, its timeline. */
export function toAdminOrder(row: OrderDetailRow, now: Date): AdminOrder {
  return {
    ...toOrder(row, now),
    status: orderStatus(row),
    trackingNumber: row.trackingNumber,
    refundDue: row.refundDue,
    customer: { _id: row.customer.id, phone: row.customer.phone, fullName: row.customer.fullName },
    allowedMoves: [...orderMovesFor('staff', row)],
    returnToOriginAllowed: mayReturnToOrigin('staff', row),
    timeline: [placedEntry(row), ...row.events.map((event) => toTimelineEntry(row, event))],
  };
}

type OrderTimelineEntry = AdminOrder['timeline'][number];

const LABELS = ADMIN_TEXT.orders.timelineLabels;

/** Every entry says what happened: the move it made, else the tracking number or the note staff added. */
function timelineLabel(event: Pick<OrderDetailRow['events'][number], 'stage' | 'trackingNumber'>) {
  if (event.stage) return LABELS[event.stage];
  return event.trackingNumber ? LABELS.tracking : LABELS.note;
}

function toTimelineEntry(row: OrderDetailRow, event: OrderDetailRow['events'][number]): OrderTimelineEntry {
  return {
    _id: event.id,
    at: event.createdAt.toISOString(),
    status: event.stage ? orderStatus({ stage: event.stage, paymentStatus: row.paymentStatus }) : null,
    label: timelineLabel(event),
    note: event.note,
    trackingNumber: event.trackingNumber,
    actor: event.actor
      ? { _id: event.actor.id, phone: event.actor.phone, fullName: event.actor.fullName }
      : null,
  };
}

/**
 * The timeline's first entry: the order placed, when it was created. Read from the order
 * itself (every order has one, older ones included), under the order's id, which no move entry shares.
 */
function placedEntry(row: OrderDetailRow): OrderTimelineEntry {
  return {
    _id: row.id,
    at: row.createdAt.toISOString(),
    // As it was then: a COD order is paid on delivery, an online one when its payment came in (at placement
    // or by the webhook moments later). A COD order with a deadline was placed awaiting its confirmation.
    status: orderStatus({
      stage: row.confirmBy ? 'awaiting_confirmation' : 'placed',
      paymentStatus: row.paymentMethod === 'cod' ? 'pending' : row.paymentStatus,
    }),
    label: LABELS.placed,
    note: null,
    trackingNumber: null,
    // What the shopper did has no actor, as for their cancel.
    actor: null,
  };
}

/**
 * One order as its shopper sees it on its page (issue 32): the list's order plus every step it took, placed
 * first, each with its time. Only the stage moves: who made them, notes and tracking-only entries stay staff's.
 */
export function toShopperOrder(row: OrderDetailRow, now: Date): ShopperOrder {
  const placed: OrderStep = { stage: 'placed', label: 'placed', at: row.createdAt.toISOString() };
  const moves = row.events.flatMap((event): OrderStep[] =>
    event.stage ? [{ stage: event.stage, label: event.stage, at: event.createdAt.toISOString() }] : [],
  );
  return { ...toOrder(row, now), timeline: [placed, ...moves] };
}

export function toAdminOrderSummary(row: OrderSummaryRow): AdminOrderSummary {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: orderStatus(row),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    totalAmount: paiseToRupees(row.totalPaise),
    itemCount: row.itemCount,
    customer: { fullName: row.fullName, phone: row.phone },
    trackingNumber: row.trackingNumber,
    refundDue: row.refundDue,
  };
}
