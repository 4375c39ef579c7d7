/**
 * Issue 27: with no statement timeout, a request waiting on a lock (or on a frozen server) waited as long as
 * the fault lasted. Now a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled and the request answers
 * 503, while the lock is still held; through HTTP on a real Postgres.
 */
import { API_PATHS } from '@zari/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the statement timeout', async () => {
  const database = await createTestDatabase({ statementTimeoutMs: 300 });
  const { app } = await useTestApp({ database });
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  afterAll(async () => {
    await holder.end();
    await database.drop();
  });

  it('answers 503 within about the timeout while another connection holds a lock the request needs', async () => {
    await holder.query('begin');
    await holder.query('lock table products in access exclusive mode');
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `${API_PATHS.products}?limit=8` });
    const ms = performance.now() - started;
    await holder.query('rollback');
    expect(response.statusCode).toBe(503);
    expect(ms).toBeLessThan(2000);
    const after = await app.inject({ method: 'GET', url: `${API_PATHS.products}?limit=8` });
    expect(after.statusCode).toBe(200);
  });

  it('cancels a statement that runs past it (pg_sleep), and the pool serves on', async () => {
    await expect(database.db.execute('select pg_sleep(2)' as never)).rejects.toThrow();
    const ready = await app.inject({ method: 'GET', url: API_PATHS.ready });
    expect(ready.statusCode).toBe(200);
  });
});
