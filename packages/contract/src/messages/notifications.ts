/**
 * Order updates by SMS and WhatsApp (DESIGN §10 Events): one short text per event type, each naming the order
 * as SPEC §9 shows it (last 8 characters upper case) and linking to its page. The API's events worker renders
 * these when it sends, so a fixed template reaches every message still waiting.
 */
import { BRAND_NAME } from '../constants.js';
import { formatPaise } from '../money.js';
import { orderIdDisplay } from '../rules/format.js';
import type { TicketStatus } from '../rules/tickets.js';
import { TICKET_NOTIFICATION_TEXT } from './tickets.js';

/** How a message reaches the shopper; `sms` unless they chose WhatsApp and consented to it. */
export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Where one delivery of a message is (the events worker's states): waiting (`queued`, also after a failed
 * attempt that will be retried), taken by a worker (`sending`), `sent` to the provider, or given up (`failed`).
 */
export const MESSAGE_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageDeliveryStatus = (typeof MESSAGE_DELIVERY_STATUSES)[number];

/**
 * A ticket's message (issue 34): its id and number; `key` only for a ticket raised without signing in, so the
 * link opens it (`/help/tickets/{id}?key=…`).
 */
export interface TicketNotification {
  ticketId: string;
  number: string;
  key?: string;
}

/** What the events payload of each type carries; every one names its order, its ticket (issue 34), or its payment attempt. */
export interface NotificationPayloads {
  order_placed: { orderId: string };
  /** `token`: the signed single-use confirmation token of `/orders/{id}/confirm?t=…`. */
  cod_confirmation_requested: { orderId: string; token: string; hours: number };
  order_confirmed: { orderId: string };
  order_shipped: { orderId: string; carrier: string; trackingNumber: string };
  order_out_for_delivery: { orderId: string };
  order_delivered: { orderId: string };
  /** `unconfirmed`: a COD order nobody confirmed in time; `refundDue`: money taken will be paid back. */
  order_cancelled: { orderId: string; unconfirmed?: boolean; refundDue?: boolean };
  return_requested: { orderId: string; returnId?: string };
  /** `pickupDate`: YYYY-MM-DD, the day staff set for the manual pick-up (issue 33). */
  return_pickup_scheduled: { orderId: string; returnId?: string; pickupDate?: string };
  return_picked_up: { orderId: string; returnId: string };
  return_received: { orderId: string; returnId?: string };
  return_rejected: { orderId: string; returnId: string; reason: string };
  /** Every piece failed the quality check: nothing is refunded (issue 33). */
  return_closed: { orderId: string; returnId: string };
  refund_issued: { orderId: string; amountPaise: number; returnId?: string };
  /**
   * The shopper paid but the order could not be placed (its stock ran out first): no order exists, so the
   * event names the payment attempt, and the full amount goes back to the source automatically.
   */
  sold_out_refund: { paymentAttemptId: string; amountPaise: number };
  ticket_created: TicketNotification;
  ticket_replied: TicketNotification;
  ticket_status_changed: TicketNotification & { status: TicketStatus };
  /**
   * Issue 31, to the owner (store settings' `ownerPhone`), not a shopper: an order took a size and colour down
   * to the store's low-stock threshold. `orderId`: the order that did; `colour`: '' for a product without colours.
   */
  low_stock: {
    orderId: string;
    productId: string;
    title: string;
    colour: string;
    size: string;
    left: number;
    threshold: number;
  };
}

export type NotificationType = keyof NotificationPayloads;

export const NOTIFICATION_TYPES = [
  'order_placed',
  'cod_confirmation_requested',
  'order_confirmed',
  'order_shipped',
  'order_out_for_delivery',
  'order_delivered',
  'order_cancelled',
  'return_requested',
  'return_pickup_scheduled',
  'return_picked_up',
  'return_received',
  'return_rejected',
  'return_closed',
  'refund_issued',
  'sold_out_refund',
  'ticket_created',
  'ticket_replied',
  'ticket_status_changed',
  'low_stock',
] as const satisfies readonly NotificationType[];

/**
 * Sent even in quiet hours: answers to what the shopper just did (placing an order, the COD confirmation whose
 * clock is running) and the courier at the door. Everything else waits for the morning.
 */
export const URGENT_NOTIFICATIONS: ReadonlySet<NotificationType> = new Set([
  'order_placed',
  'cod_confirmation_requested',
  'order_out_for_delivery',
  'ticket_created',
]);

/** `origin`: the storefront's public origin, e.g. https://zari.example. */
const orderUrl = (origin: string, orderId: string) => `${origin}/orders/${encodeURIComponent(orderId)}`;

/** A ticket's page; a ticket raised without signing in carries its link's key. */
export const ticketUrl = (origin: string, ticket: TicketNotification) =>
  `${origin}/help/tickets/${encodeURIComponent(ticket.ticketId)}${ticket.key ? `?key=${encodeURIComponent(ticket.key)}` : ''}`;

type Template<T extends NotificationType> = (payload: NotificationPayloads[T], origin: string) => string;

