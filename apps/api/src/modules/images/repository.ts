/** What the pipeline recorded about each stored image, by the path products, categories and banners list. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { imageAssets } from '../../db/schema/index.js';

/** The paths (the widest WebP) of recorded images not known to have their link-preview JPEG. */
export async function listImagesWithoutShareImage(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ path: imageAssets.path })
    .from(imageAssets)
    .where(eq(imageAssets.shareImage, false));
  return rows.map((row) => row.path);
}

export async function markShareImageStored(db: Executor, path: string) {
  await db.update(imageAssets).set({ shareImage: true }).where(eq(imageAssets.path, path));
}

export async function recordImageAsset(db: Executor, asset: typeof imageAssets.$inferInsert) {
  // The same bytes uploaded twice have the same name and the same renditions: the first record stands.
  await db.insert(imageAssets).values(asset).onConflictDoNothing();
}
