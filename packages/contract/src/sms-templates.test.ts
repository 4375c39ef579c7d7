/** India's DLT: every SMS the API sends matches a template of the registry, in the shopper's language. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales.js';
import {
  NOTIFICATION_TYPES,
  type NotificationPayloads,
  type NotificationType,
} from './messages/notifications.js';
import { TICKET_STATUSES } from './rules/tickets.js';
import {
  DLT_VARIABLE,
  dltContentOf,
  dltPattern,
  SMS_MESSAGES,
  smsTemplateOf,
  smsTemplates,
} from './sms-templates.js';

const settings = { origin: 'https://zari.example', otpMinutes: 10 };
const templates = smsTemplates(settings);

const ORDER_IDS = ['0f8fad5b-d9cb-469f-a165-70867728950e', '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a001'];
const TOKEN = 'eyJvIjoiMGY4ZmFkNWIiLCJlIjoxNzY0NTYwMTMyfQ.3q2-7wZf9Xk4yQm1sVb0Lr8Tn6HcPdAe';

/** Realistic payloads of every event type: real ids, names with spaces, each optional part there or not. */
const PAYLOADS: { [T in NotificationType]: NotificationPayloads[T][] } = {
  order_placed: ORDER_IDS.map((orderId) => ({ orderId })),
  cod_confirmation_requested: [{ orderId: ORDER_IDS[0]!, token: TOKEN, hours: 24 }],
  order_confirmed: ORDER_IDS.map((orderId) => ({ orderId })),
  order_shipped: [
    { orderId: ORDER_IDS[0]!, carrier: 'Blue Dart', trackingNumber: 'BD 7781 2290' },
    { orderId: ORDER_IDS[0]!, carrier: 'Delhivery', trackingNumber: '' },
    { orderId: ORDER_IDS[1]!, carrier: '', trackingNumber: 'AWB123456789' },
    { orderId: ORDER_IDS[1]!, carrier: '', trackingNumber: '' },
  ],
  order_out_for_delivery: [{ orderId: ORDER_IDS[1]! }],
  order_delivered: [{ orderId: ORDER_IDS[0]! }],
  order_cancelled: [
    { orderId: ORDER_IDS[0]! },
    { orderId: ORDER_IDS[0]!, unconfirmed: true },
    { orderId: ORDER_IDS[1]!, refundDue: true },
    { orderId: ORDER_IDS[1]!, unconfirmed: true, refundDue: true },
  ],
  return_requested: [{ orderId: ORDER_IDS[0]! }, { orderId: ORDER_IDS[0]!, returnId: 'r-1' }],
  return_pickup_scheduled: [
    { orderId: ORDER_IDS[0]!, returnId: 'r-1', pickupDate: '2026-12-01' },
    { orderId: ORDER_IDS[0]! },
  ],
  return_picked_up: [{ orderId: ORDER_IDS[1]!, returnId: 'r-2' }],
  return_received: [{ orderId: ORDER_IDS[1]! }],
  return_rejected: [{ orderId: ORDER_IDS[0]!, returnId: 'r-1', reason: 'The tag was removed.' }],
  return_closed: [{ orderId: ORDER_IDS[0]!, returnId: 'r-1' }],
  refund_issued: [
    { orderId: ORDER_IDS[0]!, amountPaise: 149_999_00 },
    { orderId: ORDER_IDS[1]!, amountPaise: 1_050, returnId: 'r-2' },
  ],
  sold_out_refund: [
    { paymentAttemptId: 'a3f1c2d4-0000-4000-8000-000000000001', amountPaise: 420_800 },
    { paymentAttemptId: 'b3f1c2d4-0000-4000-8000-000000000002', amountPaise: 1_050 },
  ],
  ticket_created: [
    { ticketId: '2640af37-ee41-455c-890d-9e11dc3d0ae9', number: 'ZT-2026-000123' },
    { ticketId: '2640af37-ee41-455c-890d-9e11dc3d0ae9', number: 'ZT-2026-000124', key: 'k3y_abc-DEF' },
  ],
  ticket_replied: [{ ticketId: '2640af37-ee41-455c-890d-9e11dc3d0ae9', number: 'ZT-2026-000123' }],
  ticket_status_changed: TICKET_STATUSES.flatMap((status) => [
    { ticketId: '2640af37-ee41-455c-890d-9e11dc3d0ae9', number: 'ZT-2026-000123', status },
    { ticketId: '2640af37-ee41-455c-890d-9e11dc3d0ae9', number: 'ZT-2026-000123', status, key: 'abc' },
  ]),
  low_stock: [
    {
      orderId: ORDER_IDS[0]!,
      productId: 'a1',
      title: 'Chikankari Kurta',
      colour: 'Red',
      size: 'M',
      left: 2,
      threshold: 3,
    },
    {
      orderId: ORDER_IDS[0]!,
      productId: 'a1',
      title: 'Silk Scarf',
      colour: '',
      size: '',
      left: 0,
      threshold: 3,
    },
    {
      orderId: ORDER_IDS[0]!,
      productId: 'a1',
      title: 'Jhumka',
      colour: 'Gold',
      size: '',
      left: 1,
      threshold: 3,
    },
  ],
};

