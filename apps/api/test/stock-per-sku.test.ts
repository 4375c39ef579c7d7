/**
 * Stock per SKU through HTTP on Postgres (issue 31): the owner's stock matrix (audited, validated), what the
 * storefront says per colour and size, orders meeting a short size, and the product's stockCount and inStock
 * a spec-only client still reads (their sum and any).
 */
import {
  AdminProductResponse,
  AdminSkusResponse,
  AdminSummaryResponse,
  ProductCardListResponse,
  ProductResponse,
} from '@zari/contract/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, placeOrder, skuOf, stockOf } from './helpers/order-fixtures.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('stock per SKU', async () => {
  const { app, db, config } = await useTestApp();
  let staff: TestShopper;
  let categoryId = '';
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);
  const storefront = async (id: string) =>
    ProductResponse.parse((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json()).data;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    const [category] = await db
      .insert(categories)
      .values({ title: 'Kurtas', slug: 'kurtas-sku', image: '/uploads/categories/kurtas.webp' })
      .returning();
    categoryId = category?.id ?? '';
  });

  /** A kurta with sizes S, M, L in two colours, made through the back office. */
  async function kurtaInTwoColours(title: string) {
    const created = await call('POST', '/api/admin/products', {
      title,
      description: 'Cotton kurta.',
      categoryId,
      amount: 1999,
      discountedAmount: 1499,
      sizes: ['S', 'M', 'L'],
      stockCount: 6,
      productInfo: [],
    });
    expect(created.statusCode).toBe(200);
    const id = AdminProductResponse.parse(created.json()).data._id;
    const colour = async (colorCode: string, colorName: string) => {
      const response = await call('POST', `/api/admin/products/${id}/variants`, {
        colorCode,
        colorName,
        price: 1999,
        discountedPrice: 1499,
        images: [],
      });
      expect(response.statusCode).toBe(200);
      return response.json().data._id as string;
    };
    const indigo = await colour('#1F3A93', 'Indigo');
    const rose = await colour('#C2185B', 'Rose');
    return { id, indigo, rose };
  }

  it('keeps the matrix colours × sizes: the first colour takes over the first count, a new colour starts at 0', async () => {
    const { id, indigo, rose } = await kurtaInTwoColours('Matrix Kurta');
    const product = AdminProductResponse.parse((await call('GET', `/api/admin/products/${id}`)).json()).data;
    expect(product.skus?.map(({ variant, size, stock }) => ({ variant, size, stock }))).toEqual([
      { variant: indigo, size: 'S', stock: 6 },
      { variant: indigo, size: 'M', stock: 0 },
      { variant: indigo, size: 'L', stock: 0 },
      { variant: rose, size: 'S', stock: 0 },
      { variant: rose, size: 'M', stock: 0 },
      { variant: rose, size: 'L', stock: 0 },
    ]);
    expect(product.stockCount).toBe(6);

    // A size added gets its cells; a size removed takes its cells (and their stock) with it.
    const patched = await call('PATCH', `/api/admin/products/${id}`, { sizes: ['M', 'L', 'XL'] });
    expect(patched.statusCode).toBe(200);
    const after = AdminProductResponse.parse(patched.json()).data;
    expect(
      after.skus?.map(({ variant, size }) => `${variant === indigo ? 'indigo' : 'rose'} ${size}`),
    ).toEqual(['indigo M', 'indigo L', 'indigo XL', 'rose M', 'rose L', 'rose XL']);
    expect(after.stockCount).toBe(0);
  });

  it('sets cells of the matrix, audited; the storefront shows each size per colour and the derived stockCount', async () => {
    const { id, indigo, rose } = await kurtaInTwoColours('Owner Kurta');
    const response = await call('PUT', `/api/admin/products/${id}/skus`, {
      skus: [
        { variant: indigo, size: 'S', stock: 0 },
        { variant: indigo, size: 'M', stock: 2, code: 'OWN-IND-M' },
        { variant: indigo, size: 'L', stock: 9 },
        { variant: rose, size: 'S', stock: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const set = AdminSkusResponse.parse(response.json()).data;
    expect(set).toMatchObject({ _id: id, stockCount: 12, inStock: true });
    expect(set.skus.find((sku) => sku.variant === indigo && sku.size === 'M')?.code).toBe('OWN-IND-M');

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'product.skus')));
    expect(entry).toMatchObject({ actorId: staff.id, entityType: 'product' });
    expect(entry?.before).toMatchObject({ stockCount: 6 });
    expect(entry?.after).toMatchObject({ stockCount: 12 });

    const shown = await storefront(id);
    expect(shown.stockCount).toBe(12);
    expect(shown.inStock).toBe(true);
    expect(shown.availability).toEqual([
      { variant: indigo, size: 'S', inStock: false },
      { variant: indigo, size: 'M', inStock: true, left: 2 },
      { variant: indigo, size: 'L', inStock: true },
      { variant: rose, size: 'S', inStock: true, left: 1 },
      { variant: rose, size: 'M', inStock: false },
      { variant: rose, size: 'L', inStock: false },
    ]);

    // Orders meet the matrix: 3 M of indigo is refused naming what is left, 2 are sold, then M is sold out.
    const line = { product: id, productVariant: indigo, size: 'M' };
    const tooMany = await placeOrder({ app, db, config }, [{ ...line, quantity: 3 }]);
    expect(tooMany.placed.statusCode).toBe(409);
    expect(tooMany.placed.json().message).toBe('Only 2 left of Owner Kurta in M');
    expect((await placeOrder({ app, db, config }, [{ ...line, quantity: 2 }])).placed.statusCode).toBe(200);
    const soldOut = await placeOrder({ app, db, config }, [{ ...line, quantity: 1 }]);
    expect(soldOut.placed.statusCode).toBe(409);
    expect(soldOut.placed.json().message).toBe('Owner Kurta in size M is sold out');
    // Another colour's size is its own shelf: the rose S's one piece sells, the indigo L is untouched.
    const rosy = await placeOrder({ app, db, config }, [
      { product: id, productVariant: rose, size: 'S', quantity: 1 },
    ]);
    expect(rosy.placed.statusCode).toBe(200);
    expect((await skuOf(db, id, 'S', rose))?.stock).toBe(0);
    expect((await skuOf(db, id, 'L', indigo))?.stock).toBe(9);
    expect(await stockOf(db, id, 'L')).toBe(9);
    const afterOrders = await storefront(id);
    expect(afterOrders.stockCount).toBe(9);

    // All gone: stockCount 0 and inStock false for a spec client.
    await call('PUT', `/api/admin/products/${id}/skus`, { skus: [{ variant: indigo, size: 'L', stock: 0 }] });
    expect(await storefront(id)).toMatchObject({ stockCount: 0, inStock: false });
  });

  it('refuses a cell that is not the product’s, a negative count, a cell twice and a code in use', async () => {
    const first = await kurtaInTwoColours('Coded Kurta');
    const second = await kurtaInTwoColours('Other Kurta');
    expect(
      (
        await call('PUT', `/api/admin/products/${first.id}/skus`, {
          skus: [{ variant: first.indigo, size: 'S', stock: 1, code: 'KRT-001' }],
        })
      ).statusCode,
    ).toBe(200);
    const taken = await call('PUT', `/api/admin/products/${second.id}/skus`, {
      skus: [{ variant: second.indigo, size: 'S', stock: 4, code: 'KRT-001' }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('SKU code KRT-001 is already used');
    expect((await skuOf(db, second.id, 'S', second.indigo))?.stock).toBe(6);

    const foreign = await call('PUT', `/api/admin/products/${second.id}/skus`, {
      skus: [{ variant: first.indigo, size: 'S', stock: 4 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Each stock cell must be one of the product’s own colours and sizes');
    for (const skus of [
      [{ variant: second.indigo, size: 'S', stock: -1 }],
      [
        { variant: second.indigo, size: 'S', stock: 1 },
        { variant: second.indigo, size: 'S', stock: 2 },
      ],
      [{ variant: second.indigo, size: 'S', stock: 1, code: 'has spaces' }],
    ]) {
      expect((await call('PUT', `/api/admin/products/${second.id}/skus`, { skus })).statusCode).toBe(400);
    }
    expect(await stockOf(db, second.id, 'S')).toBe(6);
  });

  it('lists low sizes and colours on the dashboard at the owner’s threshold, kept from shoppers', async () => {
    const owner = await signInStaff(db, config, 'owner');
    const asOwner = adminCall(app, owner);
    const { id, indigo, rose } = await kurtaInTwoColours('Low Kurta');
    await call('PUT', `/api/admin/products/${id}/skus`, {
      skus: [
        { variant: indigo, size: 'S', stock: 40 },
        { variant: indigo, size: 'M', stock: 1, code: 'LOW-IND-M' },
        { variant: indigo, size: 'L', stock: 40 },
        { variant: rose, size: 'S', stock: 2 },
        { variant: rose, size: 'M', stock: 40 },
        { variant: rose, size: 'L', stock: 40 },
      ],
    });
    // The other tests' products, archived, leave the list (fewest first, 20 at most) to this one.
    await db.update(products).set({ archivedAt: new Date() }).where(ne(products.id, id));
    expect((await asOwner('PATCH', '/api/admin/settings', { lowStockThreshold: -1 })).statusCode).toBe(400);
    expect((await asOwner('PATCH', '/api/admin/settings', { lowStockThreshold: 1 })).statusCode).toBe(200);
    const summary = AdminSummaryResponse.parse((await call('GET', '/api/admin/summary')).json()).data;
    expect(summary.lowStockThreshold).toBe(1);
    const ours = summary.lowStockSkus?.filter((sku) => sku._id === id);
    expect(ours).toEqual([
      { _id: id, title: 'Low Kurta', size: 'M', colorName: 'Indigo', code: 'LOW-IND-M', stock: 1 },
    ]);
    const store = (await app.inject({ method: 'GET', url: '/api/store' })).json().data;
    expect(store).not.toHaveProperty('lowStockThreshold');
    await asOwner('PATCH', '/api/admin/settings', { lowStockThreshold: 2 });
    const wider = AdminSummaryResponse.parse((await call('GET', '/api/admin/summary')).json()).data;
    expect(wider.lowStockSkus?.filter((sku) => sku._id === id).map((sku) => sku.size)).toEqual(['M', 'S']);
  });

  it('carries on a card the sizes sold out in every colour, and nothing more for a sold-out product', async () => {
    const kurta = await insertProduct(db, { title: 'Card Kurta', stock: { S: 0, M: 3, L: 0 } });
    const gone = await insertProduct(db, { title: 'Gone Kurta', stock: {} });
    const cards = async (categoryId: string) =>
      ProductCardListResponse.parse(
        (await app.inject({ method: 'GET', url: `/api/products/category/${categoryId}?view=card` })).json(),
      ).data;
    const [card] = await cards(kurta.categoryId);
    expect(card).toMatchObject({ _id: kurta.id, inStock: true, soldOutSizes: ['L', 'S'] });
    const [goneCard] = await cards(gone.categoryId);
    expect(goneCard?.inStock).toBe(false);
    expect(goneCard?.soldOutSizes).toEqual([]);
  });
});
