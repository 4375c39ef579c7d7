/**
 * Stores a catalogue image: processed by the pipeline, each rendition saved through the storage provider
 * under a name derived from the upload's bytes (so a name never changes meaning and may be cached forever),
 * and its metadata recorded for srcset and sizes. Uploads are processed a few at a time (processing-slots.ts);
 * the demo seed calls the pipeline itself.
 */
import { createHash } from 'node:crypto';
import { imageRenditionPath, imageSharePath, type UploadedImage } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/index.js';
import { processCatalogImage, shareImageOfRendition } from './pipeline.js';
import { createProcessingSlots, type ProcessingSlots } from './processing-slots.js';
import { listImagesWithoutShareImage, markShareImageStored, recordImageAsset } from './repository.js';

/** The folder under /uploads/ that holds pipeline output, served with immutable year-long caching. */
export const CATALOG_IMAGES_FOLDER = 'images';

export type ImagesService = ReturnType<typeof createImagesService>;

export function createImagesService(deps: { db: Database; storage: FileStorage; slots?: ProcessingSlots }) {
  const slots = deps.slots ?? createProcessingSlots();
  return {
    async store(bytes: Buffer): Promise<UploadedImage> {
      const image = await slots.run(() => processCatalogImage(bytes));
      const name = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
      const saved = await Promise.all(
        image.renditions.map((rendition) =>
          deps.storage.save(
            CATALOG_IMAGES_FOLDER,
            `${name}-${rendition.width}.${rendition.format}`,
            rendition.data,
          ),
        ),
      );
      const path = imageRenditionPath(saved.find((file) => file.endsWith('.webp')) as string, image.width);
      await saveAt(deps.storage, imageSharePath(path), image.share);
      await recordImageAsset(deps.db, {
        path,
        width: image.width,
        height: image.height,
        widths: image.widths,
        avif: image.avif,
        shareImage: true,
        bytes:
          image.renditions.reduce((total, rendition) => total + rendition.data.length, 0) +
          image.share.length,
      });
      return { path, width: image.width, height: image.height, widths: image.widths, avif: image.avif };
    },

    /**
     * Makes the link-preview JPEG of every recorded image not marked as having one (stored before previews
     * had one), from its widest WebP; answers how many it made. The storefront's head points every recorded
     * image's preview at imageSharePath, so the API runs this once it listens, in the background: once every
     * image is marked, a start asks one query and touches no file.
     */
    async backfillShareImages(): Promise<{ made: number; failed: string[] }> {
      let made = 0;
      const failed: string[] = [];
      for (const path of await listImagesWithoutShareImage(deps.db)) {
        const sharePath = imageSharePath(path);
        try {
          // An image without pipeline renditions is its own preview; one made before the mark existed stays.
          if (sharePath !== path && !(await deps.storage.exists(sharePath))) {
            const widest = await deps.storage.read(path);
            if (!widest) throw new Error('no file');
            await saveAt(deps.storage, sharePath, await shareImageOfRendition(widest));
            made += 1;
          }
        } catch {
          // One missing or broken file leaves that preview as it was, not the others; the next start tries again.
          failed.push(path);
          continue;
        }
        await markShareImageStored(deps.db, path);
      }
      return { made, failed };
    },
  };
}

/** Saves bytes at a public path `/uploads/<folders…>/<name>` (the demo's photos sit a few folders deep). */
function saveAt(storage: FileStorage, publicPath: string, bytes: Buffer) {
  const relative = publicPath.replace(/^\/uploads\//, '');
  const slash = relative.lastIndexOf('/');
  if (relative === publicPath || slash < 1) throw new Error(`not an uploads path: ${publicPath}`);
  return storage.save(relative.slice(0, slash), relative.slice(slash + 1), bytes);
}
