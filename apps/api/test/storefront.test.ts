/**
 * The storefront's pages as the API process serves them (plugins/storefront.ts), with a stand-in for the web
 * app's server build that renders from what it reads through the API: how its reads reach the API (in
 * process, without the shopper's cookie, not rate-limited as one address), how its pieces become the
 * document, and when a page is cached. The real server build is rendered in apps/web (entry-server.test.tsx)
 * and walked in Chromium (journey 13).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApiPath } from '@zari/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { createResponseCache } from '../src/lib/response-cache.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, placeOrder } from './helpers/order-fixtures.js';
import { signInShopper } from './helpers/session.js';

const root = await mkdtemp(join(tmpdir(), 'zari-storefront-'));
const webDist = join(root, 'web');
mkdirSync(join(webDist, 'client', '.vite'), { recursive: true });
mkdirSync(join(webDist, 'server'), { recursive: true });
writeFileSync(
  join(webDist, 'client', 'index.html'),
  '<!doctype html><html><head><title>Zari</title><meta name="description" content="shell">' +
    '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js">' +
    '<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, 'client', 'start-after-paint.js'), '');
writeFileSync(
  join(webDist, 'client', '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'] },
    'src/pages/product.tsx': { file: 'assets/product-1.js', imports: ['index.html', '_card-1.js'] },
  }),
);
// The stand-in renders /product/<id> from GET /api/products/<id>, /whoami from what GET /api/users/me says,
// /bag as a page that becomes the shopper's own once it runs, and throws on /broken.
writeFileSync(
  join(webDist, 'server', 'entry-server.js'),
  `export function createRenderer({ fetch }) {
    return {
      async render(url) {
        if (url.pathname === '/broken') throw new Error('render failed');
        if (url.pathname === '/bag') {
          return { kind: 'page', status: 200, head: '', body: '<p>bag</p>', state: '', modules: [], personal: true };
        }
        if (url.pathname === '/whoami') {
          const me = await fetch('/api/users/me');
          return { kind: 'page', status: 200, head: '', body: '<p>' + me.status + '</p>', state: '', modules: [] };
        }
        // Under /hi (issue 35) the same page, in Hindi: its title from the product's Hindi translation.
        const hindi = url.pathname.startsWith('/hi/');
        const product = await fetch('/api/products/' + url.pathname.split('/')[hindi ? 3 : 2]);
        if (product.status === 404) {
          return { kind: 'page', status: 404, head: '<title>Not found</title>', body: '<p>404</p>', state: '', modules: [] };
        }
        const { data } = await product.json();
        if (hindi) data.title = data.translations?.hi?.title ?? data.title;
        return {
          kind: 'page',
          ...(hindi ? { lang: 'hi-IN' } : {}),
          status: 200,
          head: '<link rel="preload" as="image" href="/uploads/' + data._id + '.webp" fetchPriority="high"/>' +
            '<title>' + data.title + '</title><meta name="description" content="' + data.title + '"/>',
          body: '<h1>' + data.title + '</h1><p data-stock>' + data.stockCount + '</p>',
          state: '<script type="application/json" id="state">{}</script>',
          modules: ['src/pages/product.tsx'],
        };
      },
    };
  }
`,
);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('storefront pages rendered in the API process', async () => {
  const clock = fakeClock();
  const cache = createResponseCache({ ttlMs: 5000, maxEntries: 1000, maxBytes: 32 * 1024 * 1024, clock });
  const { app, db, config } = await useTestApp({
    clock,
    deps: { catalogCache: cache },
    env: {
      WEB_DIST_DIR: webDist,
      CATALOG_CACHE_TTL_MS: '5000',
      RATE_LIMIT_MAX: '3',
      TRUST_PROXY: 'true',
      // A page's cache key is its address on this origin.
      PUBLIC_ORIGIN: 'https://zari.example',
    },
  });
  await insertPincodes(db);
  // Each request from its own address, so only the rate limit test meets the limit.
  let address = 0;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': `198.51.100.${++address}`, ...headers } });

  it('says lang="hi-IN" on a page under /hi, and keeps the shell\'s language on an English page', async () => {
    const product = await insertProduct(db, { title: 'Silk Saree', sizes: ['M'] });
    const hindi = await get(`/hi/product/${product.id}`);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toMatch(/^<!doctype html><html lang="hi-IN">/);
    const english = await get(`/product/${product.id}`);
    expect(english.body).toMatch(/^<!doctype html><html>/);
  });

  it('offers Hindi to a browser asking for it on an English page, until the shopper has chosen (issue 35)', async () => {
    const product = await insertProduct(db, { title: 'Cotton Kurta', sizes: ['M'] });
    const path = `/product/${product.id}`;
    const asked = await get(path, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(asked.body).toMatch(/^<!doctype html><html data-offer-locale="hi">/);
    expect(String(asked.headers.vary)).toMatch(/accept-language/i);
    // Never a redirect; a cached page is the same page, marked on its way out.
    expect(asked.statusCode).toBe(200);
    const again = await get(path, { 'accept-language': 'hi' });
    expect(again.body).toContain('data-offer-locale="hi"');
    for (const headers of <Record<string, string>[]>[
      { 'accept-language': 'en-IN,en;q=0.9' },
      { 'accept-language': 'hi;q=0, en' },
      { 'accept-language': 'hi', cookie: 'zari_locale=en' },
    ]) {
      expect((await get(path, headers)).body, JSON.stringify(headers)).not.toContain('data-offer-locale');
    }
    // A Hindi page needs no offer.
    expect((await get(`/hi${path}`, { 'accept-language': 'hi' })).body).not.toContain('data-offer-locale');
  });

  it("reads the API without the shopper's cookie", async () => {
    const shopper = await signInShopper(db, config);
    expect((await get('/whoami', { cookie: shopper.cookie })).body).toContain(
      '<div id="root"><p>401</p></div>',
    );
  });

  it("puts the route's head, markup, state and chunks into the shell", async () => {
    const product = await insertProduct(db, { title: 'Mulmul Kurta', sizes: ['M'] });
    const page = await get(`/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<title>Mulmul Kurta</title><meta name="description" content="Mulmul Kurta"/>');
    expect(head).not.toContain('<title>Zari</title>');
    expect(head).not.toContain('content="shell"');
    expect(head).toContain(
      '<script async src="/start-after-paint.js" data-entry="/assets/index-1.js" data-modules="/assets/react-1.js /assets/card-1.js /assets/product-1.js"></script>',
    );
    expect(page.body).toContain(
      '<div id="root"><h1>Mulmul Kurta</h1><p data-stock>20</p></div><script type="application/json" id="state">{}</script>',
    );
  });

  it('orders the head for the first paint: stylesheet, LCP image, then the starter, no other script', async () => {
    const product = await insertProduct(db);
    const head = (await get(`/product/${product.id}`)).body.split('</head>')[0] ?? '';
    const tags = [...head.matchAll(/<(?:link rel="(?:stylesheet|preload|modulepreload)"|script\b)[^>]*>/g)];
    expect(tags.map((tag) => tag[0])).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css">',
      `<link rel="preload" as="image" href="/uploads/${product.id}.webp" fetchPriority="high"/>`,
      // The entry, the chunk it imports and the page chunk with its own imports (card-1), each after what it
      // imports: all fetched at once, none found only once the chunk importing it has arrived.
      '<script async src="/start-after-paint.js" data-entry="/assets/index-1.js" data-modules="/assets/react-1.js /assets/card-1.js /assets/product-1.js">',
    ]);
  });

  it('sends pages compressed, brotli first, and as they are to a client that takes neither', async () => {
    const product = await insertProduct(db, { title: 'Chanderi Kurta' });
    const plain = await get(`/product/${product.id}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain('<h1>Chanderi Kurta</h1>');

    const brotli = await get(`/product/${product.id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(`/product/${product.id}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps a page brotli-compressed, and sends the kept bytes to a browser taking brotli unless it marks the page', async () => {
    // Long enough that its brotli is a fraction of it, as a real page's (~75 KB of text, ~7 KB of brotli).
    const product = await insertProduct(db, { title: `Kota Doria Saree ${'₹ 1,499 '.repeat(400)}` });
    const path = `/product/${product.id}`;
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    const kept = cache.get(`storefront:${config.PUBLIC_ORIGIN}${path}`);
    // Kept only compressed: no copy of its text, and a fraction of the text's size counted against the budget.
    expect(kept?.body).toBe('');
    expect(brotliDecompressSync(kept?.brotli as Buffer).toString()).toBe(plain.body);
    expect(kept?.bytes).toBeLessThan(plain.body.length / 5);

    const brotli = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-language/i);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(kept?.brotli as Buffer)).toBe(true);
    // From the kept bytes, the other encodings and the mark for a browser asking for Hindi (issue 35).
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const offered = await get(path, { 'accept-encoding': 'br', 'accept-language': 'hi' });
    expect(offered.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(offered.rawPayload).toString()).toBe(
      plain.body.replace('<html>', '<html data-offer-locale="hi">'),
    );
  });

  it('keeps a page as long as the catalogue answers it shows, and drops it with them', async () => {
    const product = await insertProduct(db, { stockCount: 9, sizes: ['M'] });
    const first = await get(`/product/${product.id}`);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    // A page any cache may share holds nothing private: no opener policy, which would cost every landing a
    // browsing-context group of its own (plugins/security.ts). Its CSP stays.
    expect(first.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.body).toContain('<p data-stock>9</p>');

    await db.update(products).set({ stockCount: 4 }).where(eq(products.id, product.id));
    expect((await get(`/product/${product.id}`)).body).toContain('<p data-stock>9</p>');
    clock.advance(5001);
    expect((await get(`/product/${product.id}`)).body).toContain('<p data-stock>4</p>');

    // An order for the product drops the page at once.
    const { placed } = await placeOrder({ app, db, config }, [
      { product: product.id, size: 'M', quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(200);
    expect((await get(`/product/${product.id}`)).body).toContain('<p data-stock>3</p>');
  });

  it('answers an unknown product with the 404 page and its status, never cached', async () => {
    const unknown = buildApiPath('/product/:id', { id: '00000000-0000-4000-8000-000000000000' });
    const page = await get(unknown);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.body).toContain('<div id="root"><p>404</p></div>');
  });

  it("keeps a page that becomes the shopper's own from shared caches, with its opener policy", async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await get('/bag');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"><p>bag</p></div>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('sends the shell for a page that fails to render', async () => {
    for (const url of ['/broken']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('reads a catalogue answer the cache holds without a request through the API, never one due to be read anew', async () => {
    const product = await insertProduct(db, { title: 'Bandhani Dupatta', stockCount: 9, sizes: ['M'] });
    const apiUrl = `/api/products/${product.id}`;
    expect((await get(`/product/${product.id}`)).body).toContain('<p data-stock>9</p>');
    // A request through the cached route asks the cache whether it is the one to read the answer anew.
    const asked: string[] = [];
    const claimRefresh = cache.claimRefresh;
    cache.claimRefresh = (key, entry) => {
      asked.push(key);
      return claimRefresh(key, entry);
    };
    try {
      // Another page reading the same answer takes it from the cache: no request through the route.
      expect((await get(`/hi/product/${product.id}`)).body).toContain('<p data-stock>9</p>');
      expect(asked).not.toContain(apiUrl);
      // In the last fifth of its life the answer is read anew through the route, as serveFromCache does for
      // any request, and the page shows what the database holds now.
      await db.update(products).set({ stockCount: 4 }).where(eq(products.id, product.id));
      clock.advance(4_100);
      expect((await get(`/hi/product/${product.id}`)).body).toContain('<p data-stock>4</p>');
      expect(asked).toContain(apiUrl);
    } finally {
      cache.claimRefresh = claimRefresh;
    }
  });

  it("counts a page once against the shopper's rate limit, not its reads of the API", async () => {
    const product = await insertProduct(db);
    const statuses: number[] = [];
    for (let visit = 0; visit < 4; visit += 1) {
      clock.advance(5001); // past the page cache, so every visit renders and reads
      statuses.push((await get(`/product/${product.id}`, { 'x-forwarded-for': '203.0.113.21' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
