/**
 * Puts the demo catalogue in a database and its images under `DATA_DIR/uploads/catalog/`. Ids are derived
 * from names and every insert skips rows that exist, so seeding twice changes nothing, not even stock that
 * orders have since taken.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { POSTER_SETS, rupeesToPaise, WELCOME_OFFER } from '@zari/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client.js';
import {
  categories,
  imageAssets,
  pincodes,
  posterSets,
  products,
  productVariants,
  promotions,
  skus,
} from '../schema/index.js';
import { categoryImage, posterImage, productImage } from './art/images.js';
import {
  DEMO_POSTERS,
  demoCategories,
  type PosterTarget,
  stableHash,
  VARIANT_SURCHARGE_RUPEES,
} from './catalog-data.js';
import { CATEGORY_TITLES_HI, POSTER_ALTS_HI, productTranslationsHi } from './catalog-data-hi.js';
import { DEMO_PHOTO_WIDTH, type DemoPhoto, writeDemoPhotos } from './demo-photos.js';
import { DEMO_CATEGORY_DISCLOSURES, demoProductDisclosures } from './disclosures-data.js';
import { DEMO_PINCODES } from './pincodes-data.js';
import { DEMO_CATEGORY_TAX } from './store-settings.js';

/** Bump when the art changes: uploads are cached as immutable, so new art needs new paths. */
const ART_VERSION = 'v2';
const CATALOG_PREFIX = `/uploads/catalog/${ART_VERSION}`;
/** The products' newest-first order interleaves categories, one minute apart, ending at this moment. */
const NEWEST_PRODUCT_AT = Date.parse('2026-11-01T10:00:00+05:30');

/**
 * A demo product's stock per SKU (colours × sizes): every size of every colour holds the catalogue's count, so
 * whichever colour and size a shopper (or a journey) picks is on the shelf; a product the catalogue lists at 0
 * is sold out in every size. `stock_count` is their sum. Sizes sold out one by one come from orders, as on a
 * real shelf (an earlier uneven split left the first size of some colours empty, and the journeys' bags short).
 */
function stockPerSku(total: number, cells: number): number[] {
  return Array.from({ length: cells }, () => total);
}

