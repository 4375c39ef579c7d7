/**
 * The back office (apps/admin) served by the API process at /admin, apart from the storefront: its own
 * index.html for every /admin path, never cached and with the security headers of any private page, its own
 * hashed files under /admin/assets, and nothing of it when it is not built.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MESSAGES } from '@zari/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_DEMO_ENV, useTestApp } from './helpers/app.js';

const root = await mkdtemp(join(tmpdir(), 'zari-back-office-'));
const webDist = join(root, 'web');
const adminDist = join(root, 'admin');
const noAdminDist = join(root, 'no-admin');
mkdirSync(join(webDist, 'client', 'assets'), { recursive: true });
mkdirSync(join(adminDist, 'assets'), { recursive: true });
mkdirSync(noAdminDist, { recursive: true });
writeFileSync(
  join(webDist, 'client', 'index.html'),
  '<!doctype html><title>Zari</title><div id="root"></div>',
);
writeFileSync(
  join(adminDist, 'index.html'),
  '<!doctype html><title>Zari back office</title><script type="module" src="/admin/assets/index-7c1e.js"></script><div id="root"></div>',
);
writeFileSync(join(adminDist, 'assets', 'index-7c1e.js'), 'console.log("back office")');
afterAll(() => rm(root, { recursive: true, force: true }));

const isBackOffice = (body: string) => body.includes('<title>Zari back office</title>');

describe('the back office at /admin', async () => {
  const { app } = await useTestApp({
    env: {
      ...PRODUCTION_DEMO_ENV,
      WEB_DIST_DIR: webDist,
      ADMIN_DIST_DIR: adminDist,
      DATA_DIR: join(root, 'data'),
    },
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    '/admin',
    '/admin/',
    '/admin/login',
    '/admin/orders',
    '/admin/orders/5d1f0f7e',
    '/admin/products/new',
  ])(
    'answers %s with the back office, never cached, with the CSP and opener policy of a private page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(isBackOffice(response.body)).toBe(true);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('serves its hashed files for a year, and the storefront its own', async () => {
    const response = await get('/admin/assets/index-7c1e.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("back office")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const storefront = await get('/');
    expect(storefront.statusCode).toBe(200);
    expect(isBackOffice(storefront.body)).toBe(false);
  });

  it("answers a missing file of an older build with a JSON 404, not the app's page", async () => {
    const response = await get('/admin/assets/index-0ld.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.routeNotFound,
    });
  });

  it('leaves the API alone', async () => {
    const response = await get('/api/admin/orders');
    expect(response.statusCode).toBe(401);
  });
});

describe("the back office's files and the rate limit", async () => {
  const { app } = await useTestApp({
    env: {
      ...PRODUCTION_DEMO_ENV,
      ADMIN_DIST_DIR: adminDist,
      DATA_DIR: join(root, 'data'),
      RATE_LIMIT_MAX: '2',
    },
  });

  it("are not counted, as the storefront's are not: opening the back office never uses up requests", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({ method: 'GET', url: '/admin/assets/index-7c1e.js' });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('without the back office built', async () => {
  const { app } = await useTestApp({
    env: {
      ...PRODUCTION_DEMO_ENV,
      WEB_DIST_DIR: webDist,
      ADMIN_DIST_DIR: noAdminDist,
      DATA_DIR: join(root, 'data'),
    },
  });

  it('serves nothing of it: /admin is a storefront path', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/orders' });
    expect(isBackOffice(response.body)).toBe(false);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
