/**
 * Liveness, readiness and a database that cannot be reached (issue 15, failure 4): health never touches the
 * database, readiness names the failed check, and every route answers 503 with Retry-After, not 500.
 */
import { API_MESSAGES, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@zari/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { useTestApp } from './helpers/app.js';

describe('health and readiness with the database up', async () => {
  const { app, db } = await useTestApp();

  it('answers liveness and readiness, with every check named', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      data: { database: 'up', migrations: 'at head', redis: 'not configured' },
    });
  });

  it('is not ready while a migration is missing', async () => {
    const applied = await db.execute(sql`select * from drizzle.__drizzle_migrations`);
    await db.execute(sql`delete from drizzle.__drizzle_migrations`);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        code: 'notReady',
        params: [['migrations behind']],
        message: API_MESSAGES.notReady(['migrations behind']),
      });
    } finally {
      for (const row of applied.rows as { id: number; hash: string; created_at: string }[]) {
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
    }
  });
});

describe('with the database unreachable', async () => {
  // Nothing listens on port 1: every connection is refused, as when the server is down.
  const unreachable = await openDatabase({
    databaseUrl: 'postgres://postgres:secret@127.0.0.1:1/zari',
    dataDir: 'memory://',
    connectTimeoutMs: 2000,
  });
  const { app } = await useTestApp({ deps: { db: unreachable.db } });
  afterAll(() => unreachable.close());

  it('stays alive: liveness answers without the database', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('is not ready, naming the database', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      success: false,
      code: 'notReady',
      params: [['database unreachable']],
      message: API_MESSAGES.notReady(['database unreachable']),
    });
  });

  it('answers every database route 503 with Retry-After within 2 s, never 500', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/categories' },
      { method: 'GET' as const, url: '/api/products' },
      { method: 'GET' as const, url: '/api/products/8a6e0804-2bd0-4672-b79f-d97a2e9ba0b5' },
      { method: 'POST' as const, url: '/api/pincodes/check', payload: { pincode: '560025' } },
      // A session is looked up in the database.
      { method: 'GET' as const, url: '/api/users/me', headers: { cookie: 'zari_session=abc' } },
    ];
    for (const request of requests) {
      const started = performance.now();
      const response = await app.inject(request);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.serviceUnavailable,
      });
    }
  });
});
