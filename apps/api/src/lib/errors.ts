import type { ApiMessageCode, ApiMessageParams } from '@zari/contract';

/**
 * Errors a service throws; the error handler turns each into its status and `{ success: false, message, code }`.
 * A fixed message finds its code by its text; a message built from values names its code and values with
 * `withCode`, so the storefront can build it in the shopper's language (issue 35).
 */
export class AppError extends Error {
  messageCode?: ApiMessageCode;
  messageParams?: ApiMessageParams;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Names the contract message an error carries: `throw withCode(new ConflictError(text), 'sizeShort', [t, s, n])`. */
export function withCode<E extends AppError>(error: E, code: ApiMessageCode, params?: ApiMessageParams): E {
  error.messageCode = code;
  if (params) error.messageParams = params;
  return error;
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
export class BadGatewayError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
export class ServiceUnavailableError extends AppError {
  /** `retryAfterSeconds`, when known, is sent as Retry-After. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(503, message);
  }
}
