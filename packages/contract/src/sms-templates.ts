/**
 * India's DLT rules (TRAI): every SMS to an Indian number must match a content template registered on an
 * operator's DLT portal, one per language, its variable parts written `{#var#}`; operators drop a message that
 * matches none. This is the registry of every text the API sends by SMS (the OTPs and the order, return,
 * refund and ticket updates), in every locale, derived from the message catalogues themselves so a changed
 * message changes its template here: `pnpm --filter @zari/api dlt:templates` prints them for the portal, and
 * a test renders every message the events worker can send and checks it matches its template.
 *
 * A message with optional parts (a courier's name, a refund line) is one template per combination present,
 * named after them: `order_shipped`, `order_shipped.carrier`, `order_shipped.carrier.tracking`, …
 *
 * A template's content is found by rendering its message twice with different sample values and keeping the
 * words both renders share: what differs is a variable. The fixed parts of a deployment (the links' origin,
 * the OTP's validity) are the same in both renders, so they are fixed words of the template, as DLT wants a
 * link's domain to be.
 */
import { LOCALES, type Locale } from './i18n/locales.js';
import { SMS_TEXT } from './messages/api.js';
import { ERASE_OTP_TEXT } from './messages/data-rights.js';
import { SMS_TEXT as HI_SMS_TEXT } from './messages/hi/api.js';
import { ERASE_OTP_TEXT as HI_ERASE_OTP_TEXT } from './messages/hi/data-rights.js';
import { notificationText as hindiNotificationText } from './messages/hi/notifications.js';
import {
  NOTIFICATION_TYPES,
  type NotificationPayloads,
  type NotificationType,
  notificationText,
} from './messages/notifications.js';

/** How the DLT portals write a variable part of a template. */
export const DLT_VARIABLE = '{#var#}';

/** The texts each locale sends by SMS (the API's OTP service and events worker use the same ones). */
export const SMS_MESSAGES: Record<
  Locale,
  {
    otp: (code: string, validMinutes: number, host: string) => string;
    eraseOtp: (code: string, validMinutes: number) => string;
    notification: typeof notificationText;
  }
> = {
  en: { otp: SMS_TEXT.otp, eraseOtp: ERASE_OTP_TEXT, notification: notificationText },
  hi: { otp: HI_SMS_TEXT.otp, eraseOtp: HI_ERASE_OTP_TEXT, notification: hindiNotificationText },
};

/** One registered text: which message, in which language, its content in the DLT portal's form. */
export interface SmsTemplate {
  /** The message (`otp`, `erase_otp`, an event type) and the optional parts it has, dot-separated. */
  name: string;
  locale: Locale;
  /** The template as the portal takes it: the fixed words, each variable part `{#var#}`. */
  content: string;
  /** The portal's content type: Unicode for a text outside GSM-7 (Devanagari), else plain text. */
  unicode: boolean;
}

/** What the deployment fixes in every message: the links' origin and the OTP's validity. */
export interface SmsTemplateSettings {
  /** The storefront's public origin, e.g. https://zari.example (the worker's links start with it). */
  origin: string;
  /** How long an OTP is valid, in minutes, as the texts say. */
  otpMinutes: number;
}

/** Two sets of sample values: none of their words in common, nor with the messages' fixed words. */
const SAMPLES = [
  {
    orderId: 'qqqqqqqqqqqqqqqq',
    returnId: 'rrrrrrrrrrrr',
    token: 'tokenqqqqqqqq',
    hours: 24,
    carrier: 'Qcarrier',
    tracking: 'QTRACK1',
    amountPaise: 12_345,
    pickupDate: '2026-11-26',
    reason: 'Qreason',
    ticketId: 'tttttttttttt',
    number: 'QNUMBER',
    key: 'keyqqqq',
    status: 'open',
    code: '111111',
    productId: 'pppppppppppp',
    title: 'Qtitle',
    colour: 'Qcolour',
    size: 'QSIZE',
    left: 3,
    threshold: 5,
  },
  {
    orderId: 'zzzzzzzzzzzzzzzz',
    returnId: 'wwwwwwwwwwww',
    token: 'tokenzzzzzzzz',
    hours: 48,
    carrier: 'Zcarrier',
    tracking: 'ZTRACK2',
    amountPaise: 987_600,
    pickupDate: '2027-03-03',
    reason: 'Zreason',
    ticketId: 'vvvvvvvvvvvv',
    number: 'ZNUMBER',
    key: 'keyzzzz',
    status: 'closed',
    code: '222222',
    productId: 'oooooooooooo',
    title: 'Ztitle',
    colour: 'Zcolour',
    size: 'ZSIZE',
    left: 7,
    threshold: 9,
  },
] as const;
type Sample = (typeof SAMPLES)[number];

type Parts = ReadonlySet<string>;
interface EventTemplate<T extends NotificationType> {
  /** The message's optional parts: one template per combination present. */
  parts?: readonly string[];
  payload: (sample: Sample, on: Parts) => NotificationPayloads[T];
}

const ticket = (sample: Sample, on: Parts) => ({
  ticketId: sample.ticketId,
  number: sample.number,
  ...(on.has('key') ? { key: sample.key } : {}),
});

