/**
 * Issue 15, failure 4: the database goes away (`pg_ctlcluster stop -m immediate`). The process lives;
 * liveness stays 200 while readiness and every database route answer 503 (with Retry-After) within 2 s;
 * when the database returns the same process is ready again by itself. At start-up, an unreachable database
 * is one clear line naming the host (never the password), retried with backoff, then a non-zero exit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  clusterCtl,
  FAULTS_PG_PORT,
  freshDatabase,
  listening,
  recordFigure,
  runServerToExit,
  type ServerProcess,
  skipReason,
  spawnServer,
  startServer,
  status,
  waitFor,
} from './infra.js';

describe.skipIf(skipReason)('the database goes away and comes back', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('answers 503 while it is away and serves again after, in the same process', async () => {
    const url = await freshDatabase('zari_faults_down');
    const server = await startServer({ DATABASE_URL: url, SEED_DEMO_CATALOG: 'true' });
    servers.push(server);
    expect((await status(`${server.url}/api/ready`)).status).toBe(200);

    clusterCtl('stop');
    let restarted = false;
    try {
      const health = await status(`${server.url}/api/health`);
      const ready = await status(`${server.url}/api/ready`);
      const products = await status(`${server.url}/api/products`);
      expect(health.status).toBe(200);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body).message).toContain('database');
      expect(ready.ms).toBeLessThan(2000);
      expect(products.status).toBe(503);
      expect(products.headers.get('retry-after')).toBeTruthy();
      expect(products.ms).toBeLessThan(2000);

      // An instance starting now waits for the database instead of crashing.
      const waiting = spawnServer({ DATABASE_URL: url, DATABASE_STARTUP_TIMEOUT_SECONDS: '90' });
      servers.push(waiting);
      await waitFor('the start-up line', async () => /is unreachable/.test(waiting.output()), 60_000);
      const restartAt = performance.now();
      clusterCtl('start');
      restarted = true;
      const backAt = await waitFor(
        'ready again',
        async () => (await status(`${server.url}/api/ready`)).status === 200,
        30_000,
      );
      const lateUrl = await listening(waiting);
      expect((await status(`${lateUrl}/api/ready`)).status).toBe(200);
      expect(waiting.output()).toMatch(
        new RegExp(`Database at 127\\.0\\.0\\.1:${FAULTS_PG_PORT} is unreachable \\(ECONNREFUSED\\)`),
      );
      expect(server.alive()).toBe(true);
      expect((await status(`${server.url}/api/products`)).status).toBe(200);

      recordFigure(
        'database stopped (immediate)',
        'health / ready / products while down',
        `${health.status} / ${ready.status} / ${products.status}`,
      );
      recordFigure(
        'database stopped (immediate)',
        'slowest 503',
        `${Math.round(Math.max(ready.ms, products.ms))} ms`,
      );
      recordFigure(
        'database stopped (immediate)',
        'ready again after restart',
        `${((backAt - restartAt) / 1000).toFixed(1)} s`,
      );
      recordFigure('database stopped (immediate)', 'process alive', server.alive() ? 'yes' : 'NO');
    } finally {
      if (!restarted) clusterCtl('start');
    }
  });

  it('says at start-up, in one line without the password, that the database is unreachable, then exits 1', async () => {
    const run = await runServerToExit({
      DATABASE_URL: 'postgres://zari:hunter2-secret@127.0.0.1:1/zari',
      DATABASE_STARTUP_TIMEOUT_SECONDS: '3',
    });
    expect(run.code).toBe(1);
    expect(run.output).not.toContain('hunter2');
    expect(run.output).not.toMatch(/\n\s+at /); // no stack trace
    expect(run.output.trim().split('\n')).toEqual([
      'Database at 127.0.0.1:1 is unreachable (ECONNREFUSED); retrying for up to 3 s.',
      'Database at 127.0.0.1:1 still unreachable after 3 s (ECONNREFUSED); giving up.',
    ]);
    recordFigure('start-up, database unreachable', 'exit code / lines', `${run.code} / 2`);
    recordFigure('start-up, database unreachable', 'gave up after', `${(run.ms / 1000).toFixed(1)} s`);
  });

  it('refuses a RATE_LIMIT_WINDOW that is not a duration at start-up, naming it', async () => {
    const run = await runServerToExit({
      RATE_LIMIT_WINDOW: 'sometimes',
      DATA_DIR: '/tmp/zari-faults-config',
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain('RATE_LIMIT_WINDOW: must be');
  });
});
