/**
 * A short-lived, bounded cache of serialised GET answers for the catalogue (DESIGN §8: catalogue reads at a
 * quarter of a bare route's throughput). Every instance keeps its own; entries live `ttlMs` at most, and the
 * instance that changes stock clears it at once, so a shopper sees stock at most `ttlMs` old on another
 * instance and never an order's own change late. Orders always check stock in Postgres.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.js';

interface Entry {
  body: string;
  cacheControl: string | undefined;
  expiresAt: number;
}

export interface ResponseCache {
  get(key: string): Entry | undefined;
  set(key: string, body: string, cacheControl: string | undefined): void;
  clear(): void;
}

export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  clock: Clock;
}): ResponseCache {
  const entries = new Map<string, Entry>();
  const now = () => options.clock.now().getTime();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, body, cacheControl) {
      if (options.ttlMs <= 0) return;
      // A Map iterates in insertion order: dropping the first key drops the oldest entry.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { body, cacheControl, expiresAt: now() + options.ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}

/** Serves the GET routes of the plugin it is called in from `cache`, and fills it with their 200 answers. */
export function serveFromCache(app: FastifyInstance, cache: ResponseCache) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const hit = cache.get(request.url);
    if (!hit) return;
    if (hit.cacheControl) reply.header('cache-control', hit.cacheControl);
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    return reply.send(hit.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      !reply.hasHeader('x-cache')
    ) {
      const cacheControl = reply.getHeader('cache-control');
      cache.set(request.url, payload, typeof cacheControl === 'string' ? cacheControl : undefined);
    }
    return payload;
  });
}
