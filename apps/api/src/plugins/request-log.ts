/**
 * One log line per request, written when it is answered (method, route pattern, status, ms; pino adds the
 * request id), and the same figures into the request metrics. Static files log at debug: they were most of
 * the log and tell an operator little.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.js';

const STATIC_PREFIXES = ['/assets/', '/uploads/'];

export function registerRequestLog(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    metrics.httpRequest(request.method, route, reply.statusCode, ms / 1000);
    const isStatic = STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const line = { method: request.method, route, status: reply.statusCode, ms: Math.round(ms * 10) / 10 };
    if (isStatic) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}
