/** The catalogue: categories, poster sets, products, their colour variants, and serviceable pincodes. */
import { sql } from 'drizzle-orm';
import {
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

export interface ProductInfoEntry {
  title: string;
  content: string;
}

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_slug_key').on(table.slug),
    index('categories_position_idx').on(table.position),
  ],
);

export const posterSets = pgTable(
  'poster_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Where each image leads, by position; '' for nowhere. */
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('poster_sets_name_key').on(table.name)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    discountedPaise: integer('discounted_paise').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    stockCount: integer('stock_count').notNull().default(0),
    fastDelivery: boolean('fast_delivery').notNull().default(false),
    tag: text('tag').notNull().default(''),
    productInfo: jsonb('product_info').$type<ProductInfoEntry[]>().notNull().default([]),
    /** Set when staff archive it: gone from the storefront, kept for the orders that name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_stock_count_nonnegative', sql`${table.stockCount} >= 0`),
    check('products_prices_nonnegative', sql`${table.amountPaise} >= 0 AND ${table.discountedPaise} >= 0`),
    // Category pages and the default listing page newest first, by keyset (created_at, id).
    index('products_category_created_idx').on(table.categoryId, table.createdAt.desc(), table.id.desc()),
    index('products_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('products_category_price_idx').on(table.categoryId, table.discountedPaise, table.id),
    index('products_price_idx').on(table.discountedPaise, table.id),
    // Case-insensitive "title contains" search (ILIKE '%…%') stays fast at 100,000 products.
    index('products_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text('color_code').notNull(),
    colorName: text('color_name').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_variants_product_idx').on(table.productId, table.position)],
);

/**
 * What the image pipeline recorded about each catalogue image it stored, by the public path a product,
 * category or banner lists (the widest WebP rendition); the storefront writes srcset and sizes from it.
 */
export const imageAssets = pgTable('image_assets', {
  path: text('path').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  avif: boolean('avif').notNull().default(false),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    codAvailable: boolean('cod_available').notNull().default(true),
  },
  (table) => [check('pincodes_format', sql`${table.pincode} ~ '^[1-9][0-9]{5}$'`)],
);
