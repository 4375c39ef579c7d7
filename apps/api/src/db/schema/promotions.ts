/**
 * Promotions (issue 29): codes the back office makes, the welcome offer among them, and each order's use of
 * one. A promotion's uses are its live redemptions (an order placed with it and not cancelled), so cancelling
 * an order gives its use back by marking the redemption released; nothing is ever counted twice.
 * Money is integer paise, as everywhere inside (DESIGN §10).
 */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type { PaymentMethod, PromotionKind } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, 4–20 of A–Z and 0–9 (the contract's PROMO_CODE_PATTERN); what the shopper types. */
    code: text('code').notNull(),
    /** What the bag shows, e.g. "EXTRA 25% OFF". */
    label: text('label').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** percent: the percent off (1–100); flat: the paise off. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** percent only: the most it takes off. Null: no cap. */
    maxDiscountPaise: bigint('max_discount_paise', { mode: 'number' }),
    /** The bag's value (every line, before discount) must reach this. Null: no minimum. */
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }),
    /** Valid from (inclusive) … until (exclusive); null: open on that side. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** In scope: these categories' or these products' lines; both empty means every line. */
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Only when paying by one of these; empty means any. */
    paymentMethods: text('payment_methods')
      .array()
      .$type<PaymentMethod[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(table.code),
    index('promotions_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The contract checks all of this first; the database keeps a bad row out whatever writes it.
    check('promotions_code_format', sql`${table.code} ~ '^[A-Z0-9]{4,20}$'`),
    check('promotions_kind', sql`${table.kind} IN ('percent', 'flat')`),
    check('promotions_value', sql`${table.value} > 0 AND (${table.kind} = 'flat' OR ${table.value} <= 100)`),
    check(
      'promotions_amounts_positive',
      sql`coalesce(${table.maxDiscountPaise}, 1) > 0 AND coalesce(${table.minOrderPaise}, 0) >= 0`,
    ),
    check(
      'promotions_window',
      sql`${table.startsAt} IS NULL OR ${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
    check(
      'promotions_limits_positive',
      sql`coalesce(${table.usageLimit}, 1) > 0 AND coalesce(${table.perUserLimit}, 1) > 0`,
    ),
  ],
);

/**
 * One order's use of a promotion: at most one per order. `releasedAt` is set when the order is cancelled,
 * which gives the use back; the row stays, so the order's history still says what it was given.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promotion_redemptions_order_key').on(table.orderId),
    // Counting a promotion's live uses, in all and by one shopper, under its row lock at placement.
    index('promotion_redemptions_live_idx')
      .on(table.promotionId, table.userId)
      .where(sql`${table.releasedAt} IS NULL`),
    check('promotion_redemptions_discount_nonnegative', sql`${table.discountPaise} >= 0`),
  ],
);
