/** Shoppers, staff and owners, and their server sessions (DESIGN §4, §9 Roles). */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type { ConsentPurpose, ConsentSource, Locale, NotificationChannel, UserRole } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, always +91 and ten digits. */
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    blocked: boolean('blocked').notNull().default(false),
    role: text('role').$type<UserRole>().notNull().default('shopper'),
    /** Where order updates go (issue 32); WhatsApp is used only while the `whatsapp` consent is granted. */
    preferredChannel: text('preferred_channel').$type<NotificationChannel>().notNull().default('sms'),
    /**
     * Issue 34: when the shopper erased the account. The row stays as the pseudonymous owner of the orders
     * GST law makes the store keep; its phone is freed (a placeholder), so the number may sign up again.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The shopper's language (issue 35): the storefront's and their order messages'. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_phone_key').on(table.phone),
    check('users_role', sql`${table.role} IN ('shopper', 'staff', 'owner')`),
    check('users_preferred_channel', sql`${table.preferredChannel} IN ('sms', 'whatsapp')`),
    check('users_locale', sql`${table.locale} IN ('en', 'hi')`),
    // The owner's staff list reads only the few non-shoppers.
    index('users_staff_idx').on(table.role).where(sql`${table.role} <> 'shopper'`),
  ],
);

/** Only a hash of the session token is stored: a leaked table cannot be replayed as cookies. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request that used it: staff and owner sessions end after STAFF_SESSION_IDLE_HOURS idle. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * Every consent a user gave or withdrew, per purpose, never updated in place (DESIGN §10 Data rights): the
 * newest row of a purpose is its state, the older ones the evidence of what was agreed when and where. No row:
 * the purpose's default (order updates on, WhatsApp and marketing off).
 */
export const consents = pgTable(
  'consents',
  {
    /** Increasing: the newest row of a purpose wins even when two share a timestamp. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('consents_user_purpose_idx').on(table.userId, table.purpose, table.id),
    check('consents_purpose', sql`${table.purpose} IN ('order_updates', 'whatsapp', 'marketing')`),
    check('consents_source', sql`${table.source} IN ('signup', 'settings', 'staff')`),
  ],
);
