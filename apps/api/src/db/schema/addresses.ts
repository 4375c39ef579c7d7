/**
 * The shopper's address book (issue 34, Saved addresses). At most one default per user (a partial unique
 * index); at most ADDRESS_BOOK_MAX rows per user, checked under the user's row lock by the users module.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** +91 and ten digits. */
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /** The contract's ADDRESS_KINDS. */
    kind: text('kind').$type<'home' | 'work'>().notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('user_addresses_one_default_key').on(table.userId).where(sql`${table.isDefault}`),
    check('user_addresses_kind', sql`${table.kind} in ('home', 'work')`),
    check('user_addresses_pincode_format', sql`${table.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);
