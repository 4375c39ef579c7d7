/**
 * Real-user speed (issue 36): the storefront's beacon is validated by the contract, counted in the Prometheus
 * histograms of its route template and device class and, in batches, in the hourly rows the back office's
 * Speed panel reads its p75 from; staff and owners read the panel, shoppers do not.
 */
import { ADMIN_MESSAGES, API_MESSAGES, type RumBeacon, type SpeedReport } from '@zari/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics, serveMetrics } from '../src/lib/metrics.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { signInShopper, signInStaff } from './helpers/session.js';

describe('real-user speed', async () => {
  const metrics = createMetrics();
  const clock = fakeClock(new Date('2026-11-20T10:30:00Z'));
  const { app, db, config } = await useTestApp({
    clock,
    deps: { metrics },
    env: { RUM_RATE_LIMIT_MAX: '5', RUM_FLUSH_MS: '60000' },
  });
  const server = await serveMetrics(metrics, { host: '127.0.0.1', port: 0 });
  afterAll(() => server.close());
  const staff = await signInStaff(db, config, 'staff');
  const owner = await signInStaff(db, config, 'owner');
  const shopper = await signInShopper(db, config);

  let client = 0;
  /** Each call from its own client address unless one is given, so only the rate-limit test meets the limit. */
  const beacon = (body: unknown, options: { type?: string; address?: string; origin?: string } = {}) => {
    client += 1;
    return app.inject({
      method: 'POST',
      url: '/api/rum',
      remoteAddress: options.address ?? `10.0.${Math.floor(client / 250)}.${client % 250}`,
      headers: {
        'content-type': options.type ?? 'text/plain;charset=UTF-8',
        ...(options.origin ? { origin: options.origin } : {}),
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  };
  const speed = (window: string, cookie = staff.cookie) =>
    app.inject({ method: 'GET', url: `/api/admin/speed?window=${window}`, headers: { cookie } });
  const metricsText = async () => (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();

  const productBeacon: RumBeacon = {
    route: '/product/:id',
    device: 'phone-low',
    connection: '3g',
    metrics: [
      { name: 'LCP', value: 2100 },
      { name: 'CLS', value: 0.02 },
      { name: 'FWT', value: 2700 },
    ],
  };

  it('takes a text/plain beacon (sendBeacon’s string) with 204 and counts it in the histograms at once', async () => {
    const answer = await beacon(productBeacon);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const text = await metricsText();
    expect(text).toContain('zari_rum_lcp_seconds_bucket{le="2.5",route="/product/:id",device="phone-low"} 1');
    expect(text).toContain('zari_rum_lcp_seconds_bucket{le="2",route="/product/:id",device="phone-low"} 0');
    expect(text).toContain('zari_rum_cls_bucket{le="0.025",route="/product/:id",device="phone-low"} 1');
    expect(text).toContain(
      'zari_rum_first_working_tap_seconds_bucket{le="3",route="/product/:id",device="phone-low"} 1',
    );
    expect(text).toContain('zari_rum_beacons_total{connection="3g"} 1');
  });

  it('takes a JSON beacon too', async () => {
    const answer = await beacon(
      { route: '/', device: 'desktop', connection: 'unknown', metrics: [{ name: 'TTFB', value: 120 }] },
      { type: 'application/json' },
    );
    expect(answer.statusCode).toBe(204);
    expect(await metricsText()).toContain('zari_rum_ttfb_seconds_count{route="/",device="desktop"} 1');
  });

  it('writes the samples to the hourly rows in one batch, not a write per beacon', async () => {
    const rowsNow = async () =>
      (
        await db.execute<{ metric: string; bucket: number; count: string }>(
          sql`select metric, bucket, count::text from rum_buckets where route = '/product/:id' order by metric`,
        )
      ).rows;
    expect(await rowsNow()).toEqual([]);
    expect(app.rum.pending()).toBe(4);
    await app.rum.flush();
    expect(app.rum.pending()).toBe(0);
    expect(await rowsNow()).toEqual([
      { metric: 'CLS', bucket: 1, count: '1' },
      { metric: 'FWT', bucket: 5, count: '1' },
      { metric: 'LCP', bucket: 4, count: '1' },
    ]);
    // A second flush adds to the same hour's rows.
    expect((await beacon(productBeacon)).statusCode).toBe(204);
    await app.rum.flush();
    expect((await rowsNow()).map((row) => row.count)).toEqual(['2', '2', '2']);
  });

  it.each([
    ['not JSON', 'LCP=2100', API_MESSAGES.rumNotJson],
    ['a JSON array', [], API_MESSAGES.rumNotJson],
    ['a URL, not a route template', { ...productBeacon, route: '/product/42' }, API_MESSAGES.rumUnknownRoute],
    [
      'an unknown metric',
      { ...productBeacon, metrics: [{ name: 'FID', value: 20 }] },
      API_MESSAGES.rumUnknownMetric,
    ],
    [
      'a value out of range',
      { ...productBeacon, metrics: [{ name: 'LCP', value: 1e9 }] },
      API_MESSAGES.rumValueOutOfRange,
    ],
    ['an unknown device', { ...productBeacon, device: 'watch' }, API_MESSAGES.rumUnknownDevice],
    ['no metrics', { ...productBeacon, metrics: [] }, API_MESSAGES.rumNoMetrics],
  ])('refuses %s with 400 and the contract’s message, counting nothing', async (_, body, message) => {
    const before = app.rum.pending();
    const answer = await beacon(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, code: expect.any(String), message });
    expect(app.rum.pending()).toBe(before);
  });

  it('refuses a beacon from another site (the Origin rule) and a body over 4 KiB', async () => {
    const foreign = await beacon(productBeacon, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.crossOrigin,
    });
    const large = await beacon(`${JSON.stringify(productBeacon)}${' '.repeat(5000)}`);
    expect(large.statusCode).toBe(413);
  });

  it('limits one client to RUM_RATE_LIMIT_MAX beacons a window (429), others unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await beacon(productBeacon, { address: '10.9.9.9' })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const limited = await beacon(productBeacon, { address: '10.9.9.9' });
    expect(limited.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.tooManyRequests,
    });
    expect((await beacon(productBeacon)).statusCode).toBe(204);
  });

  describe('the Speed panel', () => {
    it('answers p75 per route and overall from the stored buckets, within the window', async () => {
      await db.execute(sql`delete from rum_buckets`);
      await app.rum.flush();
      await db.execute(sql`delete from rum_buckets`);
      // Home, on phones: LCP 1200, 1400, 2200, 2400 (rank 3: the first of two in (2000, 2500], 2250); INP 180 × 4.
      for (const lcp of [1200, 1400, 2200, 2400]) {
        expect(
          (
            await beacon({
              route: '/',
              device: 'phone',
              connection: '4g',
              metrics: [
                { name: 'LCP', value: lcp },
                { name: 'INP', value: 180 },
              ],
            })
          ).statusCode,
        ).toBe(204);
      }
      // A category page, on desktop: LCP 4500 (poor).
      await beacon({
        route: '/category/:slug',
        device: 'desktop',
        connection: '4g',
        metrics: [{ name: 'LCP', value: 4500 }],
      });
      // Two days ago: in 7d, not in 24h.
      await db.execute(sql`insert into rum_buckets (hour, route, device, metric, bucket, count)
        values ('2026-11-18T09:00:00Z', '/', 'phone', 'CLS', 5, 3)`);

      const day = await speed('24h');
      expect(day.statusCode).toBe(200);
      const report = day.json().data as SpeedReport;
      expect(report.window).toBe('24h');
      expect(report.routes.map((row) => row.route)).toEqual(['/', '/category/:slug']);
      const home = report.routes[0]!.metrics;
      expect(home.LCP).toEqual({ p75: 2250, samples: 4 });
      // Four in (150, 200]: p75 is 3/4 into it.
      expect(home.INP).toEqual({ p75: 187.5, samples: 4 });
      expect(home.CLS).toEqual({ p75: null, samples: 0 });
      // One LCP in (4000, 6000]: 3/4 into it.
      expect(report.routes[1]!.metrics.LCP).toEqual({ p75: 5500, samples: 1 });
      // Every page: 5 LCPs, rank 3.75 falls in (2000, 2500] holding 2 after 2 below: 2000 + 500 × 1.75 / 2.
      expect(report.overall.LCP).toEqual({ p75: 2437.5, samples: 5 });

      const week = (await speed('7d')).json().data as SpeedReport;
      // Three CLS in (0.15, 0.25]: p75 at 0.15 + 0.1 × 2.25 / 3.
      expect(week.routes[0]!.metrics.CLS).toEqual({ p75: 0.225, samples: 3 });
    });

    it('says nothing for a window with no beacons, and refuses an unknown window', async () => {
      await db.execute(sql`delete from rum_buckets`);
      const empty = (await speed('7d')).json().data as SpeedReport;
      expect(empty.routes).toEqual([]);
      expect(empty.overall.LCP).toEqual({ p75: null, samples: 0 });
      const bad = await speed('30d');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(API_MESSAGES.rumUnknownWindow);
    });

    it('is for staff and owners: a shopper 403, no session 401', async () => {
      expect((await speed('24h', owner.cookie)).statusCode).toBe(200);
      const asShopper = await speed('24h', shopper.cookie);
      expect(asShopper.statusCode).toBe(403);
      expect(asShopper.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: ADMIN_MESSAGES.staffOnly,
      });
      const anonymous = await app.inject({ method: 'GET', url: '/api/admin/speed' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
