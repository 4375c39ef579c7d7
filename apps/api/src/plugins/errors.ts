/**
 * One error shape for the whole API: `{ success: false, message }` with the right status. Anything a client
 * sent wrong is a 4xx with a clear message; anything unexpected is logged with the request id and answered
 * with a generic 500, never a stack trace.
 */
import { API_MESSAGES } from '@zari/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors.js';

const SAFE_CLIENT_MESSAGES: Record<number, string> = {
  400: API_MESSAGES.badRequest,
  401: API_MESSAGES.unauthenticated,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  413: API_MESSAGES.payloadTooLarge,
  429: API_MESSAGES.tooManyRequests,
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'upstream failure');
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? API_MESSAGES.badRequest;
      const message = field && !detail.includes(field) ? `${field}: ${detail}` : detail;
      return reply.status(400).send({ success: false, message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: API_MESSAGES.internal });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit …).
      const message =
        status === 415 ? error.message : (SAFE_CLIENT_MESSAGES[status] ?? API_MESSAGES.badRequest);
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: API_MESSAGES.internal });
  });
}
