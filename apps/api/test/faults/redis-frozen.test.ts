/**
 * Issue 27, finding 8: Redis frozen (SIGSTOP: the connection stays open, nothing answers) under load. Only the
 * requests in flight when the breaker opens wait the command timeout; the rest count in memory at once,
 * nothing answers 5xx, readiness says Redis is degraded while frozen and up within seconds of SIGCONT.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_PROBE_INTERVAL_MS } from '../../src/lib/rate-limit-counter.js';
import {
  FAULTS_REDIS_PORT,
  freshDatabase,
  type RunningServer,
  recordFigure,
  skipReason,
  startRedis,
  startServer,
  status,
  waitFor,
} from './infra.js';

const WORKERS = 4;

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Rate-limit counts Redis holds: grows only while the server counts there. */
function countedInRedis() {
  const cli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', String(FAULTS_REDIS_PORT), ...args], { encoding: 'utf8' }).trim();
  const keys = cli('--scan', '--pattern', 'zari-rl:*').split('\n').filter(Boolean);
  return keys.reduce((sum, key) => sum + Number(cli('get', key) || 0), 0);
}

describe.skipIf(skipReason)('Redis frozen under load', () => {
  let server: RunningServer | undefined;
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    redis?.kill('SIGCONT');
    await server?.stop();
    redis?.kill('SIGKILL');
  });

  it('costs one command timeout per request in flight, not per request, and readiness notices', async () => {
    const url = await freshDatabase('zari_faults_redis_frozen');
    redis = await startRedis();
    server = await startServer({
      DATABASE_URL: url,
      SEED_DEMO_CATALOG: 'true',
      REDIS_URL: `redis://127.0.0.1:${FAULTS_REDIS_PORT}`,
    });
    const base = server.url;
    const redisState = async () => {
      const ready = await status(`${base}/api/ready`);
      return { status: ready.status, redis: JSON.parse(ready.body).data.redis as string };
    };
    await waitFor('Redis in use', async () => (await redisState()).redis === 'up', 10_000);

    let serverErrors = 0;
    // WORKERS clients sending a browsing call each until both `calls` (per client) and `forMs` are done.
    const load = async (calls: number, forMs = 0) => {
      const times: number[] = [];
      const until = performance.now() + forMs;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          for (let call = 0; call < calls || performance.now() < until; call++) {
            const response = await status(`${base}/api/products?limit=8`);
            if (response.status >= 500) serverErrors += 1;
            times.push(response.ms);
          }
        }),
      );
      return times;
    };
    await load(10); // warm: the catalogue cache and the JIT
    const baseline = quantile(await load(50), 0.5);
    expect(countedInRedis()).toBeGreaterThan(0);

    redis.kill('SIGSTOP');
    const frozenAt = performance.now();
    // At least 200 calls, over several probe intervals: pings of a frozen Redis must cost requests nothing.
    const added = (await load(50, 4 * REDIS_PROBE_INTERVAL_MS)).map((ms) => ms - baseline);
    const readyWhileFrozen = await redisState();
    redis.kill('SIGCONT');
    const resumedAt = performance.now();
    await waitFor('Redis up again', async () => (await redisState()).redis === 'up', 5000);
    const upAfterMs = performance.now() - resumedAt;
    const before = countedInRedis();
    await load(5);
    const usedAgain = countedInRedis() - before;

    const median = quantile(added, 0.5);
    const p99 = quantile(added, 0.99);
    // Recorded first, so a failing run still prints what it measured.
    const scenario = 'Redis frozen (SIGSTOP) under load';
    recordFigure(scenario, 'requests while frozen / 5xx', `${added.length} / ${serverErrors}`);
    recordFigure(scenario, 'added latency median / p99', `${median.toFixed(1)} / ${p99.toFixed(1)} ms`);
    recordFigure(scenario, 'frozen for', `${Math.round(resumedAt - frozenAt)} ms`);
    recordFigure(
      scenario,
      'readiness while frozen',
      `${readyWhileFrozen.status}, redis ${readyWhileFrozen.redis}`,
    );
    recordFigure(scenario, 'readiness up after SIGCONT', `${Math.round(upAfterMs)} ms`);
    expect(server.alive()).toBe(true);
    expect(serverErrors).toBe(0);
    expect(median).toBeLessThan(20);
    expect(p99).toBeLessThan(250);
    expect(readyWhileFrozen).toEqual({ status: 200, redis: 'degraded' });
    expect(usedAgain).toBe(WORKERS * 5);
    expect(server.output().match(/Redis unreachable/g)?.length ?? 0).toBe(1);
  });
});
