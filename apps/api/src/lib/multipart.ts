import { API_MESSAGES } from '@zari/contract';
import { AppError, BadRequestError, PayloadTooLargeError } from './errors.js';

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
