/** Shoppers, staff and owners, and their server sessions (DESIGN §4, §9 Roles). */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type { UserRole } from '@zari/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_phone_key').on(table.phone),
    check('users_role', sql`${table.role} IN ('shopper', 'staff', 'owner')`),
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
