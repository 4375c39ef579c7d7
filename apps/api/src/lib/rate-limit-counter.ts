/**
 * Where the rate limits count: in Redis when REDIS_URL is set, so every instance shares one count, and in
 * this process while Redis is away (DESIGN §9: Redis is an optimisation). A request never fails because of
 * Redis, and a slow or frozen Redis (connection open, no answers) costs little: the first command that times
 * out or fails opens a breaker, every later request counts in memory at once, and a background ping every
 * REDIS_PROBE_INTERVAL_MS closes it when Redis answers again. So a freeze costs the requests in flight when it
 * began one REDIS_COMMAND_TIMEOUT_MS each, not every request for as long as it lasts.
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

/**
 * The most a rate-limited request waits for Redis before counting in memory instead. Redis answers in a
 * millisecond or two; a false alarm (an event-loop stall) only counts in memory until the next probe.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** How often an open breaker pings Redis to see whether it answers again. */
export const REDIS_PROBE_INTERVAL_MS = 1000;
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

export type RateLimitBackend = 'up' | 'degraded' | 'not configured';

export interface RateLimitCounter {
  /** For @fastify/rate-limit's `store` option; undefined counts in memory only (no REDIS_URL). */
  store: FastifyRateLimitStoreCtor | undefined;
  /**
   * Redis's state as readiness reports it: degraded while disconnected or the breaker is open, else a ping
   * (bounded by the command timeout) tells, so a freeze is noticed even with no traffic to trip the breaker.
   */
  status(): Promise<RateLimitBackend>;
  close(): Promise<void>;
}

export function createRateLimitCounter(options: {
  redisUrl: string | undefined;
  clock: Clock;
  warn: (details: { err?: unknown }, message: string) => void;
}): RateLimitCounter {
  const { redisUrl, clock, warn } = options;
  if (!redisUrl) return { store: undefined, status: async () => 'not configured', close: async () => {} };

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
  const breaker = createBreaker(redis, warnAtMostOncePerMinute);

  const fallbackStore = (
    shared: FastifyRateLimitStore,
    local: FastifyRateLimitStore,
  ): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      if (redis.status !== 'ready' || breaker.isOpen()) {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          breaker.open(error);
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
    status: async () => {
      if (redis.status !== 'ready' || breaker.isOpen()) return 'degraded';
      return (await breaker.ping()) ? 'up' : 'degraded';
    },
    close: async () => {
      breaker.stop();
      redis.disconnect();
    },
  };
}

/**
 * Open after a failed command: requests stop asking Redis until a ping answers within the command timeout
 * (ioredis's `commandTimeout` bounds pings too). The probe timer is unref'd, so it never keeps the process
 * alive, and one ping at a time is in flight however long Redis stays frozen.
 */
function createBreaker(redis: Redis, onOpen: (error: unknown) => void) {
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  let stopped = false;

  const ping = async () => {
    try {
      await redis.ping();
      return true;
    } catch (error) {
      open(error);
      return false;
    }
  };
  const close = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const open = (error: unknown) => {
    if (probe || stopped) return;
    onOpen(error);
    probe = setInterval(async () => {
      // Disconnected: ioredis reconnects by itself, and a ping would only fail at once.
      if (probing || redis.status !== 'ready') return;
      probing = true;
      if (await ping()) close();
      probing = false;
    }, REDIS_PROBE_INTERVAL_MS);
    probe.unref();
  };

  const stop = () => {
    // A ping still in flight when the app closes must not start the probe again.
    stopped = true;
    close();
  };

  return { isOpen: () => probe !== undefined, open, ping, stop };
}
