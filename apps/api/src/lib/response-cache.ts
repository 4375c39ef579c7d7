/**
 * A bounded cache of serialised GET answers for the catalogue and the rendered pages (DESIGN §8: catalogue
 * reads at a quarter of a bare route's throughput). Every instance keeps its own. An answer is kept until
 * what it shows changes (issue 36): every change drops the answers tagged with what it changed, on this
 * instance at once and on the others through the change bus (cache-bus.ts). While the bus is listening an
 * entry lives `maxAgeMs` (CATALOG_CACHE_MAX_AGE_MS, a backstop for a write path that forgets to invalidate);
 * while it is not, `ttlMs` (CATALOG_CACHE_TTL_MS), the lifetime every entry had before the bus. Orders always
 * check stock in Postgres.
 *
 * An answer read from the database while a change it shows was being dropped may be the old one: a fill
 * that started before the last invalidation of one of its tags (or before the last `clear`) is kept only
 * `ttlMs`, so a race heals as fast as it did before the bus.
 *
 * A busy answer is read again shortly before it expires: the first request in the last fifth of an entry's
 * life reads it anew while the others are still served the entry, which is still within its lifetime. So
 * under load no request waits on an expired entry's refill, and no answer is served past its lifetime.
 *
 * The cache holds at most `maxBytes` of answers (and `maxEntries` of them), the least recently used dropped
 * first (a hit moves its entry to the end, at most once a second); an answer larger than a quarter of that is
 * served but not kept, so no one answer empties the cache. Expired entries are dropped when read, when they
 * reach the front, or as the least recently used. No timer: an idle process holds at most the budget.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock.js';
import { isInternalRequest } from './internal-requests.js';

/**
 * On an answer to this process's own request (the storefront's render, `internal-requests.ts`) served from
 * or into the cache: the answer's tags, as JSON, so the page made from it is tagged with them even if the
 * answer is dropped before the render ends. Never on an answer to a shopper.
 */
export const CACHE_TAGS_HEADER = 'x-zari-cache-tags';

/** A cached answer as it is sent again. */
export interface CachedAnswer {
  body: string;
  /** JSON for the API's answers; the sitemap's are XML and robots.txt's text. */
  contentType: string;
  /**
   * The answer brotli-compressed, for one kept that way: a rendered page is kept only so (its `body` empty),
   * a tenth of its text's size, and goes out as it is kept to every browser that takes brotli.
   */
  brotli?: Buffer;
  cacheControl: string | undefined;
  /** What the answer depends on (`product:<id>`, …): invalidating a tag drops it. */
  tags: readonly string[];
}

interface Entry extends CachedAnswer {
  /** What the entry holds in memory, as `entryBytes` counts it. */
  bytes: number;
  expiresAt: number;
  /** When a hit last moved the entry to the end of the eviction order. */
  usedAt: number;
  /** From then on, the first request to see the entry reads the answer anew (`claimRefresh`). */
  refreshAt: number;
}

/** The share of an entry's life, at its end, in which a request refreshes it. */
const REFRESH_AHEAD_SHARE = 0.2;

/** A hit moves its entry to the end of the eviction order at most this often (a Map delete and set). */
const MOVE_AFTER_MS = 1000;

/** Tags whose last invalidation is remembered, for fills in flight; past this the record starts over. */
const TAG_RECORD_LIMIT = 20_000;

/** An answer larger than this share of the budget is not kept. */
const MAX_ENTRY_SHARE = 0.25;

/** Any character outside Latin-1 makes V8 hold the whole string at two bytes a character. */
const WIDE_CHARACTER = /[\u0100-\uffff]/;
const stringBytes = (text: string) => text.length * (WIDE_CHARACTER.test(text) ? 2 : 1);

/**
 * The memory an entry holds: its key, strings and bytes as V8 stores them, plus a little for the objects and
 * each tag's place in the tag index.
 */
function entryBytes(key: string, answer: CachedAnswer) {
  const strings = [key, answer.body, answer.contentType, answer.cacheControl ?? '', ...answer.tags];
  return strings.reduce(
    (total, text) => total + stringBytes(text),
    // A Buffer may be a view of a larger allocation, all of which it keeps.
    128 + 64 * answer.tags.length + (answer.brotli?.buffer.byteLength ?? 0),
  );
}

