/**
 * Avatars arrive as data-URL strings (SPEC §7). The bytes decide what they are, not the declared type:
 * only JPEG, PNG and WebP, at most AVATAR_MAX_BYTES and AVATAR_MAX_SIDE_PX a side, re-encoded to a small
 * square WebP so no metadata (GPS position, camera) and no crafted payload survives.
 */
import { API_MESSAGES, AVATAR_MAX_BYTES, AVATAR_MAX_SIDE_PX } from '@zari/contract';
import sharp from 'sharp';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors.js';

/** Shown at most at 2× of a 96 px circle. */
const AVATAR_OUTPUT_PX = 256;

const DATA_URL_PREFIX = /^data:[\w.+/-]*(?:;[\w.+=-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The longest avatar data URL the multipart reader accepts whole: base64 of 1.5 × the limit, so a photo a
 * little over AVATAR_MAX_BYTES gets the precise "too large" answer; anything longer is cut off and refused.
 */
export const AVATAR_DATA_URL_MAX_CHARS = Math.ceil((AVATAR_MAX_BYTES * 1.5) / 3) * 4 + 100;

function isSupportedImage(bytes: Buffer) {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** Decodes, checks and re-encodes an avatar data URL; answers the WebP bytes to store. */
export async function normalizeAvatar(dataUrl: string): Promise<Buffer> {
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  if (!prefix) throw new BadRequestError(API_MESSAGES.invalidAvatar);
  const payload = dataUrl.slice(prefix[0].length);
  if (!BASE64.test(payload)) throw new BadRequestError(API_MESSAGES.invalidAvatar);
  if (Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0) > AVATAR_MAX_BYTES) {
    throw new PayloadTooLargeError(API_MESSAGES.avatarTooLarge);
  }
  const bytes = Buffer.from(payload, 'base64');
  if (!isSupportedImage(bytes)) throw new BadRequestError(API_MESSAGES.invalidAvatar);

  // The header alone gives the size, so an oversized image is refused before anything is decoded.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new BadRequestError(API_MESSAGES.invalidAvatar);
    });
  if (!metadata.width || !metadata.height) throw new BadRequestError(API_MESSAGES.invalidAvatar);
  if (metadata.width > AVATAR_MAX_SIDE_PX || metadata.height > AVATAR_MAX_SIDE_PX) {
    throw new PayloadTooLargeError(API_MESSAGES.avatarTooManyPixels);
  }

  return sharp(bytes, { failOn: 'error', limitInputPixels: AVATAR_MAX_SIDE_PX * AVATAR_MAX_SIDE_PX })
    .rotate()
    .resize(AVATAR_OUTPUT_PX, AVATAR_OUTPUT_PX, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw new BadRequestError(API_MESSAGES.invalidAvatar);
    });
}
