/**
 * The catalogue's image pipeline (DESIGN §9 Images), for admin uploads and the demo seed alike. The bytes
 * decide what a file is (never its name or declared type); the header's size — pixels, and the memory its
 * decoding takes (pixels × channels × bytes per channel) — is checked before anything is decoded; the picture is turned upright by its EXIF orientation, stripped of every metadata block (GPS,
 * camera, thumbnails) by re-encoding, and written as WebP at each responsive width up to its own — and as
 * AVIF too when AVIF is clearly smaller — plus one JPEG for link previews (SHARE_IMAGE_SIZE).
 */
import {
  ADMIN_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_DECODED_BYTES,
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_WIDTHS,
  type ImageMeta,
  SHARE_IMAGE_SIZE,
} from '@zari/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors.js';

export interface Rendition {
  width: number;
  format: 'webp' | 'avif';
  data: Buffer;
}

export interface ProcessedImage extends ImageMeta {
  renditions: Rendition[];
  /** The link-preview JPEG, stored at imageSharePath. */
  share: Buffer;
}

/** AVIF is kept only when it saves at least this share of the WebP's bytes at the widest size. */
const AVIF_MIN_SAVING = 0.15;
const WEBP = { quality: 80 } as const;
const AVIF = { quality: 55, effort: 3 } as const;
/** Progressive mozjpeg at 80: a 1200×630 photo card in about 50–120 KB, well under what chat apps fetch. */
const SHARE_JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;
/** What a share picture's photo sits on where it does not fill the card (and what transparency becomes). */
const SHARE_BACKGROUND = '#ffffff';
/** What decides the output's bytes: files made under other settings are other files (demo-photos.ts). */
export const PIPELINE_SETTINGS = {
  widths: IMAGE_WIDTHS,
  webp: WEBP,
  avif: AVIF,
  avifMinSaving: AVIF_MIN_SAVING,
  share: { size: SHARE_IMAGE_SIZE, jpeg: SHARE_JPEG, background: SHARE_BACKGROUND },
};

/** The link-preview JPEG of an upright picture: the whole of it, fitted into SHARE_IMAGE_SIZE on white. */
export function encodeShareImage(upright: Sharp): Promise<Buffer> {
  return upright
    .clone()
    .flatten({ background: SHARE_BACKGROUND })
    .resize({ ...SHARE_IMAGE_SIZE, fit: 'contain', background: SHARE_BACKGROUND })
    .jpeg(SHARE_JPEG)
    .toBuffer();
}

/**
 * The link-preview JPEG of an image the pipeline stored before previews had one, from its widest WebP (already
 * upright and stripped).
 */
export function shareImageOfRendition(webp: Buffer): Promise<Buffer> {
  return encodeShareImage(sharp(webp, { failOn: 'error', limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS }));
}

/** JPEG, PNG, WebP or AVIF, by their first bytes. */
export function isCatalogImage(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  // An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF.
  const boxSize = bytes.length >= 8 ? bytes.readUInt32BE(0) : 0;
  const avif =
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    boxSize >= 16 &&
    boxSize <= Math.min(bytes.length, 256) &&
    /avi[fs]/.test(bytes.toString('latin1', 8, boxSize));
  return jpeg || png || webp || avif;
}

/** Bytes per channel of each sample format libvips decodes to (sharp's `depth`). */
const SAMPLE_BYTES: Record<NonNullable<Metadata['depth']>, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * The memory the decoded picture takes, from its header alone: a 16-bit PNG takes twice an 8-bit one of the
 * same size, which the pixel cap alone let through (issue 27). An unknown depth counts as the widest.
 */
export function decodedBytes(header: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>): number {
  const sampleBytes = header.depth ? (SAMPLE_BYTES[header.depth] ?? 16) : 16;
  return (header.width ?? 0) * (header.height ?? 0) * (header.channels ?? 4) * sampleBytes;
}

/** The widths to store: every standard width the picture covers, or its own width when it is smaller. */
export function renditionWidths(intrinsicWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= intrinsicWidth);
  return widths.length > 0 ? widths : [intrinsicWidth];
}

/** `avif: false` skips AVIF (and the time its encoder takes); by default AVIF is kept where it pays. */
export async function processCatalogImage(
  bytes: Buffer,
  options: { avif?: boolean } = {},
): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(ADMIN_MESSAGES.imageTooLarge);
  if (!isCatalogImage(bytes)) throw new BadRequestError(ADMIN_MESSAGES.imageNotAnImage);
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new BadRequestError(ADMIN_MESSAGES.imageNotAnImage);
    });
  if (!header.width || !header.height) throw new BadRequestError(ADMIN_MESSAGES.imageNotAnImage);
  if (header.width * header.height > IMAGE_UPLOAD_MAX_PIXELS) {
    throw new PayloadTooLargeError(ADMIN_MESSAGES.imageTooManyPixels);
  }
  if (decodedBytes(header) > IMAGE_UPLOAD_MAX_DECODED_BYTES) {
    throw new PayloadTooLargeError(ADMIN_MESSAGES.imageTooDeep);
  }
  // Rotated by EXIF, a portrait photo taken sideways is as wide as its header is tall.
  const uprightWidth = header.autoOrient?.width ?? header.width;
  const widths = renditionWidths(uprightWidth);

  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS }).rotate();
  const encode = (width: number, format: Rendition['format']) => {
    const resized = upright.clone().resize({ width, withoutEnlargement: true });
    return (format === 'webp' ? resized.webp(WEBP) : resized.avif(AVIF)).toBuffer({
      resolveWithObject: true,
    });
  };

  try {
    const webp = await Promise.all(widths.map((width) => encode(width, 'webp')));
    const widest = webp.at(-1);
    if (!widest) throw new BadRequestError(ADMIN_MESSAGES.imageNotAnImage);
    const widestWidth = widths.at(-1) as number;
    const widestAvif = options.avif === false ? undefined : await encode(widestWidth, 'avif');
    const avif =
      widestAvif !== undefined && widestAvif.data.length <= widest.data.length * (1 - AVIF_MIN_SAVING);
    const avifRest = avif ? await Promise.all(widths.slice(0, -1).map((width) => encode(width, 'avif'))) : [];
    const share = await encodeShareImage(upright);
    return {
      width: widest.info.width,
      height: widest.info.height,
      widths,
      avif,
      renditions: [
        ...webp.map((output, index) => ({
          width: widths[index] as number,
          format: 'webp' as const,
          data: output.data,
        })),
        ...(avif && widestAvif
          ? [...avifRest, widestAvif].map((output, index) => ({
              width: widths[index] as number,
              format: 'avif' as const,
              data: output.data,
            }))
          : []),
      ],
      share,
    };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    // A header that parses over a body that does not decode (truncated, corrupt, crafted).
    throw new BadRequestError(ADMIN_MESSAGES.imageNotAnImage);
  }
}
