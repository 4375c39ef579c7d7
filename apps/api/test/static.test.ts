/**
 * Serving the built storefront from the API process (DESIGN §2): hashed assets cached, and with only the
 * client build present every page is the shell the browser renders (storefront-render.test.ts renders them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MESSAGES } from '@zari/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_DEMO_ENV, useTestApp } from './helpers/app.js';

const root = await mkdtemp(join(tmpdir(), 'zari-static-'));
const webDist = join(root, 'web');
const dataDir = join(root, 'data');
const webClient = join(webDist, 'client');
mkdirSync(join(webClient, 'assets'), { recursive: true });
mkdirSync(join(dataDir, 'uploads', 'catalog'), { recursive: true });
writeFileSync(join(webClient, 'index.html'), '<!doctype html><title>Zari</title><div id="root"></div>');
writeFileSync(join(webClient, 'assets', 'index-3f9a1c.js'), 'console.log("zari")');
writeFileSync(
  join(webClient, 'favicon.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>',
);
writeFileSync(
  join(dataDir, 'uploads', 'catalog', 'tile.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>',
);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('static files in production', async () => {
  const { app } = await useTestApp({
    env: {
      ...PRODUCTION_DEMO_ENV,
      WEB_DIST_DIR: webDist,
      DATA_DIR: dataDir,
    },
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each(['/', '/product/6f1c2a4e-9b7d-4c3e-8a5f-0d2e4b6c8a10', '/category/dresses', '/no/such/page'])(
    'answers the storefront route %s with index.html, never cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The page's CSP lets the payment provider's checkout script run, and HTTPS is enforced in production.
      expect(response.headers['content-security-policy']).toContain(
        "script-src 'self' https://checkout.razorpay.com",
      );
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      // The shell shows the bag, checkout and account: its opener keeps no handle on it.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("zari")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other built files but makes browsers revalidate them', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves uploads with their type, embeddable by the storefront', async () => {
    const response = await get('/uploads/catalog/tile.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each(['/api/nope', '/api/products/6f1c2a4e/extra', '/uploads/missing.svg', '/assets/missing-123.js'])(
    'answers the missing file or API path %s with a JSON 404, not the storefront',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.routeNotFound,
      });
    },
  );

  it('refuses to serve files outside its folders', async () => {
    for (const url of [
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('root:');
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
