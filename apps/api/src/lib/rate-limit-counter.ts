/**
 * Where the rate limits count: in Redis when REDIS_URL is set, so every instance shares one count, and in
 * this process while Redis is away (DESIGN §9: Redis is an optimisation). A request never waits on a dead
 * Redis for longer than REDIS_COMMAND_TIMEOUT_MS, and never fails because of it.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Clock } from './clock.js';

// The plugin's own stores, so counting in either place follows its rules (windows, ban, backoff).
const require = createRequire(import.meta.url);
type StoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;

/** The most a rate-limited request waits for Redis before counting in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

export type RateLimitBackend = 'up' | 'degraded' | 'not configured';

export interface RateLimitCounter {
  /** For @fastify/rate-limit's `store` option; undefined counts in memory only (no REDIS_URL). */
  store: FastifyRateLimitStoreCtor | undefined;
  /** Redis's state as readiness reports it. */
  status(): RateLimitBackend;
  close(): Promise<void>;
}

export function createRateLimitCounter(options: {
  redisUrl: string | undefined;
  clock: Clock;
  warn: (details: { err?: unknown }, message: string) => void;
}): RateLimitCounter {
  const { redisUrl, clock, warn } = options;
  if (!redisUrl) return { store: undefined, status: () => 'not configured', close: async () => {} };

  const redis = new Redis(redisUrl, {
    // Commands fail at once while disconnected instead of queueing behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let lastWarningAt = Number.NEGATIVE_INFINITY;
  const warnAtMostOncePerMinute = (error: unknown) => {
    const now = clock.now().getTime();
    if (now - lastWarningAt < FALLBACK_WARNING_INTERVAL_MS) return;
    lastWarningAt = now;
    warn({ err: error }, 'Redis unreachable: rate limits are counted in this process until it returns');
  };
  // ioredis reports every failed reconnect here; the warning above is the one a reader needs.
  redis.on('error', warnAtMostOncePerMinute);

  const fallbackStore = (
    shared: FastifyRateLimitStore,
    local: FastifyRateLimitStore,
  ): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      if (redis.status !== 'ready') {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          warnAtMostOncePerMinute(error);
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child(routeOptions) {
      // The plugin merges its own settings into the route's options before asking for a child.
      const merged = routeOptions as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const continueExceeding = Boolean(merged.continueExceeding);
      const exponentialBackoff = Boolean(merged.exponentialBackoff);
      return fallbackStore(shared.child(routeOptions), new LocalStore(continueExceeding, exponentialBackoff));
    },
  });

  class FallbackStore {
    constructor(settings: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = Boolean(settings.continueExceeding);
      const exponentialBackoff = Boolean(settings.exponentialBackoff);
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs the store it is given.
      return fallbackStore(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'zari-rl:'),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  }

  return {
    store: FallbackStore as unknown as FastifyRateLimitStoreCtor,
    status: () => (redis.status === 'ready' ? 'up' : 'degraded'),
    close: async () => {
      redis.disconnect();
    },
  };
}
