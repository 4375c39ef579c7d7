/**
 * One error shape for the whole API: `{ success: false, message }` with the right status. Anything a client
 * sent wrong is a 4xx with a clear message; anything unexpected is logged with the request id and answered
 * with a generic 500, never a stack trace. A database that cannot be reached is a 503 with Retry-After.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  API_MESSAGES,
  type ApiMessageCode,
  apiMessageCode,
  INVALID_INPUT_CODE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@zari/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.js';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../lib/errors.js';

const SAFE_CLIENT_MESSAGES: Record<number, string> = {
  400: API_MESSAGES.badRequest,
  401: API_MESSAGES.unauthenticated,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  408: API_MESSAGES.requestTimeout,
  413: API_MESSAGES.payloadTooLarge,
  414: API_MESSAGES.urlTooLong,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.tooManyRequests,
  431: API_MESSAGES.headersTooLarge,
};

/** A client error of Fastify's or Node's own, as the envelope: its status and our message, never its input. */
function clientErrorBody(status: number) {
  const message = SAFE_CLIENT_MESSAGES[status] ?? API_MESSAGES.badRequest;
  return { success: false, message, code: apiMessageCode(message) } as const;
}

function isUncodedError(payload: unknown): payload is { success: false; message: string } {
  if (!payload || typeof payload !== 'object') return false;
  const body = payload as Record<string, unknown>;
  return (
    body.success === false &&
    typeof body.message === 'string' &&
    !('code' in body) &&
    Object.keys(body).length === 2
  );
}

/**
 * The envelope of an error: English `message` (SPEC §8) and its stable `code`, with `params` for a message
 * built from values. Text the contract does not hold gets the generic code of its status.
 */
function errorBody(message: string, status: number, code?: ApiMessageCode, params?: readonly unknown[]) {
  const known = code ?? apiMessageCode(message);
  return {
    success: false as const,
    message,
    code:
      known ??
      (status >= 500
        ? 'internal'
        : status === 400
          ? INVALID_INPUT_CODE
          : (apiMessageCode(SAFE_CLIENT_MESSAGES[status] ?? '') ?? INVALID_INPUT_CODE)),
    ...(known && params ? { params } : {}),
  };
}

/**
 * Fastify's `frameworkErrors` option: a URL it cannot decode (`/api/products/%`) or a path parameter over its
 * length limit is answered before routing, so the error handler never sees it.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(clientErrorBody(status));
}

const RAW_CLIENT_ERRORS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's parser refuses (timed out, headers too large,
 * malformed) never reaches Fastify, so the answer is written to the socket here, then the socket is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = RAW_CLIENT_ERRORS[error.code ?? ''] ?? 400;
  if (socket.writable) {
    const body = JSON.stringify(clientErrorBody(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerErrorHandling(app: FastifyInstance) {
  // An error envelope sent without the handler (the not-found handlers, a plugin's own answer) gets its code
  // too, so every `{ success: false, message }` the API sends names its message (issue 35).
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !isUncodedError(payload)) return payload;
    return errorBody(payload.message, reply.statusCode);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      // (A cast: with its field optional, TypeScript does not narrow a FastifyError to this class.)
      const busyFor =
        error instanceof ServiceUnavailableError
          ? (error as ServiceUnavailableError).retryAfterSeconds
          : undefined;
      if (busyFor !== undefined) reply.header('retry-after', String(busyFor));
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'upstream failure');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.message, error.statusCode, error.messageCode, error.messageParams));
    }
    if (isDatabaseUnavailable(error)) {
      // A lost connection is discarded by the pool; the next request gets a fresh one, so the client retries.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(API_MESSAGES.serviceUnavailable, 503));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? API_MESSAGES.badRequest;
      const message = field && !detail.includes(field) ? `${field}: ${detail}` : detail;
      // The contract's own sentence (an invalid phone, pincode …) keeps its code; anything else is invalidInput.
      return reply.status(400).send(errorBody(message, 400, apiMessageCode(detail) ?? INVALID_INPUT_CODE));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(API_MESSAGES.internal, 500));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit …).
      return reply.status(status).send(clientErrorBody(status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(API_MESSAGES.internal, 500));
  });
}