describe('SMS templates for DLT', () => {
  it('registers each message in every locale, under the same names, each with its variables', () => {
    for (const locale of LOCALES) {
      const names = templates.filter((template) => template.locale === locale).map((t) => t.name);
      expect(new Set(names).size, locale).toBe(names.length);
      expect(names).toEqual(templates.filter((t) => t.locale === 'en').map((t) => t.name));
    }
    for (const template of templates) {
      expect(template.content, template.name).toContain(DLT_VARIABLE);
      // No sample value left behind as a fixed word.
      expect(template.content).not.toMatch(/qqqq|zzzz|Qcarrier|Zcarrier|QNUMBER|ZNUMBER|111111|222222/);
    }
    expect(templates.find((t) => t.name === 'otp' && t.locale === 'en')?.content).toBe(
      `${DLT_VARIABLE} is your Zari verification code. It is valid for 10 minutes. Do not share it with anyone.\n\n@zari.example #${DLT_VARIABLE}`,
    );
    expect(templates.find((t) => t.name === 'order_placed' && t.locale === 'en')?.content).toBe(
      `Zari: your order ${DLT_VARIABLE} is placed. Track it: https://zari.example/orders/${DLT_VARIABLE}`,
    );
    // Devanagari goes as Unicode; plain English as text (₹ is outside GSM-7 too).
    expect(templates.find((t) => t.name === 'otp' && t.locale === 'hi')?.unicode).toBe(true);
    expect(templates.find((t) => t.name === 'otp' && t.locale === 'en')?.unicode).toBe(false);
    expect(templates.find((t) => t.name === 'refund_issued' && t.locale === 'en')?.unicode).toBe(true);
  });

  it('matches every message the events worker can send, in the language it is sent in', () => {
    for (const locale of LOCALES) {
      for (const type of NOTIFICATION_TYPES) {
        expect(PAYLOADS[type].length, type).toBeGreaterThan(0);
        for (const payload of PAYLOADS[type]) {
          const text = SMS_MESSAGES[locale].notification(type, payload, settings.origin);
          const template = smsTemplateOf(text, locale, templates);
          expect(template?.name.split('.')[0], `${locale} ${type}: ${text}`).toBe(type);
        }
      }
    }
  });

  it('matches the OTP texts, and nothing the registry does not hold', () => {
    for (const locale of LOCALES) {
      const otp = SMS_MESSAGES[locale].otp('482913', settings.otpMinutes, 'zari.example');
      expect(smsTemplateOf(otp, locale, templates)?.name).toBe('otp');
      const erase = SMS_MESSAGES[locale].eraseOtp('482913', settings.otpMinutes);
      expect(smsTemplateOf(erase, locale, templates)?.name).toBe('erase_otp');
      // Another validity, another host, a changed word: unregistered, as the operators would find it.
      expect(smsTemplateOf(SMS_MESSAGES[locale].eraseOtp('482913', 15), locale, templates)).toBeUndefined();
      expect(
        smsTemplateOf(SMS_MESSAGES[locale].otp('482913', 10, 'evil.example'), locale, templates),
      ).toBeUndefined();
    }
    const english = SMS_MESSAGES.en.notification('order_placed', { orderId: ORDER_IDS[0]! }, settings.origin);
    expect(smsTemplateOf(english, 'hi', templates)).toBeUndefined();
    expect(smsTemplateOf(english.replace('placed', 'booked'), 'en', templates)).toBeUndefined();
  });

  it('finds a template from two renders: what they share is fixed, each stretch that differs a variable', () => {
    expect(dltContentOf('Code 1234 for Zari, #1234', 'Code 98 for Zari, #98')).toBe(
      `Code ${DLT_VARIABLE} for Zari, #${DLT_VARIABLE}`,
    );
    expect(dltPattern(`a ${DLT_VARIABLE}.`).test('a b c.')).toBe(true);
    expect(dltPattern(`a ${DLT_VARIABLE}.`).test('a .')).toBe(false);
  });
});
