/**
 * Stores a catalogue image: processed by the pipeline, each rendition saved through the storage provider
 * under a name derived from the upload's bytes (so a name never changes meaning and may be cached forever),
 * and its metadata recorded for srcset and sizes.
 */
import { createHash } from 'node:crypto';
import { imageRenditionPath, type UploadedImage } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../providers/storage/index.js';
import { processCatalogImage } from './pipeline.js';
import { recordImageAsset } from './repository.js';

/** The folder under /uploads/ that holds pipeline output, served with immutable year-long caching. */
export const CATALOG_IMAGES_FOLDER = 'images';

export type ImagesService = ReturnType<typeof createImagesService>;

export function createImagesService(deps: { db: Database; storage: FileStorage }) {
  return {
    async store(bytes: Buffer): Promise<UploadedImage> {
      const image = await processCatalogImage(bytes);
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
      await recordImageAsset(deps.db, {
        path,
        width: image.width,
        height: image.height,
        widths: image.widths,
        avif: image.avif,
        bytes: image.renditions.reduce((total, rendition) => total + rendition.data.length, 0),
      });
      return { path, width: image.width, height: image.height, widths: image.widths, avif: image.avif };
    },
  };
}