export interface ResponseCache {
  get(key: string): Entry | undefined;
  /**
   * The entry for `key` when it is live and not yet due for a refresh: what `serveFromCache` would send as
   * it is, so a reader in this process may take it without a request (the storefront's render).
   */
  fresh(key: string): Entry | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** Drops every entry carrying any of `tags`. */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  /**
   * Whether answers kept from now on live `maxAgeMs` (the change bus is listening: every change reaches this
   * instance) or only `ttlMs` (it is not).
   */
  setLongLived(longLived: boolean): void;
  /**
   * Single flight: the first caller to miss `key` gets `undefined` and must fill it (then `settle`); callers
   * missing it meanwhile get a promise of that fill, so N concurrent misses cost one database read.
   */
  joinFill(key: string): Promise<Entry | undefined> | undefined;
  /**
   * True when `entry` is due to be refreshed and no request is filling `key`: the caller reads the answer
   * anew and must `settle` it, while other callers are still served `entry`.
   */
  claimRefresh(key: string, entry: Entry): boolean;
  settle(key: string): void;
  /** The bytes the entries hold (`maxBytes` at most). */
  bytes(): number;
  /** The entries held, expired ones not yet swept included. */
  size(): number;
}

export function createResponseCache(options: {
  /** The lifetime of an entry while changes may reach this instance late; 0 turns the cache off. */
  ttlMs: number;
  /** The lifetime of an entry while every change reaches this instance (`setLongLived`); `ttlMs` if less. */
  maxAgeMs?: number;
  /** Whether entries start long-lived (a single process, whose every change is its own); false by default. */
  longLived?: boolean;
  maxEntries: number;
  /** The most the entries may hold in memory, in bytes (CATALOG_CACHE_MAX_BYTES). */
  maxBytes: number;
  clock: Clock;
}): ResponseCache {
  // A Map iterates in insertion order, and a hit moves its entry to the end: the first entry is the least
  // recently used.
  const entries = new Map<string, Entry>();
  let heldBytes = 0;
  const maxAgeMs = Math.max(options.maxAgeMs ?? options.ttlMs, options.ttlMs);
  let longLived = options.longLived ?? false;
  // Every invalidation and clear moves the epoch on; a fill remembers the epoch it started at, and an answer
  // whose tags were dropped since (or that started before `floor`, the last clear) is kept only `ttlMs`.
  let epoch = 0;
  let floor = 0;
  const droppedAt = new Map<string, number>();
  // The keys of the entries carrying each tag: an invalidation visits only those, not every entry.
  const keysByTag = new Map<string, Set<string>>();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const dropOldest = () => drop(entries.keys().next().value as string);
  const sweepExpired = (at: number) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > at) return;
      drop(key);
    }
  };
  const fills = new Map<string, { done: Promise<void>; finish: () => void; startedAt: number }>();
  const now = () => options.clock.now().getTime();
  const startFill = (key: string) => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    fills.set(key, { done, finish, startedAt: epoch });
  };
  /** Whether an answer filled since `startedAt` may show something dropped meanwhile. */
  const changedSince = (startedAt: number, tags: readonly string[]) =>
    startedAt < floor || tags.some((tag) => (droppedAt.get(tag) ?? -1) > startedAt);
  const get = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.expiresAt <= at) {
      drop(key);
      return undefined;
    }
    if (at - entry.usedAt >= MOVE_AFTER_MS) {
      entries.delete(key);
      entries.set(key, entry);
      entry.usedAt = at;
    }
    return entry;
  };
  return {
    get,
    fresh(key) {
      const entry = get(key);
      return entry && now() < entry.refreshAt ? entry : undefined;
    },
    set(key, answer) {
      if (options.ttlMs <= 0) return;
      const at = now();
      const startedAt = fills.get(key)?.startedAt ?? epoch;
      const lifeMs = longLived && !changedSince(startedAt, answer.tags) ? maxAgeMs : options.ttlMs;
      sweepExpired(at);
      // Deleted first, so the new answer goes to the end of the insertion order with its later expiry.
      drop(key);
      const bytes = entryBytes(key, answer);
      if (bytes > options.maxBytes * MAX_ENTRY_SHARE) return;
      while (
        entries.size > 0 &&
        (entries.size >= options.maxEntries || heldBytes + bytes > options.maxBytes)
      ) {
        dropOldest();
      }
      heldBytes += bytes;
      entries.set(key, {
        ...answer,
        bytes,
        expiresAt: at + lifeMs,
        usedAt: at,
        refreshAt: at + lifeMs * (1 - REFRESH_AHEAD_SHARE),
      });
      for (const tag of answer.tags) {
        const keys = keysByTag.get(tag);
        if (keys) keys.add(key);
        else keysByTag.set(tag, new Set([key]));
      }
    },
    invalidate(tags) {
      if (tags.length === 0) return;
      epoch++;
      if (droppedAt.size + tags.length > TAG_RECORD_LIMIT) {
        // Only fills in flight need the record; when there are some, each counts as changed.
        droppedAt.clear();
        if (fills.size > 0) floor = epoch;
      }
      for (const tag of tags) {
        droppedAt.set(tag, epoch);
        const keys = keysByTag.get(tag);
        if (keys) for (const key of [...keys]) drop(key);
      }
    },
    clear() {
      entries.clear();
      keysByTag.clear();
      heldBytes = 0;
      epoch++;
      floor = epoch;
      droppedAt.clear();
    },
    setLongLived(on) {
      longLived = on;
    },
    joinFill(key) {
      if (options.ttlMs <= 0) return undefined;
      const fill = fills.get(key);
      if (fill) return fill.done.then(() => this.get(key));
      startFill(key);
      return undefined;
    },
    claimRefresh(key, entry) {
      if (now() < entry.refreshAt || fills.has(key)) return false;
      startFill(key);
      return true;
    },
    settle(key) {
      fills.get(key)?.finish();
      fills.delete(key);
    },
    bytes: () => heldBytes,
    size: () => entries.size,
  };
}

