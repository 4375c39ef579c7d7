/** Errors a service throws; the error handler turns each into its status and `{ success: false, message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
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
