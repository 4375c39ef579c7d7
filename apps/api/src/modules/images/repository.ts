/** What the pipeline recorded about each stored image, by the path products, categories and banners list. */
import type { Executor } from '../../db/client.js';
import { imageAssets } from '../../db/schema/index.js';

/** Every recorded image's path (the widest WebP). */
export async function listImageAssetPaths(db: Executor): Promise<string[]> {
  const rows = await db.select({ path: imageAssets.path }).from(imageAssets);
  return rows.map((row) => row.path);
}

export async function recordImageAsset(db: Executor, asset: typeof imageAssets.$inferInsert) {
  // The same bytes uploaded twice have the same name and the same renditions: the first record stands.
  await db.insert(imageAssets).values(asset).onConflictDoNothing();
}
