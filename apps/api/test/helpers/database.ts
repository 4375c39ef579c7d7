/**
 * A fresh database per test file (DESIGN §6): a new database on TEST_DATABASE_URL's server when set, else a
 * Testcontainers Postgres where Docker answers, else in-memory PGlite. Migrations run on it before use.
 */
import { createScratchDatabase } from '@zari/dev-tools';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';

export type TestDatabaseKind = 'TEST_DATABASE_URL' | 'testcontainers' | 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** The connection string of this file's own database (undefined for PGlite). */
  url: string | undefined;
  source: TestDatabaseKind;
  drop(): Promise<void>;
}

async function serverUrl(): Promise<{ url: string; source: TestDatabaseKind } | undefined> {
  if (process.env.TEST_DATABASE_URL)
    return { url: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL' };
  const fromContainer = process.env.ZARI_TESTCONTAINERS_URL;
  if (fromContainer) return { url: fromContainer, source: 'testcontainers' };
  return undefined;
}

export async function createTestDatabase(
  options: { poolMax?: number; statementTimeoutMs?: number } = {},
): Promise<TestDatabase> {
  const server = await serverUrl();
  if (!server) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    return { ...handle, url: undefined, source: 'pglite', drop: () => handle.close() };
  }
  const scratch = await createScratchDatabase(server.url, 'zari_test');
  const handle = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: 'memory://',
    poolMax: options.poolMax ?? 20,
    ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
    // Dropping the database at the end ends any connection still open; that is expected here.
    onConnectionError: () => undefined,
  });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    source: server.source,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}
