/**
 * Legal Metrology disclosures (issue 34) through HTTP on Postgres: staff set a category's defaults and a
 * product's own disclosures (checked field by field and, with the defaults filling the blanks, for
 * completeness, each refusal a 400 with the contract's message; audited); the product answers them resolved;
 * listings filter and count by country of origin, inherited or the product's own, and refuse an unknown code.
 */
import { DISCLOSURE_MESSAGES } from '@zari/contract';
import {
  AdminCategoryResponse,
  AdminProductResponse,
  ProductCardListResponse,
  ProductListResponse,
  ProductResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

const JAIPUR = { name: 'Zari Crafts Pvt Ltd', address: 'Sitapura, Jaipur, Rajasthan 302022' };
const SURAT = { name: 'Surat Loom Works', address: 'Ring Road, Surat, Gujarat 395002' };
const IMPORTER = { name: 'Zari Fashion Pvt Ltd', address: 'Residency Road, Bengaluru 560025' };

describe('product disclosures', async () => {
  const { app, db, config } = await useTestApp();
  let staff: TestShopper;
  let bagsId: string;
  let kurtasId: string;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);
  const ids: Record<string, string> = {};

  const createProduct = async (title: string, categoryId: string, disclosures?: unknown) => {
    const response = await call('POST', '/api/admin/products', {
      title,
      categoryId,
      amount: 1999,
      discountedAmount: 0,
      sizes: ['Free Size'],
      stockCount: 5,
      ...(disclosures === undefined ? {} : { disclosures }),
    });
    return response;
  };
  const listIds = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return ProductCardListResponse.parse(response.json()).data.map((product) => product._id);
  };

  beforeAll(async () => {
    staff = await signInStaff(db, config, 'staff');
    const rows = await db
      .insert(categories)
      .values([
        { title: 'Bags', slug: 'bags', image: '/uploads/categories/bags.webp' },
        { title: 'Kurtas', slug: 'kurtas', image: '/uploads/categories/kurtas.webp' },
      ])
      .returning();
    bagsId = rows[0]?.id ?? '';
    kurtasId = rows[1]?.id ?? '';
  });

  it('keeps a category’s default disclosures, answers them back and audits the change', async () => {
    const response = await call('PATCH', `/api/admin/categories/${bagsId}`, {
      disclosureDefaults: {
        countryOfOrigin: 'in',
        manufacturer: JAIPUR,
        packer: { name: '', address: '' },
        netQuantity: '1 N',
        importMonth: '',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminCategoryResponse.parse(response.json()).data.disclosureDefaults).toEqual({
      countryOfOrigin: 'IN',
      manufacturer: JAIPUR,
      netQuantity: '1 N',
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bagsId), eq(auditLog.action, 'category.update')));
    expect(entry?.after).toMatchObject({ disclosureDefaults: { countryOfOrigin: 'IN', netQuantity: '1 N' } });

    await call('PATCH', `/api/admin/categories/${kurtasId}`, {
      disclosureDefaults: { countryOfOrigin: 'IN', manufacturer: SURAT, netQuantity: '1 N' },
    });
  });

  it('refuses a malformed category default with the contract’s message', async () => {
    const response = await call('PATCH', `/api/admin/categories/${bagsId}`, {
      disclosureDefaults: { countryOfOrigin: 'ZZ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(DISCLOSURE_MESSAGES.countryUnknown);
  });

  it('creates a product that declares only its packer and answers the rest from its category', async () => {
    const response = await createProduct('Canvas Tote', bagsId, { packer: SURAT });
    expect(response.statusCode, response.body).toBe(200);
    const created = AdminProductResponse.parse(response.json()).data;
    ids.tote = created._id;
    expect(created.ownDisclosures).toEqual({ packer: SURAT });
    expect(created.disclosureProblems).toEqual([]);

    const read = ProductResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${created._id}` })).json(),
    ).data;
    expect(read.disclosures).toEqual({
      countryOfOrigin: 'IN',
      manufacturer: JAIPUR,
      packer: SURAT,
      netQuantity: '1 N',
    });
    // The card view carries none of it.
    const cards = ProductCardListResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products?view=card&categoryId=${bagsId}` })).json(),
    ).data;
    expect(cards[0]).not.toHaveProperty('disclosures');
  });

  it.each([
    ['an unknown country', { countryOfOrigin: 'XX' }, DISCLOSURE_MESSAGES.countryUnknown],
    ['a bad import month', { importMonth: '08/2026' }, DISCLOSURE_MESSAGES.importMonthInvalid],
    [
      'a party without address',
      { importer: { name: 'Zari', address: '' } },
      DISCLOSURE_MESSAGES.partyAddressRequired,
    ],
    [
      'imported goods without their month of import',
      { countryOfOrigin: 'CN', importer: IMPORTER },
      DISCLOSURE_MESSAGES.importMonthRequired,
    ],
    [
      'imported goods without their importer',
      { countryOfOrigin: 'CN', importMonth: '2026-08' },
      DISCLOSURE_MESSAGES.importerRequired,
    ],
  ])('refuses %s with 400 and writes nothing', async (_, disclosures, message) => {
    const response = await call('PATCH', `/api/admin/products/${ids.tote}`, { disclosures });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json().message).toContain(message);
    const read = AdminProductResponse.parse(
      (await call('GET', `/api/admin/products/${ids.tote}`)).json(),
    ).data;
    expect(read.ownDisclosures).toEqual({ packer: SURAT });
  });

  it('refuses a product whose category gives no maker when it names none either', async () => {
    const [bare] = await db
      .insert(categories)
      .values({ title: 'Misc', slug: 'misc', image: '/uploads/categories/misc.webp' })
      .returning();
    const response = await createProduct('Loose Thing', bare?.id ?? '', {
      countryOfOrigin: 'IN',
      netQuantity: '1 N',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DISCLOSURE_MESSAGES.makerRequired);
  });

  it('edits a product into an imported one, reads it back and audits the fields that changed', async () => {
    const response = await call('PATCH', `/api/admin/products/${ids.tote}`, {
      disclosures: { countryOfOrigin: 'CN', importer: IMPORTER, importMonth: '2026-08', packer: SURAT },
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = ProductResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${ids.tote}` })).json(),
    ).data;
    expect(read.disclosures).toMatchObject({
      countryOfOrigin: 'CN',
      importer: IMPORTER,
      importMonth: '2026-08',
      manufacturer: JAIPUR,
    });
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.tote ?? ''), eq(auditLog.action, 'product.update')));
    expect(entries.at(-1)?.before).toMatchObject({ packer: `${SURAT.name}, ${SURAT.address}` });
    expect(entries.at(-1)?.after).toMatchObject({ countryOfOrigin: 'CN', importMonth: '2026-08' });
    expect(entries.at(-1)?.before).not.toHaveProperty('countryOfOrigin');
  });

  it('filters category, search and hot-list listings by country of origin, and counts each country', async () => {
    ids.clutch = AdminProductResponse.parse(
      (await createProduct('Mirror Clutch', bagsId, {})).json(),
    ).data._id;
    ids.kurta = AdminProductResponse.parse((await createProduct('Cotton Kurta', kurtasId)).json()).data._id;

    expect(await listIds(`/api/products/category/${bagsId}?view=card&origin=CN`)).toEqual([ids.tote]);
    expect(await listIds(`/api/products/category/${bagsId}?view=card&origin=IN`)).toEqual([ids.clutch]);
    expect((await listIds('/api/products?view=card&origin=in&origin=CN')).sort()).toEqual(
      [ids.tote, ids.clutch, ids.kurta].sort(),
    );
    expect(await listIds('/api/products?view=card&search=tote&origin=CN')).toEqual([ids.tote]);
    expect(await listIds('/api/products?view=card&search=tote&origin=IN')).toEqual([]);
    expect(await listIds('/api/products?view=card&sort=discount&origin=BD')).toEqual([]);

    const faceted = ProductListResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/products?facets=true&origin=CN' })).json(),
    );
    expect(faceted.data.map((product) => product._id)).toEqual([ids.tote]);
    expect(faceted.facets?.total).toBe(1);
    // Counted under every other filter but origin itself, so India still shows how many.
    expect(faceted.facets?.origins).toEqual([
      { value: 'IN', count: 2 },
      { value: 'CN', count: 1 },
    ]);
  });

  it('refuses an origin that is not a country code with 400 and the contract’s message', async () => {
    for (const url of ['/api/products?origin=India', `/api/products/category/${bagsId}?origin=XX`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain(DISCLOSURE_MESSAGES.originFilterInvalid);
    }
  });

  it('follows a category’s new default country in the filter, the product’s own country kept', async () => {
    const response = await call('PATCH', `/api/admin/categories/${bagsId}`, {
      disclosureDefaults: { countryOfOrigin: 'BD', manufacturer: JAIPUR, netQuantity: '1 N' },
    });
    expect(response.statusCode).toBe(200);
    expect(await listIds(`/api/products?view=card&origin=BD`)).toEqual([ids.clutch]);
    expect(await listIds(`/api/products?view=card&origin=CN`)).toEqual([ids.tote]);
    expect(await listIds(`/api/products?view=card&origin=IN`)).toEqual([ids.kurta]);

    // Moving the product to another category takes that category's country.
    await call('PATCH', `/api/admin/products/${ids.clutch}`, { categoryId: kurtasId });
    expect((await listIds(`/api/products?view=card&origin=IN`)).sort()).toEqual(
      [ids.clutch, ids.kurta].sort(),
    );
    const read = ProductResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/${ids.clutch}` })).json(),
    ).data;
    expect(read.disclosures).toMatchObject({ countryOfOrigin: 'IN', manufacturer: SURAT });
  });
});
