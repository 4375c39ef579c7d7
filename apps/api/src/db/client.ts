/**
 * One database handle for the whole app: Postgres through a `pg` Pool when DATABASE_URL is set, otherwise
 * PGlite (embedded Postgres) in DATA_DIR, so `pnpm start` needs nothing installed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
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

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations rely on (the products title search index); drizzle-kit does not emit these. */
const CREATE_EXTENSIONS = sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolMax?: number;
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server drops (restart, failover) emits here; the pool replaces it on next use.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await db.execute(CREATE_EXTENSIONS);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      },
      close: () => pool.end(),
    };
  }
  let location = options.dataDir;
  if (!location.startsWith('memory://')) {
    location = join(options.dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await db.execute(CREATE_EXTENSIONS);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
  };
}
