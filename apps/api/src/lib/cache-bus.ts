/**
 * The catalogue cache's change bus (issue 36): every instance keeps catalogue answers and rendered pages until
 * what they show changes, so a change made through one instance must reach the caches of the others.
 *
 * `cache` is the instance's cache as every module uses it: `invalidate(tags)` and `clear()` drop the entries
 * here at once, as before, and queue what was dropped. One `pg_notify` on CHANNEL per COALESCE_MS window
 * carries the window's tags (deduplicated; "all" for a clear, or when they would pass MAX_PAYLOAD_BYTES) on
 * a pool connection of its own, never inside the caller's transaction: callers invalidate after their commit,
 * and a NOTIFY in an order's transaction would take Postgres's notify lock at its commit, serialising orders.
 *
 * Every instance LISTENs on a dedicated connection (a `pg` Client, not the pool) and drops what the others
 * dropped (its own messages, carrying its instance id, are ignored). Entries live long
 * (CATALOG_CACHE_MAX_AGE_MS) only while that connection listens: before it first does, and whenever it drops,
 * the cache is cleared and keeps entries only CATALOG_CACHE_TTL_MS, as before the bus; once it listens again
 * the cache is cleared once more (a change may have been missed meanwhile). It reconnects with backoff; no
 * request ever waits on it.
 *
 * Without a Postgres URL (PGlite, embedded: one process only) the bus is in-process: every write is this
 * process's, so nothing is sent and entries live long from the start.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.js';
import type { Metrics } from './metrics.js';
import type { ResponseCache } from './response-cache.js';

export const CACHE_BUS_CHANNEL = 'zari_catalog_cache';
/** The listener's application_name, so an operator (or a test) can find its backend in pg_stat_activity. */
export const CACHE_BUS_APPLICATION_NAME = 'zari-cache-bus';
/** Changes within this window go out as one notification. */
const COALESCE_MS = 20;
/** Postgres refuses payloads from 8,000 bytes; past this the message says "all" instead of the tags. */
const MAX_PAYLOAD_BYTES = 7000;
/** A notification that could not be sent is sent again (as "all") after this long. */
const RESEND_MS = 1000;
/**
 * The listener asks Postgres this often whether it is still there, and counts as lost when no answer comes
 * within HEARTBEAT_TIMEOUT_MS: a connection dropped silently (a failover, a NAT timeout) sends no error.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5000;

interface Message {
  /** The sending instance. */
  i: string;
  /** The tags it dropped; absent when it dropped everything (`all`). */
  t?: string[];
  all?: true;
}

export type CacheChange = readonly string[] | 'all';

/**
 * For a process that changes what the store shows outside any instance (a script such as settings:set): every
 * running instance drops its whole cache. A no-op on PGlite, which no store shares with a script while it runs.
 */
export async function announceChangeToInstances(database: { db: Database; kind: 'postgres' | 'pglite' }) {
  if (database.kind !== 'postgres') return;
  const message: Message = { i: `script-${randomUUID()}`, all: true };
  await database.db.execute(sql`select pg_notify(${CACHE_BUS_CHANNEL}, ${JSON.stringify(message)})`);
}