/** A UUID (version 5 layout) from a name: the same demo row gets the same id in every database. */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`zari-demo/${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The storefront path a banner opens; product links use the same ids the seed gives the products. */
function posterLink(target: PosterTarget): string {
  if ('category' in target) return `/category/${target.category}`;
  if ('product' in target)
    return `/product/${demoId(`product/${target.product.category}/${slugify(target.product.title)}`)}`;
  return target.path;
}

/**
 * Widths the demo's pictures are rasterised at, by what they are. Banners are drawn 1200–1600 px wide and
 * shown across a phone or a desktop's page, so they get every width of the ladder; a category tile is shown
 * at most ~200 px wide.
 */
const BANNER_PHOTO_WIDTH = 1440;
const CATEGORY_TILE_WIDTH = 320;

export function buildDemoCatalog() {
  // Every picture goes through the image pipeline like an owner's upload (demo-photos.ts): `name` becomes
  // `name-<width>.webp` and its smaller widths. Drawn as SVG and served as it is, a banner's text and prints
  // were laid out and painted on the phone's main thread, ~100 ms of a home page's blocking time.
  const photos: DemoPhoto[] = [];
  const photo = (name: string, svg: string, width = DEMO_PHOTO_WIDTH) => {
    const path = `${name}-${width}.webp`;
    photos.push({ path, svg, width });
    return path;
  };

  const plan = demoCategories();
  const categoryRows = plan.map((category, position) => ({
    id: demoId(`category/${category.slug}`),
    title: category.title,
    slug: category.slug,
    translations: { hi: { title: CATEGORY_TITLES_HI[category.slug] ?? category.title } },
    position,
    ...DEMO_CATEGORY_TAX[category.slug],
    disclosureDefaults: DEMO_CATEGORY_DISCLOSURES[category.slug] ?? {},
    image: photo(
      `${CATALOG_PREFIX}/categories/${category.slug}`,
      categoryImage(category.tile.kind, category.tile.colour.hex, category.tile.print),
      CATEGORY_TILE_WIDTH,
    ),
  }));

  // Round-robin over categories so the newest-first listing mixes kurtas, dresses, bags …
  const longest = Math.max(...plan.map((category) => category.products.length));
  const ordered = Array.from({ length: longest }, (_, index) =>
    plan.flatMap((category, categoryIndex) => {
      const product = category.products[index];
      return product ? [{ product, categoryIndex }] : [];
    }),
  ).flat();

  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const skuRows: (typeof skus.$inferInsert)[] = [];
  ordered.forEach(({ product, categoryIndex }, order) => {
    const category = plan[categoryIndex];
    if (!category) return;
    const slug = slugify(product.title);
    const folder = `${CATALOG_PREFIX}/products/${category.slug}/${slug}`;
    const id = demoId(`product/${category.slug}/${slug}`);
    const ratio = product.discountedRupees / product.amountRupees;
    productRows.push({
      id,
      title: product.title,
      description: product.description,
      categoryId: demoId(`category/${category.slug}`),
      amountPaise: rupeesToPaise(product.amountRupees),
      discountedPaise: rupeesToPaise(product.discountedRupees),
      images: [
        photo(
          `${folder}/lookbook`,
          productImage(product.kind, product.colours[0]?.hex ?? '#888888', product.print, 'lookbook'),
        ),
      ],
      sizes: [...product.sizes],
      // The sum of its SKUs (ADR 0023's invariant: the order statement takes from both, and a total below the
      // SKUs' would refuse an order with pieces on the shelf): each colour × size holds the catalogue's count.
      stockCount:
        product.stockCount * Math.max(product.colours.length, 1) * Math.max(product.sizes.length, 1),
      fastDelivery: product.fastDelivery,
      tag: product.tag,
      productInfo: product.productInfo,
      disclosures: demoProductDisclosures(category.slug, product.title),
      translations: productTranslationsHi(category, product),
      // Units sold: a stable spread, so "popular" has an order before real orders accumulate.
      popularity: stableHash(`popularity/${slug}`) % 500,
      createdAt: new Date(NEWEST_PRODUCT_AT - order * 60_000),
    });
    product.colours.forEach((colour, position) => {
      const colourSlug = slugify(colour.name);
      const amount = product.amountRupees + (VARIANT_SURCHARGE_RUPEES[position] ?? 0);
      const discounted = Math.round((amount * ratio) / 10) * 10 - 1;
      variantRows.push({
        id: demoId(`variant/${category.slug}/${slug}/${colourSlug}`),
        productId: id,
        colorCode: colour.hex,
        colorName: colour.name,
        pricePaise: rupeesToPaise(amount),
        discountedPricePaise: rupeesToPaise(position === 0 ? product.discountedRupees : discounted),
        position,
        images: (['front', 'detail'] as const).map((view) =>
          photo(
            `${folder}/${colourSlug}-${view}`,
            productImage(product.kind, colour.hex, product.print, view),
          ),
        ),
      });
    });
    const colourIds = product.colours.map((colour) =>
      demoId(`variant/${category.slug}/${slug}/${slugify(colour.name)}`),
    );
    const cells = (colourIds.length > 0 ? colourIds : [null]).flatMap((variantId) =>
      (product.sizes.length > 0 ? product.sizes : ['']).map((size) => ({ variantId, size })),
    );
    const stocks = stockPerSku(product.stockCount, cells.length);
    cells.forEach((cell, index) => {
      skuRows.push({
        id: demoId(`sku/${category.slug}/${slug}/${cell.variantId ?? ''}/${cell.size}`),
        productId: id,
        variantId: cell.variantId,
        size: cell.size,
        stock: stocks[index] ?? 0,
      });
    });
  });

  const posterRows = POSTER_SETS.map((name) => ({
    id: demoId(`poster/${name}`),
    name,
    images: DEMO_POSTERS[name].map((poster, index) =>
      photo(`${CATALOG_PREFIX}/posters/${name}-${index + 1}`, posterImage(poster), BANNER_PHOTO_WIDTH),
    ),
    links: DEMO_POSTERS[name].map((poster) => posterLink(poster.target)),
    translations: { hi: { alts: DEMO_POSTERS[name].map((_, index) => POSTER_ALTS_HI[name][index] ?? null) } },
  }));

  return {
    categories: categoryRows,
    products: productRows,
    variants: variantRows,
    skus: skuRows,
    posterSets: posterRows,
    photos,
  };
}

export type DemoCatalog = ReturnType<typeof buildDemoCatalog>;

export interface SeedCounts {
  categories: number;
  posterSets: number;
  products: number;
  variants: number;
  pincodes: number;
}

/** The serviceable pincodes; every deployment needs them, demo catalogue or not. Returns rows added. */
export async function seedPincodes(db: Executor): Promise<number> {
  const added = await db
    .insert(pincodes)
    .values([...DEMO_PINCODES])
    .onConflictDoNothing()
    .returning({ pincode: pincodes.pincode });
  return added.length;
}

/**
 * The welcome offer (issue 29: "EXTRA 25% OFF" on an account's first order), enabled with the contract's
 * defaults, unless a promotion with its code exists: run on every start like the pincodes, so a database
 * made before promotions gets it, and an owner's edits to its cap or minimum are never overwritten.
 */
export async function seedWelcomeOffer(db: Executor): Promise<number> {
  const added = await db
    .insert(promotions)
    .values({
      code: WELCOME_OFFER.code,
      label: WELCOME_OFFER.label,
      kind: WELCOME_OFFER.kind,
      value: WELCOME_OFFER.value,
      maxDiscountPaise: WELCOME_OFFER.maxDiscountPaise,
      minOrderPaise: WELCOME_OFFER.minOrderPaise,
      firstOrderOnly: WELCOME_OFFER.firstOrderOnly,
      active: WELCOME_OFFER.active,
    })
    .onConflictDoNothing({ target: promotions.code })
    .returning({ id: promotions.id });
  return added.length;
}

/** The whole demo catalogue and its images; returns how many rows were added (all zero the second time). */
export async function seedDemoCatalog(db: Database, options: { uploadsDir: string }): Promise<SeedCounts> {
  const demo = buildDemoCatalog();
  const photos = await writeDemoPhotos(options.uploadsDir, demo.photos);
  return db.transaction(async (tx) => {
    // writeDemoPhotos copied each photo's link-preview JPEG beside its renditions.
    await tx
      .insert(imageAssets)
      .values(photos.map((photo) => ({ ...photo, shareImage: true })))
      .onConflictDoNothing();
    const added = {
      categories: await tx
        .insert(categories)
        .values(demo.categories)
        .onConflictDoNothing()
        .returning({ id: categories.id }),
      posterSets: await tx
        .insert(posterSets)
        .values(demo.posterSets)
        .onConflictDoNothing()
        .returning({ id: posterSets.id }),
      products: await tx
        .insert(products)
        .values(demo.products)
        .onConflictDoNothing()
        .returning({ id: products.id }),
      variants: await tx
        .insert(productVariants)
        .values(demo.variants)
        .onConflictDoNothing()
        .returning({ id: productVariants.id }),
    };
    await tx.insert(skus).values(demo.skus).onConflictDoNothing();
    const pincodesAdded = await seedPincodes(tx);
    await seedWelcomeOffer(tx);
    return {
      categories: added.categories.length,
      posterSets: added.posterSets.length,
      products: added.products.length,
      variants: added.variants.length,
      pincodes: pincodesAdded,
    };
  });
}

/**
 * Issue 35: a demo catalogue seeded before it had Hindi gets it, on the rows that still have no translation
 * (an owner's own Hindi is never overwritten). Runs once: the first demo category then has its title.
 */
export async function seedDemoTranslations(db: Database, demo: DemoCatalog): Promise<void> {
  const untranslated = (table: typeof categories | typeof products | typeof posterSets, id: string) =>
    and(eq(table.id, id), sql`${table.translations} = '{}'::jsonb`);
  await db.transaction(async (tx) => {
    for (const row of demo.categories) {
      await tx
        .update(categories)
        .set({ translations: row.translations })
        .where(untranslated(categories, row.id));
    }
    for (const row of demo.products) {
      if (!row.id || !row.translations || Object.keys(row.translations).length === 0) continue;
      await tx.update(products).set({ translations: row.translations }).where(untranslated(products, row.id));
    }
    for (const row of demo.posterSets) {
      await tx
        .update(posterSets)
        .set({ translations: row.translations })
        .where(untranslated(posterSets, row.id));
    }
  });
}

export type FirstStartSeed = 'seeded' | 'images-restored' | 'skipped';

/**
 * At start-up: seed an empty database; when another instance seeded the shared database, restore the
 * images into this instance's own DATA_DIR; leave any other catalogue alone.
 */
export async function seedOnFirstStart(
  db: Database,
  options: { uploadsDir: string },
): Promise<FirstStartSeed> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count === 0) {
    await seedDemoCatalog(db, options);
    return 'seeded';
  }
  const demo = buildDemoCatalog();
  const first = demo.categories[0];
  const [demoCategory] = first
    ? await db
        .select({ id: categories.id, translations: categories.translations })
        .from(categories)
        .where(eq(categories.id, first.id))
        .limit(1)
    : [];
  if (demoCategory && Object.keys(demoCategory.translations).length === 0) {
    await seedDemoTranslations(db, demo);
  }
  if (demoCategory && !existsSync(join(options.uploadsDir, first?.image.replace(/^\/uploads\//, '') ?? ''))) {
    await writeDemoPhotos(options.uploadsDir, demo.photos);
    return 'images-restored';
  }
  return 'skipped';
}

/**
 * Demo rows seeded before they had disclosures (issue 34) get the demo's; a category or product whose
 * disclosures staff have set is left alone.
 */
export async function seedDemoDisclosures(db: Executor): Promise<void> {
  for (const [slug, defaults] of Object.entries(DEMO_CATEGORY_DISCLOSURES)) {
    await db
      .update(categories)
      .set({ disclosureDefaults: defaults })
      .where(sql`${categories.slug} = ${slug} AND ${categories.disclosureDefaults} = '{}'::jsonb`);
  }
  // From the plan, not buildDemoCatalog: no pictures drawn at every start.
  const rows = demoCategories().flatMap((category) =>
    category.products.map((product) => {
      const id = demoId(`product/${category.slug}/${slugify(product.title)}`);
      const disclosures = demoProductDisclosures(category.slug, product.title);
      return sql`(${id}::uuid, ${JSON.stringify(disclosures)}::jsonb)`;
    }),
  );
  await db.execute(sql`update ${products} p set disclosures = v.d from (values ${sql.join(rows, sql`, `)}) v(id, d)
    where p.id = v.id and p.disclosures = '{}'::jsonb`);
}
