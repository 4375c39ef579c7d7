import { ADMIN_MESSAGES, API_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@zari/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequestError, PayloadTooLargeError } from './errors.js';

/** A photo route's body limit: room for the photo and the multipart framing around it. */
export const PHOTO_UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

/** The multipart parser's limits for a route taking one photo (`file`) and at most `fields` short text fields. */
export function photoUploadLimits(fields: number) {
  return {
    fieldNameSize: 100,
    fieldSize: 200,
    fields,
    files: 1,
    parts: fields + 1,
    fileSize: IMAGE_UPLOAD_MAX_BYTES,
    headerPairs: 20,
  };
}

/**
 * The photo a multipart request carries as `file`, and its text fields: no file (or an empty one) is
 * "image missing", a second file or one under another name a 400, a file over the limit "image too large".
 */
export async function readPhotoUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new BadRequestError(API_MESSAGES.badRequest);
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, ADMIN_MESSAGES.imageTooLarge);
  }
  if (!file || file.length === 0) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  return { file, fields };
}

/**
 * What a failed multipart read answers (issue 12: never a 500): our own refusals as they are; the parser's
 * size limits 413 with `tooLargeMessage`; no boundary, a cut-off body or bad part headers 400.
 */
export function multipartError(error: unknown, tooLargeMessage: string = API_MESSAGES.payloadTooLarge) {
  if (error instanceof AppError) return error;
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (statusCode === 413 || code === 'FST_REQ_FILE_TOO_LARGE')
    return new PayloadTooLargeError(tooLargeMessage);
  return new BadRequestError(API_MESSAGES.multipartInvalid);
}
