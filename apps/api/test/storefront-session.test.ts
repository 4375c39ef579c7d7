/**
 * The order detail page rendered with the shopper's session (issue 32; plugins/storefront.ts and the
 * contract's `rendersWithSession`): `/orders/{id}` reads the API with the request's cookie, so its owner gets
 * the order in the HTML, another shopper the 404 page and a visitor the sign-in redirect — each
 * `private, no-store` and never served from the page cache; every other page still renders anonymously.
 * A stand-in for the web's server build renders from what it reads (the real one: apps/web).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, placeOrder } from './helpers/order-fixtures.js';
import { signInShopper, type TestShopper } from './helpers/session.js';

const root = await mkdtemp(join(tmpdir(), 'zari-storefront-session-'));
const webDist = join(root, 'web');
mkdirSync(join(webDist, 'client', '.vite'), { recursive: true });
mkdirSync(join(webDist, 'server'), { recursive: true });
writeFileSync(
  join(webDist, 'client', 'index.html'),
  '<!doctype html><html><head><title>Zari</title><script type="module" src="/assets/index-1.js"></script>' +
    '</head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, 'client', 'start-after-paint.js'), '');
writeFileSync(join(webDist, 'client', '.vite', 'manifest.json'), '{}');
// /orders/<id> from GET /api/product-orders/<id>: the order's first line, the 404 page, or the sign-in
// redirect with the return path, as the web's loader does; /whoami says what GET /api/users/me answered.
writeFileSync(
  join(webDist, 'server', 'entry-server.js'),
  `export function createRenderer({ fetch }) {
    const page = (status, body) => ({ kind: 'page', status, head: '', body, state: '', modules: [], personal: true });
    return {
      async render(url) {
        if (url.pathname === '/whoami') return page(200, '<p>' + (await fetch('/api/users/me')).status + '</p>');
        const id = url.pathname.split('/')[2];
        const answer = await fetch('/api/product-orders/' + id);
        if (answer.status === 401) {
          return { kind: 'redirect', status: 302, location: '/login?next=' + encodeURIComponent(url.pathname) };
        }
        if (answer.status !== 200) return page(404, '<p>Order not found</p>');
        const { data } = await answer.json();
        return page(200, '<h1>' + data.products[0].product.title + '</h1>');
      },
    };
  }
`,
);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the order page rendered with the shopper’s session', async () => {
  const { app, db, config } = await useTestApp({
    env: { WEB_DIST_DIR: webDist, CATALOG_CACHE_TTL_MS: '60000' },
  });
  let owner: TestShopper;
  let orderId: string;
  const get = (url: string, who?: TestShopper) =>
    app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });

  beforeAll(async () => {
    await insertPincodes(db);
    const product = await insertProduct(db, { title: 'Bandhani Saree' });
    const placed = await placeOrder({ app, db, config }, [{ product: product.id, size: 'M', quantity: 1 }]);
    owner = placed.shopper;
    orderId = placed.placed.json().data._id;
  });

  it('renders the order for its owner, private and never stored', async () => {
    const page = await get(`/orders/${orderId}`, owner);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<div id="root"><h1>Bandhani Saree</h1></div>');
  });

  it('renders not the order but the 404 page for another shopper, right after the owner', async () => {
    expect((await get(`/orders/${orderId}`, owner)).statusCode).toBe(200);
    const stranger = await signInShopper(db, config);
    const page = await get(`/orders/${orderId}`, stranger);
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).not.toContain('Bandhani Saree');
  });

  it('sends a visitor to sign in and back, and never serves them the owner’s page', async () => {
    expect((await get(`/orders/${orderId}`, owner)).statusCode).toBe(200);
    const page = await get(`/orders/${orderId}`);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/login?next=${encodeURIComponent(`/orders/${orderId}`)}`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).not.toContain('Bandhani Saree');
  });

  it('still renders every other page without the cookie', async () => {
    expect((await get('/whoami', owner)).body).toContain('<div id="root"><p>401</p></div>');
  });
});
