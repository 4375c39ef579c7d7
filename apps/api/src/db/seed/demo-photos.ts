/**
 * The demo catalogue's pictures (product photos, banners, category tiles) go through the image pipeline like
 * an owner's uploads (issue 14), so they carry media and the storefront sends them with `srcset` and `sizes`
 * too. The art is drawn as SVG, rasterised at each picture's width and processed; the output is kept in a cache every store on the
 * machine shares, keyed by the drawing and the pipeline's settings, so only the first seed on a machine pays
 * for encoding (later seeds, restores and the other instances of a cluster copy files).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type ImageMeta, imageRenditionPath, imageSharePath } from '@zari/contract';
import sharp from 'sharp';
import { PIPELINE_SETTINGS, processCatalogImage } from '../../modules/images/pipeline.js';

/**
 * Product art is drawn 800 px wide; 640 (widths 320, 480 and 640) covers a phone's full-width gallery and
 * keeps the first seed on a machine to seconds. AVIF is left out for the same reason: encoding it is the
 * slow part.
 */
export const DEMO_PHOTO_WIDTH = 640;
const ENCODING = { avif: false, pipeline: PIPELINE_SETTINGS };
/** Encodes at once: sharp spreads each over its own threads, so a few keep both cores busy. */
const CONCURRENCY = 4;

export const DEMO_PHOTO_CACHE_DIR = join(tmpdir(), 'zari-demo-photos');

export interface DemoPhoto {
  /** The widest WebP's public path, `/uploads/…-<width>.webp`, as the catalogue lists it. */
  path: string;
  svg: string;
  /** The width the drawing is rasterised at, the widest rendition. */
  width: number;
}

export interface StoredDemoPhoto extends ImageMeta {
  path: string;
  bytes: number;
}

/** Writes `data` so a reader never sees half of it, even with another process writing the same file. */
async function writeWhole(file: string, data: Buffer | string) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, data);
  await rename(partial, file);
}

interface CachedPhoto extends ImageMeta {
  bytes: number;
  files: { width: number; format: 'webp' | 'avif' }[];
}

/** The pipeline's output for one drawing, from the cache or encoded now (and cached). */
async function encodeCached({ svg, width: target }: DemoPhoto): Promise<{ key: string; photo: CachedPhoto }> {
  const key = createHash('sha256')
    .update(JSON.stringify([svg, target, ENCODING]))
    .digest('base64url')
    .slice(0, 32);
  const metaFile = join(DEMO_PHOTO_CACHE_DIR, `${key}.json`);
  try {
    return { key, photo: JSON.parse(await readFile(metaFile, 'utf8')) as CachedPhoto };
  } catch {
    // Not cached yet.
  }
  const drawing = sharp(Buffer.from(svg));
  const { width = target } = await drawing.metadata();
  const raster = await sharp(Buffer.from(svg), { density: (72 * target) / width })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const processed = await processCatalogImage(raster, { avif: ENCODING.avif });
  await Promise.all([
    ...processed.renditions.map((rendition) =>
      writeWhole(join(DEMO_PHOTO_CACHE_DIR, `${key}-${rendition.width}.${rendition.format}`), rendition.data),
    ),
    writeWhole(join(DEMO_PHOTO_CACHE_DIR, `${key}-share.jpg`), processed.share),
  ]);
  const photo: CachedPhoto = {
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
    avif: processed.avif,
    bytes:
      processed.renditions.reduce((total, rendition) => total + rendition.data.length, 0) +
      processed.share.length,
    files: processed.renditions.map(({ width: at, format }) => ({ width: at, format })),
  };
  // Written last: a drawing counts as cached only once all its files are.
  await writeWhole(metaFile, JSON.stringify(photo));
  return { key, photo };
}

/** Runs `work` on every item, CONCURRENCY at a time. */
async function forEachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < items.length; at = next++) await work(items[at] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Encodes every photo the cache lacks; test suites call it once up front, so their seeds only copy. */
export async function cacheDemoPhotos(photos: readonly DemoPhoto[]) {
  await mkdir(DEMO_PHOTO_CACHE_DIR, { recursive: true });
  await forEachLimited(photos, async (photo) => {
    await encodeCached(photo);
  });
}

/** Puts every rendition of the photos under `uploadsDir`; answers what the pipeline recorded of each. */
export async function writeDemoPhotos(uploadsDir: string, photos: readonly DemoPhoto[]) {
  await mkdir(DEMO_PHOTO_CACHE_DIR, { recursive: true });
  const stored: StoredDemoPhoto[] = [];
  await forEachLimited(photos, async (demoPhoto) => {
    const { path } = demoPhoto;
    const { key, photo } = await encodeCached(demoPhoto);
    const copy = async (cached: string, publicPath: string) => {
      const target = join(uploadsDir, publicPath.replace(/^\/uploads\//, ''));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(DEMO_PHOTO_CACHE_DIR, cached), target);
    };
    await Promise.all([
      ...photo.files.map(({ width, format }) =>
        copy(`${key}-${width}.${format}`, imageRenditionPath(path, width, format)),
      ),
      copy(`${key}-share.jpg`, imageSharePath(path)),
    ]);
    const { width, height, widths, avif, bytes } = photo;
    stored.push({ path, width, height, widths, avif, bytes });
  });
  return stored;
}