const answerTags = new WeakMap<FastifyRequest, readonly string[]>();

/** Names what the answer to `request` depends on, so `ResponseCache.invalidate` drops it when that changes. */
export function tagCachedAnswer(request: FastifyRequest, tags: readonly string[]) {
  answerTags.set(request, tags);
}

/** Serves the GET routes of the plugin it is called in from `cache`, and fills it with their 200 answers. */
export function serveFromCache(app: FastifyInstance, cache: ResponseCache) {
  const filling = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    let hit = cache.get(request.url);
    if (hit && cache.claimRefresh(request.url, hit)) {
      filling.add(request);
      return;
    }
    if (!hit) {
      const fill = cache.joinFill(request.url);
      if (!fill) {
        filling.add(request);
        return;
      }
      // Another request is reading this answer from the database: share its result (or, if it failed, read).
      hit = await fill;
      if (!hit) return;
    }
    if (hit.cacheControl) reply.header('cache-control', hit.cacheControl);
    if (isInternalRequest(request)) reply.header(CACHE_TAGS_HEADER, JSON.stringify(hit.tags));
    reply.header('content-type', hit.contentType).header('x-cache', 'hit');
    return reply.send(hit.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (filling.has(request) && reply.statusCode === 200 && typeof payload === 'string') {
      const cacheControl = reply.getHeader('cache-control');
      const contentType = reply.getHeader('content-type');
      const tags = answerTags.get(request) ?? [];
      cache.set(request.url, {
        body: payload,
        contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
        cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
        tags,
      });
      if (isInternalRequest(request)) reply.header(CACHE_TAGS_HEADER, JSON.stringify(tags));
    }
    return payload;
  });
  // Whatever the answer (an error, an aborted request), the requests waiting on this fill go on.
  app.addHook('onResponse', async (request) => {
    if (filling.delete(request)) cache.settle(request.url);
  });
  app.addHook('onRequestAbort', async (request) => {
    if (filling.delete(request)) cache.settle(request.url);
  });
}
