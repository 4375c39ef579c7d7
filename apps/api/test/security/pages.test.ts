/**
 * Cases 1 and 7 of issue 27: what a page's text and its request path can do to the page and to the process.
 *
 * 1. `$` in a page's text (a search, a product title) must reach the page as written: a page assembled with
 *    `String.prototype.replace(…, text)` expanded `` $` ``, `$'` and `$&` into copies of the template (an
 *    18 MB search page from 100 characters, a product whose page and listings no longer parsed), and the
 *    page cache, bounded in entries only, kept them until the heap ran out.
 * 2. The page's own address (canonical, og:url) is the public origin and the route's path: a path like
 *    `//evil.example/…` or `/\evil.example` names no host.
 *
 * The web app's server build is stood in for by one that renders what the real one does with the shopper's
 * text (entry-server.tsx, its escaping tested in apps/web): the search words in the title, the description,
 * the markup and the query state; a product's title in the head, the markup, the state and the JSON-LD; the
 * canonical address and og:url from the URL it is given.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/lib/clock.js';
import { createResponseCache } from '../../src/lib/response-cache.js';
import { fakeClock, useTestApp } from '../helpers/app.js';
import { insertProduct } from '../helpers/order-fixtures.js';

const ORIGIN = 'https://shop.zari.example';
const DOLLAR_TITLE = "Dollar $' title $` end";
/** The attack's query: 50 × `` $` `` (100 characters). */
const DOLLAR_QUERY = '$`'.repeat(50);

