/** A small catalogue of its own for the order and payment tests; nothing depends on the demo seed. */
import { randomUUID } from 'node:crypto';
import { API_PATHS, type OrderPayload } from '@zari/contract';
import { OrderListResponse } from '@zari/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { categories, pincodes, products, productVariants, skus } from '../../src/db/schema/index.js';
import { createInventoryService } from '../../src/modules/inventory/service.js';
import { signInShopper, type TestShopper } from './session.js';

export const COD_PINCODE = '560025';
export const PREPAID_ONLY_PINCODE = '110001';
export const UNSERVICEABLE_PINCODE = '799999';

export async function insertPincodes(db: Database) {
  await db
    .insert(pincodes)
    .values([
      { pincode: COD_PINCODE, city: 'Bengaluru', state: 'Karnataka', deliveryDays: 3, codAvailable: true },
      {
        pincode: PREPAID_ONLY_PINCODE,
        city: 'New Delhi',
        state: 'Delhi',
        deliveryDays: 4,
        codAvailable: false,
      },
    ])
    .onConflictDoNothing();
}

export interface ProductFixture {
  title?: string;
  amountPaise?: number;
  discountedPaise?: number;
  /** Pieces of EACH size (one SKU per size, issue 31); the product's stockCount is their sum. */
  stockCount?: number;
  /** Pieces by size, instead of `stockCount` for every size. */
  stock?: Record<string, number>;
  sizes?: string[];
}

const inventory = createInventoryService();

export async function insertProduct(db: Database, fixture: ProductFixture = {}) {
  const [category] = await db
    .insert(categories)
    // Apparel with its HSN, as the demo's categories are: shipping issues a tax invoice (issue 30).
    .values({
      title: 'Dresses',
      slug: `dresses-${randomUUID()}`,
      image: '/uploads/categories/dresses.webp',
      hsn: '6204',
      taxClass: 'apparel',
    })
    .returning({ id: categories.id });
  if (!category) throw new Error('category insert returned nothing');
  const [product] = await db
    .insert(products)
    .values({
      title: fixture.title ?? 'Indigo Wrap Dress',
      description: 'A cotton wrap dress.',
      categoryId: category.id,
      amountPaise: fixture.amountPaise ?? 249_900,
      discountedPaise: fixture.discountedPaise ?? 199_900,
      images: ['/uploads/products/indigo-1.webp', '/uploads/products/indigo-2.webp'],
      sizes: fixture.sizes ?? ['S', 'M', 'L'],
    })
    .returning();
  if (!product) throw new Error('product insert returned nothing');
  const stockCount = await db.transaction(async (tx) => {
    await inventory.syncSkus(tx, product.id);
    return inventory.setSkus(
      tx,
      product.id,
      product.sizes.map((size) => ({
        variantId: null,
        size,
        stock: fixture.stock ? (fixture.stock[size] ?? 0) : (fixture.stockCount ?? 20),
      })),
    );
  });
  return { ...product, stockCount };
}

export async function insertVariant(
  db: Database,
  productId: string,
  fields: { colorCode?: string; pricePaise?: number; discountedPricePaise?: number } = {},
) {
  const [variant] = await db
    .insert(productVariants)
    .values({
      productId,
      colorCode: fields.colorCode ?? '#1F3A93',
      colorName: 'Indigo',
      pricePaise: fields.pricePaise ?? 259_900,
      discountedPricePaise: fields.discountedPricePaise ?? 209_900,
      images: ['/uploads/products/indigo-variant.webp'],
    })
    .returning();
  if (!variant) throw new Error('variant insert returned nothing');
  // A colourless product's first colour takes over its SKUs; a further colour starts at 0.
  await db.transaction((tx) => inventory.syncSkus(tx, productId));
  return variant;
}

/**
 * The pieces of one size of a product (all its colours), checked against the product's stockCount, which
 * must stay the sum of its SKUs (the inventory module's invariant).
 */
