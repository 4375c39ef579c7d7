/** The catalogue: categories, poster sets, products, their colour variants, and serviceable pincodes. */

import type { CatalogueTranslations, Disclosures } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { taxClasses } from './settings.js';

/** HSN codes are 4, 6 or 8 digits (the contract's HSN_PATTERN). */
const HSN_CHECK = '^([0-9]{4}|[0-9]{6}|[0-9]{8})$';

/**
 * A colour swatch of a product card: one variant's id and colour, in the variants' position order, and its
 * prices (paise; migration 0014, so a card shows the price the product page opens on).
 */
export interface SwatchEntry {
  id: string;
  colorCode: string;
  pricePaise?: number;
  discountedPaise?: number;
}

/** Issue 34: a product's own Legal Metrology disclosures, or a category's defaults (the contract's shape). */
export type DisclosuresEntry = Disclosures;

export interface ProductInfoEntry {
  title: string;
  content: string;
}

/**
 * A record's text per non-English locale (issue 35), as the contract's `translations`: `{ hi: { title } }`.
 * Stored blank-free ('{}' when none), so "missing" is "absent". See docs/architecture.md, Catalogue languages.
 */
export type ProductTranslations = CatalogueTranslations<{
  title: string;
  description: string;
  productInfo: ProductInfoEntry[];
}>;
export type CategoryTranslations = CatalogueTranslations<{ title: string }>;
export type PosterTranslations = CatalogueTranslations<{ alts: (string | null)[] }>;

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    /** Issue 30: the HSN code and tax class its products take unless they name their own. */
    hsn: text('hsn'),
    taxClass: text('tax_class')
      .notNull()
      .default('other')
      .references(() => taxClasses.id, { onDelete: 'restrict' }),
    /** Issue 34: the disclosures its products take where their own are blank. */
    disclosureDefaults: jsonb('disclosure_defaults').$type<DisclosuresEntry>().notNull().default({}),
    /** Issue 35: the title in other languages. */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_slug_key').on(table.slug),
    index('categories_position_idx').on(table.position),
    check('categories_hsn_format', sql`${table.hsn} ~ ${sql.raw(`'${HSN_CHECK}'`)}`),
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
    /** Issue 35: each image's alt text in other languages, by position. */
    translations: jsonb('translations').$type<PosterTranslations>().notNull().default({}),
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
    /** Units sold: the "popular" sort, and the tie-break of search relevance. */
    popularity: integer('popularity').notNull().default(0),
    /** The contract's discount rule (round((amount - discounted) / amount * 100)), stored so it can be indexed. */
    discountPercent: integer('discount_percent').generatedAlwaysAs(
      sql`CASE WHEN amount_paise > 0 AND discounted_paise < amount_paise THEN round((amount_paise - discounted_paise) * 100.0 / amount_paise)::integer ELSE 0 END`,
    ),
    /**
     * Issue 31: in stock (any SKU > 0), stored so listings can lead every order with it and sold-out products
     * sink to the end from an index. A stored column, not an expression index over stock_count: only a crossing
     * of 0 changes an indexed value, so an order's stock update stays a HOT update.
     */
    inStock: boolean('in_stock').generatedAlwaysAs(sql`stock_count > 0`),
    /** Colour names of the product's variants, kept by a trigger on product_variants (the colour filter). */
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The card's swatches, kept by the same trigger as `colors`: a page of cards reads them from its own rows
     * instead of aggregating each product's variants (three times the cost of the rest of the page at 100k).
     */
    swatches: jsonb('swatches').$type<SwatchEntry[]>().notNull().default([]),
    /** Issue 30: the product's own HSN code and tax class; null takes its category's. */
    hsn: text('hsn'),
    taxClass: text('tax_class').references(() => taxClasses.id, { onDelete: 'restrict' }),
    /** Issue 33: false marks a single product that cannot be returned (e.g. some swimsuits). */
    returnable: boolean('returnable').notNull().default(true),
    /** Issue 33: sold in a special offer, final sale (no easy return). */
    specialOffer: boolean('special_offer').notNull().default(false),
    /** Issue 34: the product's own Legal Metrology disclosures; a blank field takes its category's default. */
    disclosures: jsonb('disclosures').$type<DisclosuresEntry>().notNull().default({}),
    /**
     * Issue 34: the country of origin a shopper filters by, the product's own or else its category's default,
     * kept by triggers (migration 0022) so the origin filter and facet read one indexed column.
     */
    origin: text('origin'),
    /** Issue 35: title, description and product info in other languages (the contract's `translations`). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /**
     * The Hindi title and description, derived from `translations` for search: trigram-indexed like the
     * English ones (pg_trgm reads Devanagari), and what the "missing Hindi" filter asks.
     */
    titleHi: text('title_hi').generatedAlwaysAs(sql`nullif(btrim(translations #>> '{hi,title}'), '')`),
    descriptionHi: text('description_hi').generatedAlwaysAs(
      sql`nullif(btrim(translations #>> '{hi,description}'), '')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_stock_count_nonnegative', sql`${table.stockCount} >= 0`),
    check('products_prices_nonnegative', sql`${table.amountPaise} >= 0 AND ${table.discountedPaise} >= 0`),
    check('products_hsn_format', sql`${table.hsn} ~ ${sql.raw(`'${HSN_CHECK}'`)}`),
    // One (in stock, sort key, id) index per listing order, over the whole catalogue and within a category, so
    // keyset pages read only their rows and sold-out products come last (issue 31). Descending keys are DESC
    // NULLS FIRST, the order `ORDER BY … DESC` asks for: an index declared NULLS LAST cannot serve it, and every
    // page would scan and sort the catalogue. The one ascending order (price) leads with "sold out" instead, and
    // price high to low reads (in stock, price, id) backwards.
    index('products_created_idx').on(
      table.inStock.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_category_created_idx').on(
      table.categoryId,
      table.inStock.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_price_idx').on(sql`(not ${table.inStock})`, table.discountedPaise, table.id),
    index('products_category_price_idx').on(
      table.categoryId,
      sql`(not ${table.inStock})`,
      table.discountedPaise,
      table.id,
    ),
    // Price high to low: the same keys as an ascending index, read backwards (in stock, then price, down).
    index('products_price_desc_idx').on(table.inStock, table.discountedPaise, table.id),
    index('products_category_price_desc_idx').on(
      table.categoryId,
      table.inStock,
      table.discountedPaise,
      table.id,
    ),
    index('products_popularity_idx').on(
      table.inStock.desc().nullsFirst(),
      table.popularity.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_category_popularity_idx').on(
      table.categoryId,
      table.inStock.desc().nullsFirst(),
      table.popularity.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_discount_idx').on(
      table.inStock.desc().nullsFirst(),
      table.discountPercent.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('products_category_discount_idx').on(
      table.categoryId,
      table.inStock.desc().nullsFirst(),
      table.discountPercent.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The sitemap walks the listed products in id order; archived ones are not in this index at all.
    index('products_listed_id_idx').on(table.id).where(sql`${table.archivedAt} is null`),
    // Search: typo-tolerant word similarity and "contains" on titles and descriptions (pg_trgm).
    index('products_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
    // The same for the Hindi texts (issue 35), over the products that have them only: an untranslated product
    // costs its insert nothing here. A match (`<%`, ILIKE: strict operators) implies not null, so the planner
    // uses them.
    index('products_title_hi_trgm_idx')
      .using('gin', table.titleHi.op('gin_trgm_ops'))
      .where(sql`${table.titleHi} is not null`),
    index('products_description_hi_trgm_idx')
      .using('gin', table.descriptionHi.op('gin_trgm_ops'))
      .where(sql`${table.descriptionHi} is not null`),
    // Size and colour filters (array overlap).
    index('products_sizes_idx').using('gin', table.sizes),
    index('products_colors_idx').using('gin', table.colors),
    // Issue 34: the country of origin filter, over the catalogue and within a category.
    index('products_origin_idx').on(table.origin, table.id),
    index('products_category_origin_idx').on(table.categoryId, table.origin),
  ],
);

/**
 * How many listed (not archived) products of each category come in each size (issue 36): a size filter that
 * matches nothing in a category is answered from this table's primary key instead of walking the category's
 * products (the planner, knowing M is common in the catalogue, cannot know no saree has it). Kept by triggers
 * on products (migration 0015): statement-level on insert and delete, row-level on a change of sizes,
 * category or archival, so a stock or price update never touches it.
 */
export const categorySizes = pgTable(
  'category_sizes',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.size] })],
);

/**
 * Issue 36: the listed products grouped by everything a listing's facets count or filter on (category, sizes,
 * colours, origin, price band, discount, in stock, fast delivery): a category's facet counts sum its few
 * hundred cells instead of reading its 12,500 products. Kept by triggers on products (migration 0030) as
 * signed deltas: a write appends rows (-1 for the product's old cell, +1 for its new one) and never updates a
 * shared row, so two orders selling out two products never wait on each other; a key's count is the sum of
 * its rows, and a category's rows are merged again when they pile up (`compactFacetCells`). A stock or price
 * change that keeps the product in its cell (in stock either side, same price band) writes nothing.
 * `price_band` is the index of the product's band in the contract's PRICE_BANDS_RUPEES and
 * `price_band_start` whether its price is exactly the band's lower bound (a price filter's maximum is
 * inclusive, so "500-1000" takes the ₹1000 products of the next band).
 */
export const facetCells = pgTable(
  'facet_cells',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sizes: text('sizes').array().notNull(),
    colors: text('colors').array().notNull(),
    origin: text('origin'),
    priceBand: smallint('price_band').notNull(),
    priceBandStart: boolean('price_band_start').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    inStock: boolean('in_stock').notNull(),
    fastDelivery: boolean('fast_delivery').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [index('facet_cells_category_idx').on(table.categoryId)],
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
 * The sellable unit (issue 31, ADR 0023): one size of one colour of a product (a product without colours:
 * `variant_id` null), with its own stock and an optional SKU code. Only the inventory module writes `stock`,
 * and it keeps `products.stock_count` equal to the sum of its product's rows in the same statement.
 */
export const skus = pgTable(
  'skus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The owner's own code for it (unique when given). */
    code: text('code'),
  },
  (table) => [
    check('skus_stock_nonnegative', sql`${table.stock} >= 0`),
    // One row per colour and size of a product (also the index of every read by product); nulls are distinct
    // in it, so the colourless rows have their own partial one.
    uniqueIndex('skus_product_variant_size_key').on(table.productId, table.variantId, table.size),
    uniqueIndex('skus_product_size_colourless_key')
      .on(table.productId, table.size)
      .where(sql`${table.variantId} is null`),
    uniqueIndex('skus_code_key').on(table.code).where(sql`${table.code} is not null`),
  ],
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
  /** Its link-preview JPEG (imageSharePath) is stored: set when made, so a start looks only at those without. */
  shareImage: boolean('share_image').notNull().default(false),
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
