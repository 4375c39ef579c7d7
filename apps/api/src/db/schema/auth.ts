/**
 * OTP state (DESIGN §4, §7): live codes, the send log the hourly caps count, and the console provider's dev
 * outbox. All of it lives in Postgres so two API instances behave as one.
 */
import type { NotificationChannel } from '@zari/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * `ticket` (issue 34): a phone verified to raise a complaint without signing in; no session starts.
 * `erase`: the code that confirms deleting an account (issue 34).
 */
export const OTP_PURPOSES = ['login', 'signup', 'ticket', 'erase'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One live code per phone and purpose: a resend replaces the row, so the previous code stops working.
 * Only an HMAC of the code (keyed by AUTH_SECRET, bound to phone and purpose) is stored.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.phone, table.purpose] }),
    check('otp_codes_purpose', sql`${table.purpose} in ('login', 'signup', 'ticket', 'erase')`),
  ],
);

/** Every accepted send request, counted per phone and per IP over the last hour before any user lookup. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('otp_sends_phone_idx').on(table.phone, table.sentAt),
    index('otp_sends_ip_idx').on(table.ip, table.sentAt),
    index('otp_sends_sent_at_idx').on(table.sentAt),
  ],
);

/** Messages of the `console` SMS provider only (development): readable at GET /api/dev/outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** Empty for an order update. */
    code: text('code').notNull(),
    /** Additive (issue 32): the console provider shows order updates by WhatsApp here too. */
    channel: text('channel').$type<NotificationChannel>().notNull().default('sms'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sms_outbox_to_idx').on(table.to, table.sentAt)],
);
