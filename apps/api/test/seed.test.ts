/** The demo catalogue: migrations on an empty database, idempotent seeding, images, the PGlite default. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  disclosureProblems,
  imageRenditionPath,
  imageSharePath,
  PRODUCT_PAGE_SIZE_MAX,
  ROUTE_PATHS,
  resolveDisclosures,
} from '@zari/contract';
import { ProductListResponse } from '@zari/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import {
  categories,
  imageAssets,
  pincodes,
  posterSets,
  products,
  productVariants,
} from '../src/db/schema/index.js';
import {
  buildDemoCatalog,
  seedDemoCatalog,
  seedDemoDisclosures,
  seedOnFirstStart,
} from '../src/db/seed/seed.js';
import { createTestDatabase } from './helpers/database.js';

const folders: string[] = [];
async function tempDir() {
  const folder = await mkdtemp(join(tmpdir(), 'zari-seed-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Every catalogue row, as text, in a stable order: equal snapshots mean nothing changed. */
async function snapshot(db: Database) {
  const tables = [categories, posterSets, products, productVariants, pincodes];
  const dumps = await Promise.all(tables.map((table) => db.select().from(table)));
  return dumps.map((rows) => rows.map((row) => JSON.stringify(row)).sort());
}

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

describe('seeding', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.drop());
  const uploadsDir = join(await tempDir(), 'uploads');

  it('migrations create every catalogue table on an empty database, and running them again is a no-op', async () => {
    const counts = await Promise.all(
      [categories, posterSets, products, productVariants, pincodes].map(async (table) => {
        const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(table);
        return row?.count;
      }),
    );
    expect(counts).toEqual([0, 0, 0, 0, 0]);
    await database.migrate();
  });

  it('fills an empty database with the demo catalogue and writes its images', async () => {
    const added = await seedDemoCatalog(database.db, { uploadsDir });
    expect(added.categories).toBeGreaterThanOrEqual(8);
    expect(added.products).toBeGreaterThanOrEqual(80);
    expect(added.products).toBeLessThanOrEqual(PRODUCT_PAGE_SIZE_MAX);
    expect(added.variants).toBeGreaterThan(added.products);
    expect(added.posterSets).toBe(7);
    expect(added.pincodes).toBeGreaterThan(100);

    // Every picture (product photos, banners, category tiles) through the image pipeline, every width (and
    // the link-preview JPEG, so marked as made: the API's start has none to make) recorded and written.
    const demo = buildDemoCatalog();
    const assets = await database.db.select().from(imageAssets);
    const media = new Map(assets.map((asset) => [asset.path, asset]));
    const productImages = [...demo.products, ...demo.variants].flatMap((row) => row.images ?? []);
    for (const path of productImages) {
      expect(media.get(path), path).toMatchObject({
        width: 640,
        height: 800,
        widths: [320, 480, 640],
        shareImage: true,
      });
    }
    const heroBanner = demo.posterSets.find((set) => set.name === 'hero-banner')?.images[0] ?? '';
    expect(media.get(heroBanner), heroBanner).toMatchObject({
      width: 1440,
      height: 720,
      widths: [320, 480, 640, 960, 1440],
    });
    const categoryTile = demo.categories[0]?.image ?? '';
    expect(media.get(categoryTile), categoryTile).toMatchObject({ width: 320, height: 320, widths: [320] });
    const pictures = [
      ...productImages,
      ...demo.categories.map((category) => category.image),
      ...demo.posterSets.flatMap((set) => set.images),
    ];
    const referenced = new Set(
      pictures.flatMap((path) => [
        ...(media.get(path)?.widths ?? []).map((width) => imageRenditionPath(path, width)),
        imageSharePath(path),
      ]),
    );
    const written = listFiles(uploadsDir).map((path) => `/uploads${path.slice(uploadsDir.length)}`);
    expect(new Set(written)).toEqual(referenced);
    for (const path of listFiles(uploadsDir)) {
      const head = readFileSync(path).subarray(0, 120).toString('latin1');
      if (path.endsWith('.svg')) {
        expect(head).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox=/,
        );
      } else if (path.endsWith('-share.jpg')) {
        expect(head.slice(0, 3), path).toBe('\xff\xd8\xff');
      } else {
        expect(head.slice(0, 4) + head.slice(8, 12), path).toBe('RIFFWEBP');
      }
    }
  });

  it('links every banner to a seeded category, a seeded product or a page of the store', async () => {
    const catalog = buildDemoCatalog();
    const categorySlugs = new Set(catalog.categories.map((category) => category.slug));
    const productIds = new Set(catalog.products.map((product) => product.id));
    const pages = new Set(Object.values(ROUTE_PATHS));
    for (const poster of catalog.posterSets) {
      expect(poster.links, poster.name).toHaveLength(poster.images.length);
      for (const link of poster.links) {
        const [, kind, key] = link.split('/');
        if (kind === 'category') expect(categorySlugs, link).toContain(key);
        else if (kind === 'product') expect(productIds, link).toContain(key);
        else expect(pages, link).toContain(link);
      }
    }
  });

  it('changes nothing when run again, not even stock that orders took since', async () => {
    const [first] = await database.db.select().from(products).limit(1);
    if (!first) throw new Error('no products');
    await database.db.update(products).set({ stockCount: 1 }).where(eq(products.id, first.id));
    const before = await snapshot(database.db);

    const added = await seedDemoCatalog(database.db, { uploadsDir });
    expect(added).toEqual({ categories: 0, posterSets: 0, products: 0, variants: 0, pincodes: 0 });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it('declares complete disclosures for every demo product (issue 34), some of them imported bags', async () => {
    const rows = await database.db
      .select({
        title: products.title,
        own: products.disclosures,
        origin: products.origin,
        defaults: categories.disclosureDefaults,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const resolved = resolveDisclosures(row.own, row.defaults);
      expect(disclosureProblems(resolved), row.title).toEqual([]);
      expect(row.origin, row.title).toBe(resolved.countryOfOrigin);
    }
    const imported = rows.filter((row) => row.origin === 'CN');
    expect(imported.length).toBeGreaterThanOrEqual(2);
    expect(imported.every((row) => row.own.importMonth && row.own.importer)).toBe(true);
  });

  it('gives demo rows seeded before disclosures the demo’s, and leaves rows staff set alone', async () => {
    const [first, second] = await database.db.select().from(products).orderBy(products.id).limit(2);
    const firstId = first?.id ?? '';
    const secondId = second?.id ?? '';
    await database.db.update(products).set({ disclosures: {} }).where(eq(products.id, firstId));
    await database.db
      .update(products)
      .set({ disclosures: { packer: { name: 'Staff Packer', address: 'Pune 411001' } } })
      .where(eq(products.id, secondId));
    await database.db.update(categories).set({ disclosureDefaults: {} }).where(eq(categories.slug, 'kurtas'));
    await seedDemoDisclosures(database.db);
    const [restored] = await database.db.select().from(products).where(eq(products.id, firstId));
    expect(restored?.disclosures).toEqual(first?.disclosures);
    const [kept] = await database.db.select().from(products).where(eq(products.id, secondId));
    expect(kept?.disclosures).toEqual({ packer: { name: 'Staff Packer', address: 'Pune 411001' } });
    const [kurtas] = await database.db.select().from(categories).where(eq(categories.slug, 'kurtas'));
    expect(kurtas?.disclosureDefaults).toMatchObject({ countryOfOrigin: 'IN', netQuantity: '1 N' });
    await database.db
      .update(products)
      .set({ disclosures: second?.disclosures ?? {} })
      .where(eq(products.id, secondId));
  });

  it('builds the same catalogue every time, fast', () => {
    const started = performance.now();
    const first = buildDemoCatalog();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(buildDemoCatalog()).toEqual(first);
  });

  it('on a later start, leaves a seeded database alone and restores missing images', async () => {
    expect(await seedOnFirstStart(database.db, { uploadsDir })).toBe('skipped');
    const freshUploads = join(await tempDir(), 'uploads');
    expect(await seedOnFirstStart(database.db, { uploadsDir: freshUploads })).toBe('images-restored');
    expect(listFiles(freshUploads).sort()).toEqual(
      listFiles(uploadsDir)
        .map((path) => join(freshUploads, path.slice(uploadsDir.length)))
        .sort(),
    );
  });

  it('leaves a catalogue that is not the demo alone', async () => {
    const other = await createTestDatabase();
    try {
      await other.db
        .insert(categories)
        .values({ title: 'Shawls', slug: 'shawls', image: '/uploads/shawls.svg' });
      const otherUploads = join(await tempDir(), 'uploads');
      expect(await seedOnFirstStart(other.db, { uploadsDir: otherUploads })).toBe('skipped');
      expect(existsSync(otherUploads)).toBe(false);
      const [row] = await other.db.select({ count: sql<number>`count(*)::int` }).from(products);
      expect(row?.count).toBe(0);
    } finally {
      await other.drop();
    }
  });
});

describe('the embedded default (no DATABASE_URL)', () => {
  it('starts from an empty DATA_DIR, seeds once, and keeps its data across restarts', async () => {
    const dataDir = await tempDir();
    const uploadsDir = join(dataDir, 'uploads');

    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    await first.migrate();
    expect(await seedOnFirstStart(first.db, { uploadsDir })).toBe('seeded');
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db: first.db });
    const response = await app.inject({ method: 'GET', url: '/api/products?search=jhumka' });
    expect(response.statusCode).toBe(200);
    const found = ProductListResponse.parse(response.json()).data;
    expect(found.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: found[0]?.images[0] ?? '' })).statusCode).toBe(200);
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await seedOnFirstStart(second.db, { uploadsDir })).toBe('skipped');
    const [row] = await second.db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(row?.count).toBe(buildDemoCatalog().products.length);
    await second.close();
    // Two cold starts of embedded Postgres on disk: slow on a shared machine.
  }, 180_000);
});