const root = await mkdtemp(join(tmpdir(), 'zari-pages-'));
const webDist = join(root, 'web');
mkdirSync(join(webDist, 'client'), { recursive: true });
mkdirSync(join(webDist, 'server'), { recursive: true });
writeFileSync(
  join(webDist, 'client', 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Zari</title>' +
    '<meta name="description" content="shell"><script type="module" src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(webDist, 'client', 'start-after-paint.js'), '');
writeFileSync(
  join(webDist, 'server', 'entry-server.js'),
  `const html = (text) => String(text).replace(/[&<>"']/g, (char) => '&#' + char.charCodeAt(0) + ';');
  const json = (value) => JSON.stringify(value).replace(/[<>&\\u2028\\u2029]/g, (char) => '\\\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'));
  const state = (value) => '<script type="application/json" id="zari-query-state">' + json(value) + '</script>';
  const ld = (value) => '<script type="application/ld+json">' + json(value) + '</script>';
  const head = (url, title) =>
    '<title>' + html(title) + '</title><meta name="description" content="' + html(title) + '"/>' +
    '<link rel="canonical" href="' + html(url.origin + url.pathname) + '"/>' +
    '<meta property="og:url" content="' + html(url.origin + url.pathname) + '"/>';
  export function createRenderer({ fetch }) {
    return {
      async render(url) {
        if (url.pathname === '/search') {
          const q = url.searchParams.get('q') ?? '';
          return {
            kind: 'page', status: 200, head: head(url, 'Search: ' + q), modules: [],
            body: '<h1>' + html(q) + '</h1><input name="q" value="' + html(q) + '"/><p>No results for ' + html(q) + '</p>',
            state: state({ queries: [{ queryKey: ['search', q], state: { data: { q } } }] }),
          };
        }
        if (url.pathname.startsWith('/product/')) {
          const answer = await fetch('/api/products/' + url.pathname.split('/')[2]);
          if (answer.status !== 200) return { kind: 'page', status: 404, head: '', body: '<p>404</p>', state: '', modules: [] };
          const { data } = await answer.json();
          return {
            kind: 'page', status: 200, head: head(url, data.title), modules: [],
            body: '<h1>' + html(data.title) + '</h1>' + ld({ '@type': 'Product', name: data.title }),
            state: state({ queries: [{ queryKey: ['product', data._id], state: { data } }] }),
          };
        }
        const { data } = await (await fetch('/api/products')).json();
        return {
          kind: 'page', status: 200, head: head(url, 'Hot RN: Dresses'), modules: [],
          body: '<ul>' + data.map((product) => '<li>' + html(product.title) + '</li>').join('') + '</ul>' +
            ld({ '@type': 'ItemList', itemListElement: data.map((product) => ({ '@type': 'ListItem', name: product.title })) }),
          state: state({ queries: [{ queryKey: ['listing'], state: { data } }] }),
        };
      },
    };
  }
`,
);
afterAll(() => rm(root, { recursive: true, force: true }));

/** The page's data blocks (query state, JSON-LD), each parsed: throws when one does not parse. */
function dataBlocks(page: string) {
  return [...page.matchAll(/<script type="application\/(ld\+json|json)"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => ({ type: match[1], value: JSON.parse(match[2] as string) }),
  );
}

/** One document: one `<html`, one `<head>`, one root; its data blocks parse. */
function expectWellFormed(page: string) {
  expect(page.split('<html').length - 1).toBe(1);
  expect(page.split('</head>').length - 1).toBe(1);
  expect(page.split('<div id="root">').length - 1).toBe(1);
  expect(page.length).toBeLessThan(20_000);
  expect(dataBlocks(page).length).toBeGreaterThan(0);
}

const linkOf = (page: string) => ({
  canonical: /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1],
  ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(page)?.[1],
});

/** The heap in use after a full collection (the flag set at run time, so no runner option is needed). */
function heapUsedAfterGc() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('case 1: `$` in a page’s text', async () => {
  // Smaller than 120 search pages, so the cache must let some go.
  const budget = 64 * 1024;
  const cache = createResponseCache({
    ttlMs: 60_000,
    maxEntries: 1000,
    maxBytes: budget,
    clock: systemClock,
  });
  const { app, db } = await useTestApp({
    deps: { catalogCache: cache },
    env: {
      WEB_DIST_DIR: webDist,
      CATALOG_CACHE_TTL_MS: '60000',
      PUBLIC_ORIGIN: ORIGIN,
      RATE_LIMIT_MAX: '1000',
    },
  });

  it('renders a search for 50 × `` $` `` as written, once, and 120 of them leave the heap where it was', async () => {
    const search = (suffix: string) =>
      app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(DOLLAR_QUERY + suffix)}` });
    const first = await search('');
    expect(first.statusCode).toBe(200);
    expectWellFormed(first.body);
    expect(first.body).toContain(`<h1>${DOLLAR_QUERY}</h1>`);
    const [state] = dataBlocks(first.body);
    expect(state?.value.queries[0].state.data.q).toBe(DOLLAR_QUERY);

    const before = heapUsedAfterGc();
    for (let request = 0; request < 120; request += 1) {
      const page = await search(String(request));
      expect(page.statusCode).toBe(200);
      expectWellFormed(page.body);
      expect(cache.bytes()).toBeLessThanOrEqual(budget);
    }
    expect(heapUsedAfterGc() - before).toBeLessThan(50 * 1024 * 1024);
    // The pages were kept, as many as the budget holds.
    expect(cache.size()).toBeGreaterThan(10);
    expect(cache.size()).toBeLessThan(121);
  });

  it("renders a product titled with `$'`, `` $` `` and `$&`, and a listing of it, with the exact title", async () => {
    const title = `${DOLLAR_TITLE} $& $$ $1`;
    const product = await insertProduct(db, { title });
    for (const url of [`/product/${product.id}`, '/hot-rn-dresses']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expectWellFormed(page.body);
      const blocks = dataBlocks(page.body);
      const ld = blocks.find((block) => block.type === 'ld+json')?.value;
      const state = blocks.find((block) => block.type === 'json')?.value;
      const names =
        ld['@type'] === 'Product' ? [ld.name] : ld.itemListElement.map((item: { name: string }) => item.name);
      expect(names).toContain(title);
      const data = state.queries[0].state.data;
      expect((Array.isArray(data) ? data : [data]).map((shown: { title: string }) => shown.title)).toContain(
        title,
      );
    }
  });
});

describe('case 1: the page cache is bounded in bytes and lets expired answers go', () => {
  const answer = (body: string) => ({ body, contentType: 'text/html', cacheControl: undefined, tags: [] });

  it('never holds more than its budget, dropping the oldest first, and keeps no answer too large for it', () => {
    const clock = fakeClock();
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 1000, maxBytes: 100_000, clock });
    for (let index = 0; index < 100; index += 1) {
      cache.set(`/page/${index}`, answer('x'.repeat(9_000)));
      expect(cache.bytes()).toBeLessThanOrEqual(100_000);
    }
    expect(cache.get('/page/0')).toBeUndefined();
    expect(cache.get('/page/99')?.body).toHaveLength(9_000);
    // Text beyond Latin-1 is held as two bytes a character, and counted so: 13,000 `x` are kept, 13,000 `₹`
    // are over a quarter of the budget.
    cache.set('/page/narrow', answer('x'.repeat(13_000)));
    expect(cache.get('/page/narrow')).toBeDefined();
    cache.set('/page/wide', answer('₹'.repeat(13_000)));
    expect(cache.get('/page/wide')).toBeUndefined();
    cache.set('/page/wide', answer('₹'.repeat(10_000)));
    expect(cache.get('/page/wide')?.bytes).toBeGreaterThan(20_000);
    expect(cache.bytes()).toBeLessThanOrEqual(100_000);
    // Larger than a quarter of the budget: not kept, and nothing evicted for it.
    const held = cache.bytes();
    cache.set('/page/huge', answer('x'.repeat(30_000)));
    expect(cache.get('/page/huge')).toBeUndefined();
    expect(cache.bytes()).toBe(held);
  });

  it('drops expired answers as new ones arrive, not only when they are asked for again', () => {
    const clock = fakeClock();
    const cache = createResponseCache({ ttlMs: 5_000, maxEntries: 1000, maxBytes: 1_000_000, clock });
    for (let index = 0; index < 50; index += 1) cache.set(`/old/${index}`, answer('x'.repeat(1_000)));
    expect(cache.size()).toBe(50);
    clock.advance(5_001);
    cache.set('/new', answer('fresh'));
    expect(cache.size()).toBe(1);
    expect(cache.bytes()).toBeLessThan(1_000);
  });
});