/** Each event's payload from the samples, with the optional parts named in `on`. */
const EVENTS: { [T in NotificationType]: EventTemplate<T> } = {
  order_placed: { payload: (s) => ({ orderId: s.orderId }) },
  cod_confirmation_requested: {
    payload: (s) => ({ orderId: s.orderId, token: s.token, hours: s.hours }),
  },
  order_confirmed: { payload: (s) => ({ orderId: s.orderId }) },
  order_shipped: {
    parts: ['carrier', 'tracking'],
    payload: (s, on) => ({
      orderId: s.orderId,
      carrier: on.has('carrier') ? s.carrier : '',
      trackingNumber: on.has('tracking') ? s.tracking : '',
    }),
  },
  order_out_for_delivery: { payload: (s) => ({ orderId: s.orderId }) },
  order_delivered: { payload: (s) => ({ orderId: s.orderId }) },
  order_cancelled: {
    parts: ['unconfirmed', 'refund'],
    payload: (s, on) => ({
      orderId: s.orderId,
      unconfirmed: on.has('unconfirmed'),
      refundDue: on.has('refund'),
    }),
  },
  return_requested: { payload: (s) => ({ orderId: s.orderId, returnId: s.returnId }) },
  return_pickup_scheduled: {
    parts: ['date'],
    payload: (s, on) => ({
      orderId: s.orderId,
      returnId: s.returnId,
      ...(on.has('date') ? { pickupDate: s.pickupDate } : {}),
    }),
  },
  return_picked_up: { payload: (s) => ({ orderId: s.orderId, returnId: s.returnId }) },
  return_received: { payload: (s) => ({ orderId: s.orderId, returnId: s.returnId }) },
  return_rejected: {
    payload: (s) => ({ orderId: s.orderId, returnId: s.returnId, reason: s.reason }),
  },
  return_closed: { payload: (s) => ({ orderId: s.orderId, returnId: s.returnId }) },
  refund_issued: { payload: (s) => ({ orderId: s.orderId, amountPaise: s.amountPaise }) },
  sold_out_refund: { payload: (s) => ({ paymentAttemptId: s.orderId, amountPaise: s.amountPaise }) },
  ticket_created: { parts: ['key'], payload: ticket },
  ticket_replied: { parts: ['key'], payload: ticket },
  ticket_status_changed: {
    parts: ['key'],
    payload: (s, on) => ({ ...ticket(s, on), status: s.status }),
  },
  low_stock: {
    parts: ['colour', 'size', 'sold_out'],
    payload: (s, on) => ({
      orderId: s.orderId,
      productId: s.productId,
      title: s.title,
      colour: on.has('colour') ? s.colour : '',
      size: on.has('size') ? s.size : '',
      left: on.has('sold_out') ? 0 : s.left,
      threshold: s.threshold,
    }),
  },
};

/** Every combination of `parts`, each in their order: [], [a], [b], [a, b]. */
function combinations(parts: readonly string[]): string[][] {
  return parts.reduce<string[][]>(
    (found, part) => found.flatMap((combination) => [combination, [...combination, part]]),
    [[]],
  );
}

/** Words, runs of spaces and single signs: the units two renders are compared in. */
const TOKENS = /[\p{L}\p{M}\p{N}_]+|\s+|[^\p{L}\p{M}\p{N}_\s]/gu;

/**
 * The template of two renders of one message: the longest run of tokens both share, in order, as fixed
 * words, and each stretch where they differ as one `{#var#}`.
 */
export function dltContentOf(first: string, second: string): string {
  const a = first.match(TOKENS) ?? [];
  const b = second.match(TOKENS) ?? [];
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  let content = '';
  let inVariable = false;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      content += a[i];
      inVariable = false;
      i += 1;
      j += 1;
      continue;
    }
    if (!inVariable) content += DLT_VARIABLE;
    inVariable = true;
    if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) i += 1;
    else j += 1;
  }
  return content;
}

/** A template's content as a pattern a sent text must match whole (each variable: one or more characters). */
export function dltPattern(content: string): RegExp {
  const fixed = content.split(DLT_VARIABLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${fixed.join('[\\s\\S]+?')}$`, 'u');
}

/** Text an SMS can carry as GSM-7 (roughly: printable ASCII, line breaks and a few accented letters). */
const GSM_TEXT = /^[\n\r -~£¥èéùìòÇØøÅåÄÖÑÜ§äöñüà]*$/u;

/** Every SMS template the API can send, in every locale, for the deployment's fixed words. */
export function smsTemplates(settings: SmsTemplateSettings): SmsTemplate[] {
  const host = new URL(settings.origin).hostname;
  const templates: SmsTemplate[] = [];
  for (const locale of LOCALES) {
    const messages = SMS_MESSAGES[locale];
    const add = (name: string, render: (sample: Sample) => string) => {
      const content = dltContentOf(render(SAMPLES[0]), render(SAMPLES[1]));
      templates.push({ name, locale, content, unicode: !GSM_TEXT.test(content) });
    };
    add('otp', (s) => messages.otp(s.code, settings.otpMinutes, host));
    add('erase_otp', (s) => messages.eraseOtp(s.code, settings.otpMinutes));
    for (const type of NOTIFICATION_TYPES) {
      const event = EVENTS[type] as EventTemplate<NotificationType>;
      for (const on of combinations(event.parts ?? [])) {
        add([type, ...on].join('.'), (s) =>
          messages.notification(type, event.payload(s, new Set(on)), settings.origin),
        );
      }
    }
  }
  return templates;
}

/** The registered template `text` (a message as sent, in `locale`) matches, if any. */
export function smsTemplateOf(
  text: string,
  locale: Locale,
  templates: readonly SmsTemplate[],
): SmsTemplate | undefined {
  return templates.find((template) => template.locale === locale && dltPattern(template.content).test(text));
}
