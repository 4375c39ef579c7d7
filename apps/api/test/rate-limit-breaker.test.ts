/**
 * Redis frozen, not gone (issue 27, finding 8): the connection stays open and nothing answers, as under
 * SIGSTOP. The first command to time out opens the breaker; every later request counts in memory at once
 * instead of waiting out its own timeout, readiness says "degraded", and a background ping puts Redis back
 * in use within seconds of it answering again. A redis-server of this file's own, on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/lib/rate-limit-counter.js';
import { useTestApp } from './helpers/app.js';

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<{ child: ChildProcess; client: Redis }> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const client = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100 });
  client.on('error', () => {}); // refused until the server listens
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await client.ping().catch(() => false)) return { child, client };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

const port = await freePort();
const { child: redis, client } = await startRedis(port);
afterAll(() => {
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  client.disconnect();
});

function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

describe('rate limits with Redis frozen', async () => {
  const logLines: string[] = [];
  const { app } = await useTestApp({
    env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '100000' },
    deps: { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
  });
  const redisState = async () =>
    (await app.inject({ method: 'GET', url: '/api/ready' })).json().data.redis as string;
  const timed = async (count: number) => {
    const times: number[] = [];
    for (let call = 0; call < count; call++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
    }
    return times;
  };
  const countedInRedis = async () => {
    const keys = await client.keys('zari-rl:*');
    const values = keys.length > 0 ? await client.mget(keys) : [];
    return values.reduce((sum, value) => sum + Number(value ?? 0), 0);
  };
  let baselineMs = 0;

  beforeAll(async () => {
    for (let attempt = 0; attempt < 50 && (await redisState()) !== 'up'; attempt++) await sleep(100);
    baselineMs = quantile(await timed(50), 0.5);
  });

  it('counts in Redis while Redis answers', async () => {
    expect(await redisState()).toBe('up');
    const before = await countedInRedis();
    await timed(5);
    expect(await countedInRedis()).toBe(before + 5);
  });

  // 60 s: before the breaker, each of the 200 calls waited the whole timeout.
  it('waits out the timeout once, then counts in memory at once', { timeout: 60_000 }, async () => {
    redis.kill('SIGSTOP');
    try {
      const times = await timed(200);
      const added = times.map((ms) => ms - baselineMs);
      const slow = times.filter((ms) => ms >= REDIS_COMMAND_TIMEOUT_MS);
      console.log(
        `[frozen redis] baseline ${baselineMs.toFixed(1)} ms; added median ${quantile(added, 0.5).toFixed(1)} ms, p99 ${quantile(added, 0.99).toFixed(1)} ms, max ${Math.max(...added).toFixed(1)} ms; ${slow.length} of 200 waited the timeout`,
      );
      expect(quantile(added, 0.5)).toBeLessThan(20);
      expect(quantile(added, 0.99)).toBeLessThan(250);
      expect(slow.length).toBeLessThanOrEqual(2);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.redis).toBe('degraded');
    } finally {
      redis.kill('SIGCONT');
    }
  });

  it('goes back to Redis within seconds of it answering again', async () => {
    const started = performance.now();
    while ((await redisState()) !== 'up' && performance.now() - started < 5000) await sleep(100);
    console.log(`[frozen redis] up again ${Math.round(performance.now() - started)} ms after SIGCONT`);
    expect(await redisState()).toBe('up');
    const before = await countedInRedis();
    await timed(5);
    expect(await countedInRedis()).toBe(before + 5);
  });

  it('warns about Redis at most once a minute', () => {
    expect(logLines.filter((line) => line.includes('Redis unreachable'))).toHaveLength(1);
  });
});

describe('readiness with Redis frozen and no traffic', async () => {
  const { app } = await useTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });

  it('notices the freeze itself, within one command timeout', async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      if ((await app.inject({ method: 'GET', url: '/api/ready' })).json().data.redis === 'up') break;
      await sleep(100);
    }
    redis.kill('SIGSTOP');
    try {
      const started = performance.now();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(performance.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 200);
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.redis).toBe('degraded');
    } finally {
      redis.kill('SIGCONT');
    }
  });
});