describe('case 7: the request path never sets the page’s host', async () => {
  const { app } = await useTestApp({
    env: {
      WEB_DIST_DIR: webDist,
      CATALOG_CACHE_TTL_MS: '60000',
      PUBLIC_ORIGIN: ORIGIN,
      RATE_LIMIT_MAX: '1000',
    },
  });
  const hostilePaths = [
    '//evil.example/hot-rn-dresses',
    '/\\evil.example/hot-rn-dresses',
    '/%5Cevil.example/hot-rn-dresses',
    '///evil.example/hot-rn-dresses',
    '/\\/evil.example/hot-rn-dresses',
  ];

  it('names the public origin in canonical and og:url whatever the path, and keeps the real page’s cache clean', async () => {
    for (const path of hostilePaths) {
      const page = await app.inject({ method: 'GET', url: path, headers: { host: 'evil.example' } });
      expect(page.statusCode, path).toBe(200);
      const { canonical, ogUrl } = linkOf(page.body);
      expect(new URL(canonical as string).origin, path).toBe(ORIGIN);
      expect(new URL(ogUrl as string).origin, path).toBe(ORIGIN);
      expect(page.body).not.toContain('://evil.example');
    }
    const real = await app.inject({ method: 'GET', url: '/hot-rn-dresses' });
    expect(linkOf(real.body)).toEqual({
      canonical: `${ORIGIN}/hot-rn-dresses`,
      ogUrl: `${ORIGIN}/hot-rn-dresses`,
    });
  });

  it('takes the path, not the host, of a request in absolute form over a real connection', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end(
          'GET http://evil.example/hot-rn-dresses HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).not.toContain('://evil.example');
    expect(linkOf(answer).canonical).toBe(`${ORIGIN}/hot-rn-dresses`);
  });
});

describe('case 7 in development: the origin the request came to, never one its path names', async () => {
  const { app } = await useTestApp({ env: { WEB_DIST_DIR: webDist, CATALOG_CACHE_TTL_MS: '60000' } });

  it('takes the host from the Host header, not from `//host` in the path', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '//evil.example/hot-rn-dresses',
      headers: { host: 'localhost:5173' },
    });
    expect(new URL(linkOf(page.body).canonical as string).origin).toBe('http://localhost:5173');
  });
});
