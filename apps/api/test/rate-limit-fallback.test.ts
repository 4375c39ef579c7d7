/**
 * Redis configured but unreachable (issue 15, failure 2): rate limits count in this process, every call
 * answers without waiting on Redis, readiness says "degraded", and the warning is written once, not per call.
 */
import { describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/lib/rate-limit-counter.js';
import { useTestApp } from './helpers/app.js';

describe('rate limits with Redis unreachable', async () => {
  const logLines: string[] = [];
  // Nothing listens on port 1: every connection to "Redis" is refused.
  const { app } = await useTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '5' },
    deps: { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
  });

  it('answers browsing calls at once and still limits them, counted in memory', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 7; call++) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/categories' });
      expect(performance.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 300);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('reports Redis as degraded, and the instance as ready', async () => {
    // From another address: this one used up its limit above.
    const ready = await app.inject({ method: 'GET', url: '/api/ready', remoteAddress: '10.0.0.2' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.redis).toBe('degraded');
  });

  it('warns about Redis at most once a minute', () => {
    const warnings = logLines.filter((line) => line.includes('Redis unreachable'));
    expect(warnings).toHaveLength(1);
  });
});
