/**
 * Staff set a product's and a category's HSN code and tax class (issue 30): checked against the store's tax
 * classes as the table holds them (an unknown class, a malformed HSN → 400 with the contract's message, never
 * the foreign key's 500), kept on the row the invoice reads, and answered back. Through HTTP on Postgres.
 */
import { TAX_MESSAGES } from '@zari/contract';
import {
  AdminCategoryListResponse,
  AdminCategoryResponse,
  AdminProductResponse,
  TaxClassListResponse,
} from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products, taxClasses } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('admin tax fields of products and categories', async () => {
  const { app, db, config } = await useTestApp();
  let staff: TestShopper;
  let categoryId: string;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);

  beforeAll(async () => {
    staff = await signInStaff(db, config, 'staff');
    // A class the store added itself: the edit is checked against the table, not the seeded defaults.
    await db
      .insert(taxClasses)
      .values({ id: 'silk-sarees', label: 'Silk sarees', slabs: [{ ratePercent: 5 }] });
    const [category] = await db
      .insert(categories)
      .values({ title: 'Sarees', slug: 'sarees', image: '/uploads/categories/sarees.webp' })
      .returning();
    categoryId = category?.id ?? '';
  });

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    title: 'Banarasi Saree',
    categoryId,
    amount: 4999,
    discountedAmount: 0,
    ...overrides,
  });

  const refusal = (response: Awaited<ReturnType<typeof call>>) => ({
    status: response.statusCode,
    body: response.json(),
  });

  it('lists the store tax classes for the forms, the store own among them', async () => {
    const response = await call('GET', '/api/admin/tax-classes');
    expect(response.statusCode).toBe(200);
    const ids = TaxClassListResponse.parse(response.json()).data.map((taxClass) => taxClass.id);
    expect(ids).toContain('apparel');
    expect(ids).toContain('silk-sarees');
  });

  it('creates a product with its own HSN and class, answers them and stores them', async () => {
    const response = await call(
      'POST',
      '/api/admin/products',
      newProduct({ hsn: '500720', taxClass: 'silk-sarees' }),
    );
    expect(response.statusCode).toBe(200);
    const created = AdminProductResponse.parse(response.json()).data;
    expect(created).toMatchObject({ hsn: '500720', taxClass: 'silk-sarees' });
    const [row] = await db.select().from(products).where(eq(products.id, created._id));
    expect(row).toMatchObject({ hsn: '500720', taxClass: 'silk-sarees' });

    const read = AdminProductResponse.parse(
      (await call('GET', `/api/admin/products/${created._id}`)).json(),
    ).data;
    expect(read).toMatchObject({ hsn: '500720', taxClass: 'silk-sarees' });
  });

  it('creates a product without them, which then takes its category (null)', async () => {
    const created = AdminProductResponse.parse(
      (await call('POST', '/api/admin/products', newProduct())).json(),
    ).data;
    expect(created).toMatchObject({ hsn: null, taxClass: null });
  });

  it('edits, audits and clears a product tax fields', async () => {
    const created = AdminProductResponse.parse(
      (await call('POST', '/api/admin/products', newProduct())).json(),
    ).data;
    const edited = await call('PATCH', `/api/admin/products/${created._id}`, {
      hsn: '62114290',
      taxClass: 'apparel',
    });
    expect(edited.statusCode).toBe(200);
    expect(AdminProductResponse.parse(edited.json()).data).toMatchObject({
      hsn: '62114290',
      taxClass: 'apparel',
    });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(entries.map((row) => row.after)).toContainEqual(
      expect.objectContaining({ hsn: '62114290', taxClass: 'apparel' }),
    );

    const cleared = await call('PATCH', `/api/admin/products/${created._id}`, { hsn: null, taxClass: null });
    expect(AdminProductResponse.parse(cleared.json()).data).toMatchObject({ hsn: null, taxClass: null });
  });

  it('refuses an unknown class and a malformed HSN on a product, and writes nothing', async () => {
    const created = AdminProductResponse.parse(
      (await call('POST', '/api/admin/products', newProduct({ hsn: '6204', taxClass: 'apparel' }))).json(),
    ).data;
    expect(
      refusal(await call('PATCH', `/api/admin/products/${created._id}`, { taxClass: 'caviar' })),
    ).toEqual({
      status: 400,
      body: { success: false, code: expect.any(String), message: TAX_MESSAGES.taxClassUnknown },
    });
    for (const hsn of ['620', '62041', '6204a1', '620411223']) {
      expect(refusal(await call('PATCH', `/api/admin/products/${created._id}`, { hsn }))).toEqual({
        status: 400,
        body: { success: false, code: expect.any(String), message: `hsn: ${TAX_MESSAGES.hsnInvalid}` },
      });
    }
    expect(refusal(await call('POST', '/api/admin/products', newProduct({ taxClass: 'caviar' })))).toEqual({
      status: 400,
      body: { success: false, code: expect.any(String), message: TAX_MESSAGES.taxClassUnknown },
    });
    const [row] = await db.select().from(products).where(eq(products.id, created._id));
    expect(row).toMatchObject({ hsn: '6204', taxClass: 'apparel' });
  });

  it('creates and edits a category tax defaults, listed with the categories', async () => {
    const created = await call('POST', '/api/admin/categories', {
      title: 'Jewellery',
      slug: 'jewellery',
      image: '/uploads/categories/jewellery.webp',
      hsn: '7117',
      taxClass: 'imitation-jewellery',
    });
    expect(created.statusCode).toBe(200);
    const category = AdminCategoryResponse.parse(created.json()).data;
    expect(category).toMatchObject({ hsn: '7117', taxClass: 'imitation-jewellery' });

    const edited = await call('PATCH', `/api/admin/categories/${category._id}`, { hsn: '711719' });
    expect(AdminCategoryResponse.parse(edited.json()).data).toMatchObject({
      hsn: '711719',
      taxClass: 'imitation-jewellery',
    });
    const listed = AdminCategoryListResponse.parse((await call('GET', '/api/admin/categories')).json()).data;
    expect(listed.find((row) => row._id === categoryId)).toMatchObject({ hsn: null, taxClass: 'other' });
  });

  it('refuses an unknown class and a malformed HSN on a category, and writes nothing', async () => {
    expect(
      refusal(await call('PATCH', `/api/admin/categories/${categoryId}`, { taxClass: 'caviar' })),
    ).toEqual({
      status: 400,
      body: { success: false, code: expect.any(String), message: TAX_MESSAGES.taxClassUnknown },
    });
    expect(refusal(await call('PATCH', `/api/admin/categories/${categoryId}`, { hsn: '12' }))).toEqual({
      status: 400,
      body: { success: false, code: expect.any(String), message: `hsn: ${TAX_MESSAGES.hsnInvalid}` },
    });
    // A category always has a class (its products' default): it cannot be cleared to none.
    expect((await call('PATCH', `/api/admin/categories/${categoryId}`, { taxClass: null })).statusCode).toBe(
      400,
    );
    expect(
      refusal(
        await call('POST', '/api/admin/categories', {
          title: 'Caviar',
          slug: 'caviar',
          image: '/uploads/categories/caviar.webp',
          taxClass: 'caviar',
        }),
      ),
    ).toEqual({
      status: 400,
      body: { success: false, code: expect.any(String), message: TAX_MESSAGES.taxClassUnknown },
    });
    const [row] = await db.select().from(categories).where(eq(categories.id, categoryId));
    expect(row).toMatchObject({ hsn: null, taxClass: 'other' });
  });
});
