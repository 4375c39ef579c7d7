/**
 * The catalogue's CSV through HTTP on Postgres (issue 31): the export of the demo catalogue, a dry run that
 * names every bad row and field, a real import with a bad row that changes nothing, the export read back in
 * (nothing to change) and edited (exactly the edits land), products created and updated by SKU code, and 500
 * rows loaded within a few seconds.
 */
import { join } from 'node:path';
import { ADMIN_MESSAGES, CATALOG_CSV_HEADER, csvFile } from '@zari/contract';
import { CatalogImportResponse, ProductCardListResponse } from '@zari/contract/schemas';
import { parse } from 'csv-parse/sync';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, skus } from '../src/db/schema/index.js';
import { seedDemoCatalog } from '../src/db/seed/seed.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('catalogue CSV import and export', async () => {
  const { app, db, config } = await useTestApp();
  await seedDemoCatalog(db, { uploadsDir: join(config.DATA_DIR, 'uploads') });
  let staff: TestShopper;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);

  beforeAll(async () => {
    staff = await signInStaff(db, config);
  });

  async function exportCsv() {
    const response = await call('GET', '/api/admin/catalog/products.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    return response.body;
  }
  const rowsOf = (csv: string) => parse(csv, { bom: true }) as string[][];
  const importCsv = (csv: string, dryRun: boolean) =>
    call('POST', '/api/admin/catalog/import', { csv, dryRun });

  /** What the import may change: every product's fields and every SKU. */
  async function snapshot() {
    const [productRows, skuRows, audits] = await Promise.all([
      db.select().from(products).orderBy(products.id),
      db.select().from(skus).orderBy(skus.id),
      db.select({ n: count() }).from(auditLog),
    ]);
    return { productRows, skuRows, audits: audits[0]?.n };
  }

  const header = [...CATALOG_CSV_HEADER];
  const row = (cells: Partial<Record<(typeof CATALOG_CSV_HEADER)[number], string | number>>) =>
    header.map((name) => cells[name] ?? '');

  it('exports every listed product’s SKUs with colours, sizes, codes, stock and rupees', async () => {
    const csv = await exportCsv();
    const [head, ...body] = rowsOf(csv);
    expect(head).toEqual(header);
    const [{ n: skuCount } = { n: 0 }] = await db
      .select({ n: count() })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(sql`${products.archivedAt} is null`);
    expect(body).toHaveLength(skuCount);
    for (const cells of body) {
      expect(cells[header.indexOf('stock')]).toMatch(/^\d+$/);
      expect(cells[header.indexOf('mrp')]).toMatch(/^\d+\.\d\d$/);
      expect(cells[header.indexOf('price')]).toMatch(/^\d+\.\d\d$/);
    }
    // Every piece on the shelf, which is what the products' totals add up to.
    const total = body.reduce((sum, cells) => sum + Number(cells[header.indexOf('stock')]), 0);
    const [{ sum } = { sum: 0 }] = await db
      .select({ sum: sql<number>`sum(${products.stockCount})::int` })
      .from(products)
      .where(sql`${products.archivedAt} is null`);
    expect(total).toBe(sum);
  });

  it('reads its own export back with nothing to change', async () => {
    const before = await snapshot();
    const check = CatalogImportResponse.parse((await importCsv(await exportCsv(), true)).json()).data;
    expect(check.errorCount).toBe(0);
    expect(check.created).toBe(0);
    expect(check.updated).toBe(0);
    expect(check.unchanged).toBeGreaterThan(50);
    const applied = await importCsv(await exportCsv(), false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('names every bad row and field in a dry run, and a real import with any bad row changes nothing', async () => {
    const exported = rowsOf(await exportCsv());
    const good = exported[1] as string[];
    const csv = csvFile([
      header,
      row({ title: 'Import Kurta', category: 'kurtas', size: 'M', stock: 4, mrp: '1299', price: '999' }),
      row({ title: 'Import Kurta', category: 'kurtas', size: 'L', stock: 'lots', mrp: '1299', price: '999' }),
      row({ title: 'Import Kurta 2', category: 'no-such-category', size: 'M', stock: 1, mrp: 5, price: 6 }),
      row({
        title: 'Import Kurta 3',
        category: 'kurtas',
        size: 'S',
        stock: 1,
        mrp: '12.345',
        price: '10',
        photos: '/uploads/never-uploaded.webp',
      }),
      row({ product_id: '00000000-0000-4000-8000-000000000000', size: 'M', stock: 1, mrp: 1, price: 1 }),
      row({
        title: 'Import Kurta 4',
        category: 'kurtas',
        colour: 'Red',
        size: 'M',
        stock: 1,
        mrp: 1,
        price: 1,
      }),
      good.map((cell, index) => (index === header.indexOf('stock') ? '7' : cell)),
    ]);
    const before = await snapshot();
    const check = await importCsv(csv, true);
    expect(check.statusCode, check.body).toBe(200);
    const result = CatalogImportResponse.parse(check.json()).data;
    expect(result.rows).toBe(7);
    expect(result.errors.map(({ line, field }) => [line, field])).toEqual([
      [3, 'stock'],
      [4, 'category'],
      [4, 'price'],
      [5, 'mrp'],
      [5, 'photos'],
      [6, 'product_id'],
      [7, 'colour_code'],
    ]);
    expect(result.errors[0]?.message).toBe(ADMIN_MESSAGES.catalogRowStock);
    expect(result.created).toBe(1);
    expect(result.updated).toBe(1);

    const applied = await importCsv(csv, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().message).toBe(ADMIN_MESSAGES.catalogImportHasErrors(5));
    expect(await snapshot()).toEqual(before);
  });

  it('applies an edited export exactly: a stock cell, a price and a SKU code, and the next export shows them', async () => {
    const [head, ...body] = rowsOf(await exportCsv());
    const edited = body.map((cells) => [...cells]);
    const first = edited[0] as string[];
    first[header.indexOf('stock')] = '11';
    first[header.indexOf('sku')] = 'ZARI-EDIT-1';
    const productId = first[header.indexOf('product_id')];
    const colour = first[header.indexOf('colour')];
    for (const cells of edited) {
      if (cells[header.indexOf('product_id')] === productId && cells[header.indexOf('colour')] === colour)
        cells[header.indexOf('price')] = `${Math.floor(Number(cells[header.indexOf('mrp')]) / 2)}.00`;
    }
    const csv = csvFile([head as string[], ...edited]);
    expect(CatalogImportResponse.parse((await importCsv(csv, true)).json()).data.errors).toEqual([]);
    const applied = await importCsv(csv, false);
    expect(applied.statusCode, applied.body).toBe(200);
    const result = CatalogImportResponse.parse(applied.json()).data;
    expect(result).toMatchObject({ errorCount: 0, created: 0, updated: 1 });
    expect(rowsOf(await exportCsv())).toEqual(rowsOf(csv));
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.import'))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(audit?.entityId).toBe(productId);
  });

  it('creates a product with colours and sizes, then updates its stock by SKU code alone', async () => {
    const photo = (rowsOf(await exportCsv())[1] as string[])[header.indexOf('photos')]?.split(' ')[0] ?? '';
    const created = await importCsv(
      csvFile([
        header,
        ...['S', 'M'].flatMap((size) => [
          row({
            title: 'Imported Anarkali',
            category: 'kurtas',
            colour: 'Teal',
            colour_code: '#008080',
            size,
            sku: `ANK-TEAL-${size}`,
            stock: size === 'S' ? 0 : 2,
            mrp: '2499',
            price: '1999.50',
            photos: photo,
          }),
          row({
            title: 'Imported Anarkali',
            category: 'kurtas',
            colour: 'Plum',
            colour_code: '#8E4585',
            size,
            sku: `ANK-PLUM-${size}`,
            stock: 1,
            mrp: '2599',
            price: '2099',
          }),
        ]),
      ]),
      false,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(CatalogImportResponse.parse(created.json()).data).toMatchObject({ created: 1, skus: 4 });
    const [product] = await db.select().from(products).where(eq(products.title, 'Imported Anarkali'));
    expect(product?.sizes).toEqual(['S', 'M']);
    expect(product?.stockCount).toBe(4);
    expect(product?.images).toEqual([photo]);

    const updated = await importCsv(
      csvFile([
        header,
        row({
          sku: 'ANK-TEAL-S',
          colour: 'Teal',
          colour_code: '#008080',
          size: 'S',
          stock: 5,
          mrp: '2499',
          price: '1999.50',
        }),
      ]),
      false,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(CatalogImportResponse.parse(updated.json()).data).toMatchObject({ created: 0, updated: 1 });
    const [after] = await db
      .select()
      .from(products)
      .where(eq(products.id, product?.id ?? ''));
    expect(after?.stockCount).toBe(9);
    const [tealS] = await db.select().from(skus).where(eq(skus.code, 'ANK-TEAL-S'));
    expect(tealS?.stock).toBe(5);
  });

  it('loads 500 rows (100 products × 5 sizes) in one go within a few seconds, and shoppers see them', async () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    const rows = Array.from({ length: 100 }, (_, n) =>
      sizes.map((size, index) =>
        row({
          title: `Bulk Kurta ${n}`,
          category: 'kurtas',
          description: `Bulk kurta number ${n}.`,
          size,
          sku: `BULK-${n}-${size}`,
          stock: (n + index) % 4,
          mrp: 1000 + n,
          price: 900 + n,
        }),
      ),
    ).flat();
    const csv = csvFile([header, ...rows]);
    let started = performance.now();
    const check = CatalogImportResponse.parse((await importCsv(csv, true)).json()).data;
    expect(check).toMatchObject({ rows: 500, errorCount: 0, created: 100 });
    const checkSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const applied = await importCsv(csv, false);
    const applySeconds = (performance.now() - started) / 1000;
    expect(applied.statusCode, applied.body).toBe(200);
    // Well within a few seconds each on a quiet machine (about 0.1 s and 0.5 s); the bounds leave room for CI.
    expect(checkSeconds).toBeLessThan(3);
    expect(applySeconds).toBeLessThan(5);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.title} like 'Bulk Kurta %'`);
    expect(n).toBe(100);
    const listed = ProductCardListResponse.parse(
      (
        await app.inject({ method: 'GET', url: '/api/products?view=card&search=Bulk%20Kurta&limit=48' })
      ).json(),
    );
    expect(listed.data.length).toBeGreaterThan(24);
  });

  it('refuses a file without the columns, and staff only', async () => {
    const response = await importCsv('name,qty\nKurta,1\n', true);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ADMIN_MESSAGES.catalogImportHeader);
    const anonymous = await adminCall(app, undefined)('GET', '/api/admin/catalog/products.csv');
    expect(anonymous.statusCode).toBe(401);
  });
});
