/**
 * The demo store's seller (issue 30), the contract's DEMO_STORE_SETTINGS, as settings the owner replaces in the
 * back office; and the demo categories' HSN and tax class.
 */
import { DEMO_STORE_SETTINGS } from '@zari/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { categories, storeSettings } from '../schema/index.js';

/**
 * HSN and tax class of each demo category, for the owner to confirm. Garments of chapters 61/62 (women's
 * woven garments 6204, blouses 6206, other garments 6211), imitation jewellery 7117, bags 4202, footwear
 * 6404. Sarees are often classed as woven fabric (chapters 50–55, 5 % whatever the price): the owner's call.
 */
export const DEMO_CATEGORY_TAX: Readonly<Record<string, { hsn: string; taxClass: string }>> = {
  kurtas: { hsn: '6204', taxClass: 'apparel' },
  sarees: { hsn: '6211', taxClass: 'apparel' },
  dresses: { hsn: '6204', taxClass: 'apparel' },
  'tops-and-blouses': { hsn: '6206', taxClass: 'apparel' },
  lehengas: { hsn: '6204', taxClass: 'apparel' },
  'jeans-and-trousers': { hsn: '6204', taxClass: 'apparel' },
  jewellery: { hsn: '7117', taxClass: 'imitation-jewellery' },
  bags: { hsn: '4202', taxClass: 'bags' },
  footwear: { hsn: '6404', taxClass: 'footwear' },
};

/** The demo seller, once: an owner's saved settings are never overwritten. Returns whether it wrote them. */
export async function seedStoreSettings(db: Executor): Promise<boolean> {
  const added = await db
    .insert(storeSettings)
    .values({ id: 1, settings: DEMO_STORE_SETTINGS })
    .onConflictDoNothing()
    .returning({ id: storeSettings.id });
  return added.length > 0;
}

/** Demo categories seeded before they had tax fields get theirs; a category the owner classed is left alone. */
export async function seedDemoCategoryTax(db: Executor): Promise<void> {
  for (const [slug, tax] of Object.entries(DEMO_CATEGORY_TAX)) {
    await db
      .update(categories)
      .set(tax)
      .where(sql`${categories.slug} = ${slug} AND ${categories.hsn} IS NULL`);
  }
}