export async function stockOf(db: Database, productId: string, size = 'M') {
  const [row] = await db
    .select({
      stockCount: products.stockCount,
      sum: sql<number>`(select coalesce(sum(s.stock), 0)::int from skus s where s.product_id = products.id)`,
      size: sql<number>`(select coalesce(sum(s.stock), 0)::int from skus s where s.product_id = products.id and s.size = ${size})`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (row && row.stockCount !== row.sum)
    throw new Error(`stock_count ${row.stockCount} is not the sum of the SKUs, ${row.sum}`);
  return row?.size;
}

/** Sets one size's stock (a colourless product's, or its given colour's) as staff would, keeping the sum. */
export async function setStockOf(
  db: Database,
  productId: string,
  stock: number,
  size = 'M',
  variantId: string | null = null,
) {
  await db.transaction(async (tx) => {
    // A product inserted by hand has no SKUs yet: its matrix is made first (existing cells are kept).
    await inventory.syncSkus(tx, productId);
    await inventory.setSkus(tx, productId, [{ variantId, size, stock }]);
  });
}

/** One SKU's row: its stock and code. */
export async function skuOf(db: Database, productId: string, size: string, variantId: string | null = null) {
  const [row] = await db
    .select()
    .from(skus)
    .where(
      and(
        eq(skus.productId, productId),
        eq(skus.size, size),
        variantId === null ? sql`${skus.variantId} is null` : eq(skus.variantId, variantId),
      ),
    );
  return row;
}

export function shippingAddress(postalCode = COD_PINCODE): OrderPayload['shippingAddress'] {
  return {
    fullName: 'Asha Verma',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode,
  };
}

export function orderPayload(
  userId: string,
  lines: OrderPayload['products'],
  overrides: Partial<OrderPayload> = {},
): OrderPayload {
  return {
    user: userId,
    products: lines,
    shippingAddress: shippingAddress(),
    paymentMethod: 'cod',
    ...overrides,
  };
}

/** A new shopper's cash-on-delivery order of `lines`, placed through the API as the storefront places one. */
export async function placeOrder(
  { app, db, config }: { app: App; db: Database; config: Config },
  lines: OrderPayload['products'],
): Promise<{ shopper: TestShopper; placed: Awaited<ReturnType<App['inject']>> }> {
  const shopper = await signInShopper(db, config);
  const placed = await app.inject({
    method: 'POST',
    url: API_PATHS.createOrder,
    headers: { cookie: shopper.cookie },
    payload: orderPayload(shopper.id, lines),
  });
  return { shopper, placed };
}

/** The shopper's orders as their account lists them, newest first. */
export async function ordersOf(app: App, shopper: TestShopper) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/product-orders/user/${shopper.id}`,
    headers: { cookie: shopper.cookie },
  });
  return OrderListResponse.parse(response.json()).data;
}

/** Razorpay webhook bodies (only the fields the API reads, plus a few for realism), amounts in paise. */
export const webhookEvents = {
  payment(orderId: string, amount: number, currency = 'INR') {
    return {
      id: `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      entity: 'payment',
      amount,
      currency,
      status: 'captured',
      order_id: orderId,
    };
  },
  captured(orderId: string, amount: number, currency = 'INR') {
    return {
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: webhookEvents.payment(orderId, amount, currency) } },
    };
  },
  orderPaid(orderId: string, amount: number) {
    return {
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: webhookEvents.payment(orderId, amount) },
        order: { entity: { id: orderId, amount, amount_paid: amount, currency: 'INR', status: 'paid' } },
      },
    };
  },
  failed(orderId: string, amount: number) {
    return {
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: { ...webhookEvents.payment(orderId, amount), status: 'failed' } } },
    };
  },
};

/**
 * SQL for the fault tests, which run against the demo catalogue through their own pool: the first `limit`
 * products with sizes (in id order) get `stock` pieces of their first size in their first colour (what a line
 * naming that size and no colour takes), every other SKU of theirs 0, and stock_count their sum. Answers
 * each product's id and that size.
 */
export function stockFirstSizeSql(limit: number, stock: number): string {
  return `WITH chosen AS (
      SELECT id, sizes[1] AS size FROM products WHERE cardinality(sizes) > 0 ORDER BY id LIMIT ${limit}
    ),
    first_sku AS (
      SELECT DISTINCT ON (s.product_id) s.id FROM skus s
      JOIN chosen c ON c.id = s.product_id AND s.size = c.size
      LEFT JOIN product_variants v ON v.id = s.variant_id
      ORDER BY s.product_id, v.position NULLS FIRST, v.id
    ),
    stocked AS (
      UPDATE skus SET stock = CASE WHEN id IN (SELECT id FROM first_sku) THEN ${stock} ELSE 0 END
      WHERE product_id IN (SELECT id FROM chosen)
    )
    UPDATE products p SET stock_count = ${stock} FROM chosen c WHERE p.id = c.id RETURNING p.id, c.size`;
}
