/**
 * Orders, their lines, payment attempts and the provider's webhook events (DESIGN §4 Orders, Payments).
 * Money is integer paise. Lines snapshot what the shopper bought, so a later catalogue edit never rewrites
 * an order's history.
 */
// Types only: drizzle-kit loads this file without the contract's source condition.
import type {
  FulfilmentStage,
  OrderCancelReason,
  PaymentMethod,
  PaymentStatus,
  ShippingAddress,
} from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { users } from './users.js';

export const PAYMENT_ATTEMPT_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * Why money captured for an attempt must go back to the shopper: no order will use it (`account_erased`: the
 * payment came in for an account erased meanwhile, issue 34).
 */
export const REFUND_REASONS = ['out_of_stock', 'order_cancelled', 'account_erased'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** One order line as priced when the payment was requested; the same columns as `order_lines`. */
export interface OrderDraftLine {
  position: number;
  productId: string;
  variantId: string | null;
  size: string;
  quantity: number;
  unitPricePaise: number;
  title: string;
  images: string[];
  productAmountPaise: number;
  productDiscountedPaise: number;
  colorCode: string | null;
  variantPricePaise: number | null;
  variantDiscountedPricePaise: number | null;
  /** This line's share of the promotion's discount (issue 29); absent in drafts stored before it: 0. */
  discountPaise?: number;
}

/**
 * The order a payment attempt is for, priced by the server when the payment was requested. Kept so the
 * webhook can place exactly what the shopper paid for when the shopper never returns to place it.
 */
export interface OrderDraft {
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
  lines: OrderDraftLine[];
  subtotalPaise: number;
  donationPaise: number;
  /** subtotal − discount + donation. */
  totalPaise: number;
  /** The promotion's discount (issue 29), which promotion gave it, and the code the shopper typed. */
  discountPaise?: number;
  promotionCode?: string | null;
  promoCode?: string | null;
}

/** One call of create-razorpay-order: the provider's order id and the amount the shopper is asked to pay. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** bigint with the orders' totals it pays (issue 27): money columns hold any amount a total can reach. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Present when the shopper sent the order with the payment request (create-razorpay-order `order`). */
    orderDraft: jsonb('order_draft').$type<OrderDraft>(),
    /** Set when the payment was captured but no order can use it: someone must refund it. */
    refundReason: text('refund_reason').$type<RefundReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_provider_order_key').on(table.providerOrderId),
    index('payment_attempts_user_idx').on(table.userId, table.createdAt.desc()),
    check('payment_attempts_amount_positive', sql`${table.amountPaise} > 0`),
    check('payment_attempts_status', sql`${table.status} IN ('created', 'paid', 'failed')`),
    check(
      'payment_attempts_refund_reason',
      sql`${table.refundReason} IS NULL OR ${table.refundReason} IN ('out_of_stock', 'order_cancelled', 'account_erased')`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** The attempt that pays (or will pay) this order; unique, so an attempt pays one order only. */
    paymentAttemptId: uuid('payment_attempt_id').references(() => paymentAttempts.id, {
      onDelete: 'restrict',
    }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    isDelivered: boolean('is_delivered').notNull().default(false),
    /**
     * Where the parcel is (the order lifecycle of DESIGN §9); `placed` until staff confirm it. A cash-on-delivery
     * order is written `awaiting_confirmation` (issue 32): the placement sets it, not this default.
     */
    stage: text('stage').$type<FulfilmentStage>().notNull().default('placed'),
    /**
     * A COD order's confirmation deadline (issue 32): its link expires then and the sweep cancels it if it still
     * awaits confirmation. Null for an order that never awaited one (prepaid, or placed before issue 32).
     */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    /** The courier staff named when it shipped (issue 32), told to the shopper with the tracking number. */
    carrier: text('carrier'),
    /**
     * The shipping provider that booked the parcel (`shiprocket`), null when staff typed carrier and tracking by
     * hand: the shopper's tracking link is the provider's page then (the contract's `trackingUrl`).
     */
    shippedVia: text('shipped_via'),
    /** Money was taken for an order cancelled before shipping: someone must pay it back. */
    refundDue: boolean('refund_due').notNull().default(false),
    /**
     * bigint (issue 27): 20 lines of 10 pieces at the ₹10,00,000 a price may be is 2 × 10¹⁰ paise, past the
     * 2³¹ an integer holds, and an order of ₹3 crore failed to insert with a 500. In JS a number: any total
     * the contract's caps allow is far below Number.MAX_SAFE_INTEGER (the contract's ORDER_TOTAL_MAX_PAISE).
     */
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    donationPaise: bigint('donation_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /**
     * The promotion's discount (issue 29), in the total already: subtotal − discount + donation. Stored at
     * placement and never recomputed; `promotionCode` says which promotion gave it (null: none).
     */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    promotionCode: text('promotion_code'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled (the contract's ORDER_CANCEL_REASONS); null while it is not. */
    cancelReason: text('cancel_reason').$type<OrderCancelReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('orders_payment_attempt_key').on(table.paymentAttemptId),
    // The back office lists all orders newest first, by keyset, and filters by stage.
    index('orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('orders_stage_created_idx').on(table.stage, table.createdAt.desc()),
    // The auto-cancel sweep's read: only orders still awaiting confirmation, oldest deadline first.
    index('orders_awaiting_confirmation_idx')
      .on(table.confirmBy)
      .where(sql`${table.stage} = 'awaiting_confirmation'`),
    check(
      'orders_stage',
      sql`${table.stage} IN ('awaiting_confirmation', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_amounts_nonnegative',
      sql`${table.subtotalPaise} >= 0 AND ${table.donationPaise} >= 0 AND ${table.totalPaise} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** No foreign key: the colour snapshot below stays meaningful after the variant is retired. */
    variantId: uuid('variant_id'),
    size: text('size').notNull(),
    /**
     * The stock-keeping unit the order took its pieces from (issue 31), so a cancel or a return puts them
     * back on that very SKU. No foreign key, as `variant_id`: a SKU retired with its colour or size leaves the
     * line as it was, and deleting one does not scan the order lines.
     */
    skuId: uuid('sku_id'),
    quantity: integer('quantity').notNull(),
    /** The unit price charged, by the contract's line-price rule at order time. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    title: text('title').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    productAmountPaise: integer('product_amount_paise').notNull(),
    productDiscountedPaise: integer('product_discounted_paise').notNull(),
    colorCode: text('color_code'),
    variantPricePaise: integer('variant_price_paise'),
    variantDiscountedPricePaise: integer('variant_discounted_price_paise'),
    /** This line's share of the order's discount (the contract's allocation), before tax (DESIGN §10). */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.position),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Webhook events already handled, by the provider's event id: a replayed delivery is acknowledged, not redone. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An order's timeline: each status move, tracking number and note, with who made it (null: the system). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<FulfilmentStage>(),
    note: text('note'),
    trackingNumber: text('tracking_number'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);
