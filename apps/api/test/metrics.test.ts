/**
 * Metrics on their own port and one log line per request (issue 15, failure 5).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics, serveMetrics } from '../src/lib/metrics.js';
import { useTestApp } from './helpers/app.js';

describe('metrics and request logs', async () => {
  const logLines: string[] = [];
  const metrics = createMetrics();
  const { app } = await useTestApp({
    deps: { metrics, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  });
  const server = await serveMetrics(metrics, { host: '127.0.0.1', port: 0 });
  afterAll(() => server.close());

  it('counts requests per route pattern and status on the metrics port, not the public one', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/products/not-an-id' });
    const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(text).toContain('zari_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toContain('zari_http_requests_total{method="GET",route="/api/products/:id",status="400"} 1');
    expect(text).toMatch(
      /zari_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"/,
    );
    expect(text).toContain('zari_nodejs_eventloop_lag_seconds');
    expect(text).toContain('zari_process_cpu_user_seconds_total');
    const publicMetrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(publicMetrics.body).not.toContain('zari_http_requests_total');
  });

  it('writes one info line per API request with method, route, status, ms and request id; files at debug', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/categories', headers: { 'x-request-id': 'req-42' } });
    await app.inject({ method: 'GET', url: '/uploads/catalog/none.svg' });
    await app.inject({ method: 'GET', url: '/assets/none.js' });
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-42',
      method: 'GET',
      route: '/api/categories',
      status: 200,
      msg: 'request',
    });
    expect(typeof lines[0]?.ms).toBe('number');
  });
});
