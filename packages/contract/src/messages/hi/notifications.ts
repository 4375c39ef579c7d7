/**
 * हिन्दी: order updates by SMS and WhatsApp (English: ../notifications.ts). Each names the order as SPEC §9
 * shows it and links to its page in Hindi (`/hi/orders/{id}`). Channels, types and consents are codes, not
 * text, and stay in the English module.
 */
import { BRAND_NAME } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { formatPaise } from '../../money.js';
import { formatOrderDate, orderIdDisplay } from '../../rules/format.js';
import type * as en from '../notifications.js';
import type { NotificationPayloads, NotificationType, TicketNotification } from '../notifications.js';
import { TICKET_NOTIFICATION_TEXT } from './tickets.js';

const orderUrl = (origin: string, orderId: string) => `${origin}/hi/orders/${encodeURIComponent(orderId)}`;

/** A ticket's page in Hindi; a ticket raised without signing in carries its link's key. */
export const ticketUrl: Translation<typeof en.ticketUrl> = (origin: string, ticket: TicketNotification) =>
  `${origin}/hi/help/tickets/${encodeURIComponent(ticket.ticketId)}${ticket.key ? `?key=${encodeURIComponent(ticket.key)}` : ''}`;

type Template<T extends NotificationType> = (payload: NotificationPayloads[T], origin: string) => string;

export const NOTIFICATION_TEXT: Translation<typeof en.NOTIFICATION_TEXT> & {
  [T in NotificationType]: Template<T>;
} = {
  order_placed: ({ orderId }, origin) =>
    `${BRAND_NAME}: आपका ऑर्डर ${orderIdDisplay(orderId)} हो गया है। ट्रैक करें: ${orderUrl(origin, orderId)}`,
  cod_confirmation_requested: ({ orderId, token, hours }, origin) =>
    `${BRAND_NAME}: कृपया अपना कैश ऑन डिलीवरी ऑर्डर ${orderIdDisplay(orderId)} ${hours} घंटे में कन्फ़र्म करें, नहीं तो यह कैंसल हो जाएगा। कन्फ़र्म करें: ${orderUrl(origin, orderId)}/confirm?t=${encodeURIComponent(token)}`,
  order_confirmed: ({ orderId }, origin) =>
    `${BRAND_NAME}: आपका ऑर्डर ${orderIdDisplay(orderId)} कन्फ़र्म हो गया है और जल्द ही पैक होगा। ${orderUrl(origin, orderId)}`,
  order_shipped: ({ orderId, carrier, trackingNumber }, origin) =>
    `${BRAND_NAME}: आपका ऑर्डर ${orderIdDisplay(orderId)}${carrier ? ` ${carrier} से` : ''} शिप हो गया है${trackingNumber ? `, ट्रैकिंग नंबर ${trackingNumber}` : ''}। ${orderUrl(origin, orderId)}`,
  order_out_for_delivery: ({ orderId }, origin) =>
    `${BRAND_NAME}: आपका ऑर्डर ${orderIdDisplay(orderId)} आज डिलीवरी के लिए निकल चुका है। ${orderUrl(origin, orderId)}`,
  order_delivered: ({ orderId }, origin) =>
    `${BRAND_NAME}: आपका ऑर्डर ${orderIdDisplay(orderId)} डिलीवर हो गया है। हमारे साथ शॉपिंग करने के लिए धन्यवाद। ${orderUrl(origin, orderId)}`,
  order_cancelled: ({ orderId, unconfirmed, refundDue }, origin) =>
    `${BRAND_NAME}: आपका ऑर्डर ${orderIdDisplay(orderId)}${unconfirmed ? ' समय पर कन्फ़र्म न होने के कारण' : ''} कैंसल हो गया है।${refundDue ? ' आपका भुगतान रिफ़ंड कर दिया जाएगा।' : ''} ${orderUrl(origin, orderId)}`,
  return_requested: ({ orderId }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} के लिए आपकी रिटर्न रिक्वेस्ट हमें मिल गई है। ${orderUrl(origin, orderId)}`,
  return_pickup_scheduled: ({ orderId, pickupDate }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} के आपके रिटर्न का पिक-अप${pickupDate ? ` ${formatOrderDate(pickupDate, 'hi')} को` : ''} तय हो गया है। ${orderUrl(origin, orderId)}`,
  return_picked_up: ({ orderId }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} का आपका रिटर्न पिक-अप हो गया है। ${orderUrl(origin, orderId)}`,
  return_received: ({ orderId }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} का आपका रिटर्न हमें मिल गया है। ${orderUrl(origin, orderId)}`,
  return_rejected: ({ orderId, reason }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} का आपका रिटर्न स्वीकार नहीं हुआ: ${reason} ${orderUrl(origin, orderId)}`,
  return_closed: ({ orderId }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} से लौटाए गए आइटम हमारी क्वालिटी जाँच में पास नहीं हुए, इसलिए कोई रिफ़ंड नहीं बनता। ${orderUrl(origin, orderId)}`,
  refund_issued: ({ orderId, amountPaise }, origin) =>
    `${BRAND_NAME}: ऑर्डर ${orderIdDisplay(orderId)} के ${formatPaise(amountPaise)} रिफ़ंड कर दिए गए हैं। ${orderUrl(origin, orderId)}`,
  sold_out_refund: ({ amountPaise }, origin) =>
    `${BRAND_NAME}: माफ़ कीजिए, आपका ऑर्डर बनने से पहले आइटम बिक गए। आपका ${formatPaise(amountPaise)} का भुगतान पूरा का पूरा मूल भुगतान तरीके में रिफ़ंड किया जा रहा है। ${origin}/hi/orders`,
  ticket_created: (ticket, origin) =>
    TICKET_NOTIFICATION_TEXT.created(ticket.number, ticketUrl(origin, ticket)),
  ticket_replied: (ticket, origin) =>
    TICKET_NOTIFICATION_TEXT.replied(ticket.number, ticketUrl(origin, ticket)),
  ticket_status_changed: (ticket, origin) =>
    TICKET_NOTIFICATION_TEXT.status(ticket.number, ticket.status, ticketUrl(origin, ticket)),
  // To the owner; the back office has no Hindi pages, so the link stays /admin.
  low_stock: ({ productId, title, colour, size, left }, origin) =>
    `${BRAND_NAME} लो स्टॉक: ${title}${colour ? `, ${colour}` : ''}${size ? `, साइज़ ${size}` : ''} ${left === 0 ? 'बिक चुका है' : `के सिर्फ़ ${left} बचे हैं`}। रीस्टॉक करें: ${origin}/admin/products/${encodeURIComponent(productId)}`,
};

/** The Hindi text of one event, whatever its type. */
export function notificationText(type: NotificationType, payload: unknown, origin: string): string {
  return (NOTIFICATION_TEXT[type] as Template<NotificationType>)(payload as never, origin);
}
