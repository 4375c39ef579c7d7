/**
 * Issue 36: a size filter that matches nothing in its category is answered from `category_sizes`, which the
 * products table's triggers keep: what staff create, re-size, move, archive or delete is what the filter sees
 * at once, and a stock change (every order) never touches it.
 */
import { AdminProductResponse, ProductCardListResponse } from '@zari/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('the sizes each category comes in', async () => {
  const { app, db, config } = await useTestApp();
  let staff: TestShopper;
  let sarees = '';
  let kurtas = '';
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);

  beforeAll(async () => {
    staff = await signInStaff(db, config);
    const rows = await db
      .insert(categories)
      .values([
        { title: 'Sarees', slug: 'sarees', image: '/uploads/categories/sarees.webp' },
        { title: 'Kurtas', slug: 'kurtas', image: '/uploads/categories/kurtas.webp' },
      ])
      .returning();
    sarees = rows[0]?.id ?? '';
    kurtas = rows[1]?.id ?? '';
  });

  async function createProduct(categoryId: string, sizes: string[]) {
    const response = await call('POST', '/api/admin/products', {
      title: 'Banarasi Silk Saree',
      categoryId,
      amount: 4999,
      discountedAmount: 3999,
      sizes,
      stockCount: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    return AdminProductResponse.parse(response.json()).data._id;
  }
  const listed = async (categoryId: string, size: string) =>
    ProductCardListResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/products/category/${categoryId}?view=card&size=${encodeURIComponent(size)}`,
        })
      ).json(),
    ).data.map((card) => card._id);
  const counts = async () =>
    (
      await db.execute<{ category: string; size: string; products: number }>(sql`
        select c.slug as category, cs.size, cs.products from category_sizes cs
        join categories c on c.id = cs.category_id where cs.products > 0 order by 1, 2`)
    ).rows;

  it('counts a new product in each of its sizes, in its own category', async () => {
    const saree = await createProduct(sarees, ['Free Size']);
    const kurta = await createProduct(kurtas, ['S', 'M']);
    expect(await counts()).toEqual([
      { category: 'kurtas', size: 'M', products: 1 },
      { category: 'kurtas', size: 'S', products: 1 },
      { category: 'sarees', size: 'Free Size', products: 1 },
    ]);
    expect(await listed(sarees, 'M')).toEqual([]);
    expect(await listed(sarees, 'Free Size')).toEqual([saree]);
    expect(await listed(kurtas, 'M')).toEqual([kurta]);
  });

  it('follows a change of sizes, of category and an archive; a stock change leaves it alone', async () => {
    const saree = await createProduct(sarees, ['Free Size']);
    expect(
      (await call('PATCH', `/api/admin/products/${saree}`, { sizes: ['Free Size', 'M'] })).statusCode,
    ).toBe(200);
    expect(await listed(sarees, 'M')).toEqual([saree]);

    const before = await counts();
    await db.update(products).set({ stockCount: 0 }).where(eq(products.id, saree));
    expect(await counts()).toEqual(before);

    expect((await call('PATCH', `/api/admin/products/${saree}`, { categoryId: kurtas })).statusCode).toBe(
      200,
    );
    expect(await listed(sarees, 'M')).toEqual([]);
    expect(await listed(kurtas, 'M')).toContain(saree);

    expect((await call('PATCH', `/api/admin/products/${saree}`, { archived: true })).statusCode).toBe(200);
    expect(await listed(kurtas, 'M')).not.toContain(saree);
    expect(await counts()).toContainEqual({ category: 'kurtas', size: 'M', products: 1 });
    expect((await call('PATCH', `/api/admin/products/${saree}`, { archived: false })).statusCode).toBe(200);
    expect(await counts()).toContainEqual({ category: 'kurtas', size: 'M', products: 2 });
  });

  it('forgets a deleted product, and a size no category has lists nothing from the whole catalogue', async () => {
    await db.delete(products).where(eq(products.categoryId, kurtas));
    expect((await counts()).filter((row) => row.category === 'kurtas')).toEqual([]);
    expect(await listed(kurtas, 'M')).toEqual([]);
    const anywhere = await app.inject({ method: 'GET', url: '/api/products?view=card&size=XXXL' });
    expect(ProductCardListResponse.parse(anywhere.json()).data).toEqual([]);
  });
});