export interface CacheBus {
  /** The cache to use everywhere: what it drops, every other instance drops. */
  cache: ResponseCache;
  /** Starts listening (in the background: it returns at once). */
  start(): void;
  /** Whether every other instance's change reaches this one (always, in-process). */
  listening(): boolean;
  /** Sends what is queued now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createCacheBus(options: {
  /** The instance's own cache: created with `longLived: false` when a database URL is given. */
  cache: ResponseCache;
  db: Database;
  /** The Postgres to listen on; undefined for PGlite (in-process). */
  databaseUrl: string | undefined;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  metrics?: Pick<Metrics, 'cacheBusMessage' | 'cacheBusListening'>;
  /** What else to forget when another instance's change arrives, or everything was cleared. */
  onChange?: (change: CacheChange) => void;
  reconnectMs?: { min: number; max: number };
}): CacheBus {
  const { cache: local, db, log, metrics } = options;
  const instanceId = randomUUID();
  const reconnectMs = options.reconnectMs ?? { min: 250, max: 10_000 };
  const inProcess = options.databaseUrl === undefined;
  const onChange = options.onChange ?? (() => {});

  let pending = new Set<string>();
  let pendingAll = false;
  let flushTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedule = (delayMs: number) => {
    if (flushTimer || closed) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      void flush();
    }, delayMs);
  };
  const queue = (change: CacheChange) => {
    if (inProcess) return;
    if (change === 'all') pendingAll = true;
    else for (const tag of change) pending.add(tag);
    schedule(COALESCE_MS);
  };
  async function flush() {
    if (!pendingAll && pending.size === 0) return;
    let payload = JSON.stringify({ i: instanceId, t: [...pending] } satisfies Message);
    let kind: 'tags' | 'all' = 'tags';
    if (pendingAll || Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      payload = JSON.stringify({ i: instanceId, all: true } satisfies Message);
      kind = 'all';
    }
    const sentTags = pending;
    pending = new Set();
    pendingAll = false;
    try {
      await db.execute(sql`select pg_notify(${CACHE_BUS_CHANNEL}, ${payload})`);
      metrics?.cacheBusMessage('sent', kind);
    } catch (error) {
      // The others would keep what changed until their entries' backstop lifetime: tell them again, all.
      metrics?.cacheBusMessage('failed', kind);
      log.warn({ err: error, tags: sentTags.size }, 'cache bus: could not notify the other instances');
      pendingAll = true;
      schedule(RESEND_MS);
    }
  }

  // Everything but the two methods that drop answers is the local cache's own (looked up on it, not copied).
  const cache: ResponseCache = Object.assign(Object.create(local) as ResponseCache, {
    invalidate(tags: readonly string[]) {
      local.invalidate(tags);
      if (tags.length > 0) queue(tags);
    },
    clear() {
      local.clear();
      queue('all');
    },
  });

  /** Applies another instance's message. */
  function receive(payload: string | undefined) {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      log.warn({ payload: payload?.slice(0, 200) }, 'cache bus: unreadable notification ignored');
      return;
    }
    if (message.i === instanceId) return;
    if (message.all || !Array.isArray(message.t)) {
      local.clear();
      onChange('all');
      metrics?.cacheBusMessage('received', 'all');
      return;
    }
    const tags = message.t.filter((tag): tag is string => typeof tag === 'string');
    local.invalidate(tags);
    onChange(tags);
    metrics?.cacheBusMessage('received', 'tags');
  }

  let isListening = inProcess;
  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  /** Entries from now on live only CATALOG_CACHE_TTL_MS; what is kept may already miss a change. */
  function goDeaf(error: unknown) {
    const was = isListening;
    isListening = false;
    local.setLongLived(false);
    local.clear();
    onChange('all');
    metrics?.cacheBusListening(false);
    if (was) log.warn({ err: error }, 'cache bus: stopped listening; answers kept only CATALOG_CACHE_TTL_MS');
  }
  function goListening() {
    // Changes made while this instance was not listening were missed: start afresh.
    local.clear();
    local.setLongLived(true);
    onChange('all');
    isListening = true;
    attempt = 0;
    metrics?.cacheBusListening(true);
    log.info({ channel: CACHE_BUS_CHANNEL }, "cache bus: listening for other instances' catalogue changes");
  }
  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(reconnectMs.max, reconnectMs.min * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
  }
  async function connect() {
    if (closed) return;
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: CACHE_BUS_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5000,
    });
    let lost = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (heartbeat) clearInterval(heartbeat);
      if (client === connection) client = undefined;
      connection.end().catch(() => {});
      if (closed) return;
      goDeaf(error);
      scheduleReconnect();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost(new Error('listener connection ended')));
    connection.on('notification', (notification) => {
      if (notification.channel === CACHE_BUS_CHANNEL) receive(notification.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CACHE_BUS_CHANNEL}`);
    } catch (error) {
      if (attempt === 0 || attempt % 10 === 0)
        log.warn({ err: error }, 'cache bus: could not listen; retrying');
      onLost(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await connection.end().catch(() => {});
      return;
    }
    client = connection;
    goListening();
    heartbeat = setInterval(() => {
      const timeout = setTimeout(
        () => onLost(new Error('listener heartbeat timed out')),
        HEARTBEAT_TIMEOUT_MS,
      );
      connection.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (error: unknown) => {
          clearTimeout(timeout);
          onLost(error);
        },
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  if (!inProcess) {
    local.setLongLived(false);
    metrics?.cacheBusListening(false);
  } else {
    local.setLongLived(true);
  }

  return {
    cache,
    start() {
      if (!inProcess && !closed && !client && !reconnectTimer) void connect();
    },
    listening: () => isListening,
    flush: async () => {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = undefined;
      await flush();
    },
    async close() {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = undefined;
      // Closed first: a last notification that fails is not scheduled again.
      closed = true;
      await flush().catch(() => {});
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const connection = client;
      client = undefined;
      if (connection) await connection.end().catch(() => {});
    },
  };
}
