/**
 * One database handle for the whole app: Postgres through a `pg` Pool when DATABASE_URL is set, otherwise
 * PGlite (embedded Postgres) in DATA_DIR, so `pnpm start` needs nothing installed.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A function that may run inside a caller's transaction or on its own. */
export type Executor = Database | Transaction;

/**
 * A hand-written statement that Postgres parses and plans once per connection (a named prepared statement),
 * for hot paths where building SQL on every call costs more than running it. `$1…$n` take `params` in order;
 * it runs on the app's handle or in a transaction alike. PGlite runs it as a plain query.
 */
export function preparedStatement<Row>(name: string, text: string) {
  const count = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  const placeholders = Array.from({ length: count }, (_, index) => sql.placeholder(String(index)));
  // Bound once per handle (the pool) or transaction; Postgres keeps the plan per connection.
  const bound = new WeakMap<Executor, ReturnType<Executor['_']['session']['prepareQuery']>>();
  return async (db: Executor, params: readonly unknown[]): Promise<Row[]> => {
    let query = bound.get(db);
    if (!query) {
      query = db._.session.prepareQuery({ sql: text, params: placeholders }, undefined, name, false);
      bound.set(db, query);
    }
    const values = Object.fromEntries(params.map((value, index) => [String(index), value]));
    return ((await query.execute(values)) as { rows: Row[] }).rows;
  };
}

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Where the database lives, for log lines: host and port of DATABASE_URL (never its password), or a path. */
  location: string;
  /** Applies the committed migrations under the migration lock. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a Postgres advisory lock on one dedicated connection, so instances starting
   * together on one database migrate and seed one after another instead of racing (DESIGN §9).
   */
  withMigrationLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Connections of the pool, for metrics; undefined for PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

/** Extensions the migrations rely on (the products title search index); drizzle-kit does not emit these. */
const CREATE_EXTENSIONS = sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed 64-bit key; every Zari instance on a database takes the same one. */
const MIGRATION_LOCK_KEY = 7_234_501_977;

/** The newest committed migration's timestamp: drizzle records it as `created_at` when applying it. */
const HEAD_MIGRATION_MILLIS = Math.max(
  ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis),
);

async function applyPostgresMigrations(db: Database) {
  await db.execute(CREATE_EXTENSIONS);
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Whether every committed migration has been applied to `db` (readiness). */
export async function migrationsAtHead(db: Database): Promise<boolean> {
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return Number(result.rows[0]?.newest ?? 0) >= HEAD_MIGRATION_MILLIS;
  } catch (error) {
    // No migrations table yet: nothing applied.
    if ((error as { cause?: { code?: string } }).cause?.code === '42P01') return false;
    throw error;
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolMax?: number;
  /** How long a request waits for a connection before the API answers 503; bounds every route in an outage. */
  connectTimeoutMs?: number;
  /**
   * The longest a statement may run (a lock another connection holds, a slow plan) before Postgres cancels
   * it, and, a second later, the longest this process waits for any answer (a frozen server answers nothing):
   * either way the request answers 503 instead of hanging for the whole outage. Migrations are exempt.
   */
  statementTimeoutMs?: number;
  /** A connection the server dropped (restart, failover, pg_terminate_backend), idle or in use. */
  onConnectionError?: (error: Error) => void;
}

/** Another process (a running store, most likely) has the embedded database open. */
export class DatabaseInUseError extends Error {}

/** Embedded data folders this process has open, so it never opens one twice either. */
const claimedDataDirs = new Set<string>();

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would neither see the first's
 * writes nor be seen, and both would write its files. The opener records its pid in `pgdata.lock`; another
 * opener finding a live process there refuses. A lock left by a process that died (or by an earlier life of a
 * container, where the store is pid 1 again) is taken over. Returns the release for `close()`.
 */
function claimDataDir(location: string): () => void {
  const lockPath = `${location}.lock`;
  const mine = String(process.pid);
  const refuse = (pid: string) => {
    throw new DatabaseInUseError(
      `The embedded database in ${location} is open in process ${pid} (a running store?): stop it first, or use DATABASE_URL.`,
    );
  };
  if (claimedDataDirs.has(location)) refuse(mine);
  try {
    writeFileSync(lockPath, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readFileSync(lockPath, 'utf8').trim();
    if (holder !== mine && isAlive(Number(holder))) refuse(holder);
    writeFileSync(lockPath, mine);
  }
  claimedDataDirs.add(location);
  return () => {
    claimedDataDirs.delete(location);
    rmSync(lockPath, { force: true });
  };
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** The server cancels a statement at its timeout; its answer gets this long to arrive. */
const QUERY_TIMEOUT_GRACE_MS = 1000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS,
    });
    const onConnectionError = (error: Error) => options.onConnectionError?.(error);
    // An idle connection the server drops emits on the pool, which discards it.
    pool.on('error', onConnectionError);
    // A checked-out connection that loses its server between two queries of a transaction emits on the
    // client; unheard, that event would end the process. The query in flight fails, and the pool discards
    // the connection when it comes back unqueryable.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzlePg({ client: pool, schema });
    const url = new URL(options.databaseUrl);
    const withMigrationLock = async <T>(work: (db: Database) => Promise<T>) => {
      const client = await pool.connect();
      // A migration (an index over a large table) may take as long as it needs, on this connection only.
      const parameters = (client as unknown as { connectionParameters: { query_timeout?: number } })
        .connectionParameters;
      const queryTimeout = parameters.query_timeout;
      parameters.query_timeout = 0;
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePg({ client, schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        parameters.query_timeout = queryTimeout;
        // Back in the pool with the pool's statement timeout.
        await client.query('reset statement_timeout').then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
      }
    };
    return {
      db,
      kind: 'postgres',
      location: `${url.hostname}:${url.port || '5432'}`,
      migrate: () => withMigrationLock(applyPostgresMigrations),
      withMigrationLock,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let location = options.dataDir;
  let release = () => {};
  if (!location.startsWith('memory://')) {
    location = join(options.dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
    release = claimDataDir(location);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(location, { extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Database;
  // One process owns a PGlite directory, so there is nobody to race: the lock is the process itself.
  const withMigrationLock = <T>(work: (db: Database) => Promise<T>) => work(db);
  return {
    db,
    kind: 'pglite',
    location,
    migrate: async () => {
      await db.execute(CREATE_EXTENSIONS);
      await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    withMigrationLock,
    poolStats: () => undefined,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