export const NOTIFICATION_TEXT: { [T in NotificationType]: Template<T> } = {
  order_placed: ({ orderId }, origin) =>
    `${BRAND_NAME}: your order ${orderIdDisplay(orderId)} is placed. Track it: ${orderUrl(origin, orderId)}`,
  cod_confirmation_requested: ({ orderId, token, hours }, origin) =>
    `${BRAND_NAME}: please confirm your cash-on-delivery order ${orderIdDisplay(orderId)} within ${hours} hours, or it will be cancelled. Confirm: ${orderUrl(origin, orderId)}/confirm?t=${encodeURIComponent(token)}`,
  order_confirmed: ({ orderId }, origin) =>
    `${BRAND_NAME}: your order ${orderIdDisplay(orderId)} is confirmed and will be packed soon. ${orderUrl(origin, orderId)}`,
  // Staff may ship before they have the courier's name or number: the message then says only what is known.
  order_shipped: ({ orderId, carrier, trackingNumber }, origin) =>
    `${BRAND_NAME}: your order ${orderIdDisplay(orderId)} has shipped${carrier ? ` with ${carrier}` : ''}${trackingNumber ? `, tracking number ${trackingNumber}` : ''}. ${orderUrl(origin, orderId)}`,
  order_out_for_delivery: ({ orderId }, origin) =>
    `${BRAND_NAME}: your order ${orderIdDisplay(orderId)} is out for delivery today. ${orderUrl(origin, orderId)}`,
  order_delivered: ({ orderId }, origin) =>
    `${BRAND_NAME}: your order ${orderIdDisplay(orderId)} is delivered. Thank you for shopping with us. ${orderUrl(origin, orderId)}`,
  order_cancelled: ({ orderId, unconfirmed, refundDue }, origin) =>
    `${BRAND_NAME}: your order ${orderIdDisplay(orderId)} is cancelled${unconfirmed ? ' as it was not confirmed in time' : ''}.${refundDue ? ' Your payment will be refunded.' : ''} ${orderUrl(origin, orderId)}`,
  return_requested: ({ orderId }, origin) =>
    `${BRAND_NAME}: we received your return request for order ${orderIdDisplay(orderId)}. ${orderUrl(origin, orderId)}`,
  return_pickup_scheduled: ({ orderId, pickupDate }, origin) =>
    `${BRAND_NAME}: the pick-up of your return for order ${orderIdDisplay(orderId)} is scheduled${pickupDate ? ` for ${pickupDate}` : ''}. ${orderUrl(origin, orderId)}`,
  return_picked_up: ({ orderId }, origin) =>
    `${BRAND_NAME}: your return for order ${orderIdDisplay(orderId)} has been picked up. ${orderUrl(origin, orderId)}`,
  return_received: ({ orderId }, origin) =>
    `${BRAND_NAME}: your return for order ${orderIdDisplay(orderId)} has reached us. ${orderUrl(origin, orderId)}`,
  return_rejected: ({ orderId, reason }, origin) =>
    `${BRAND_NAME}: your return for order ${orderIdDisplay(orderId)} was not accepted: ${reason} ${orderUrl(origin, orderId)}`,
  return_closed: ({ orderId }, origin) =>
    `${BRAND_NAME}: the items returned from order ${orderIdDisplay(orderId)} did not pass our quality check, so no refund is due. ${orderUrl(origin, orderId)}`,
  refund_issued: ({ orderId, amountPaise }, origin) =>
    `${BRAND_NAME}: ${formatPaise(amountPaise)} for order ${orderIdDisplay(orderId)} is refunded. ${orderUrl(origin, orderId)}`,
  sold_out_refund: ({ amountPaise }, origin) =>
    `${BRAND_NAME}: sorry, your items sold out before your order could be placed. Your payment of ${formatPaise(amountPaise)} is being refunded in full to the original payment method. ${origin}/orders`,
  ticket_created: (ticket, origin) =>
    TICKET_NOTIFICATION_TEXT.created(ticket.number, ticketUrl(origin, ticket)),
  ticket_replied: (ticket, origin) =>
    TICKET_NOTIFICATION_TEXT.replied(ticket.number, ticketUrl(origin, ticket)),
  ticket_status_changed: (ticket, origin) =>
    TICKET_NOTIFICATION_TEXT.status(ticket.number, ticket.status, ticketUrl(origin, ticket)),
  low_stock: ({ productId, title, colour, size, left }, origin) =>
    `${BRAND_NAME} low stock: ${title}${colour ? `, ${colour}` : ''}${size ? `, size ${size}` : ''} has ${left === 0 ? 'sold out' : `${left} left`}. Restock: ${origin}/admin/products/${encodeURIComponent(productId)}`,
};

/** The text of one event, whatever its type (the worker reads type and payload back from the database). */
export function notificationText(type: NotificationType, payload: unknown, origin: string): string {
  return (NOTIFICATION_TEXT[type] as Template<NotificationType>)(payload as never, origin);
}

/** Purposes a shopper grants or withdraws (DESIGN §10 Data rights); order updates are on unless withdrawn. */
export const CONSENT_PURPOSES = ['order_updates', 'whatsapp', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What holds when the shopper never said: transactional order updates on, the rest off. */
export const CONSENT_DEFAULTS: Record<ConsentPurpose, boolean> = {
  order_updates: true,
  whatsapp: false,
  marketing: false,
};

/** Where a consent was given or withdrawn, kept with it as evidence. */
export const CONSENT_SOURCES = ['default', 'signup', 'settings', 'staff'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
