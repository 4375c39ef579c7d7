/**
 * What a crawler reads besides the pages (issue 16): robots.txt and the paged sitemap, through HTTP, with
 * absolute URLs on the store's public origin, from the catalogue (archived products left out).
 */
import { ROUTE_PATHS, SITEMAP_URLS_MAX } from '@zari/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { generateLargeCatalog } from './helpers/large-catalog.js';
import { insertProduct } from './helpers/order-fixtures.js';
import { signInStaff } from './helpers/session.js';

const ORIGIN = 'https://shop.zari.example';

/** The `<loc>`s of a sitemap or sitemap index, after checking it is one. */
function locations(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/);
  expect(xml).toMatch(new RegExp(`<${root} xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9"[ >]`));
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
}

describe('robots.txt', async () => {
  const { app } = await useTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });

  it('lets crawlers into the storefront, keeps them out of the API, back office and personal pages, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', ROUTE_PATHS.bag, ROUTE_PATHS.wishlist, ROUTE_PATHS.orders]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of [ROUTE_PATHS.home, '/product/', '/category/', ROUTE_PATHS.hotList, '/uploads/']) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('');
  });
});

describe('absolute URLs without PUBLIC_ORIGIN (development)', async () => {
  const { app } = await useTestApp();

  it('start with the origin the request came to', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'localhost:5173' },
    });
    expect(response.body).toContain('Sitemap: http://localhost:5173/sitemap.xml');
  });
});

describe('the sitemap of a small catalogue, two URLs a file', async () => {
  const { app, db } = await useTestApp({
    env: { PUBLIC_ORIGIN: `${ORIGIN}/` },
    deps: { sitemapPageSize: 2 },
  });
  const listed = await Promise.all([1, 2, 3, 4, 5].map(() => insertProduct(db)));
  const archived = await insertProduct(db);
  await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('indexes every file as an absolute URL: fixed pages with categories, then products', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    // 5 fixed pages and 6 categories (one per inserted product) in 6 files; 5 listed products in 3.
    expect(locations(response.body, 'sitemapindex')).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => `${ORIGIN}/sitemap-pages-${n}.xml`),
      ...[1, 2, 3].map((n) => `${ORIGIN}/sitemap-products-${n}.xml`),
    ]);
  });

  it('lists every listed product once across the files, in files of at most two, and never an archived one', async () => {
    const urls: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await get(`/sitemap-products-${n}.xml`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const page = locations(response.body, 'urlset');
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(2);
      urls.push(...page);
    }
    expect(urls).toHaveLength(5);
    expect(new Set(urls)).toEqual(new Set(listed.map((product) => `${ORIGIN}/product/${product.id}`)));
    expect(urls).not.toContain(`${ORIGIN}/product/${archived.id}`);
  });

  it('names each page in English and in Hindi (issue 35): hreflang alternates en-IN, hi-IN and x-default', async () => {
    const xml = (await get('/sitemap-pages-1.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/</loc>` +
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/"/>` +
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/></url>`,
    );
    const product = (await get('/sitemap-products-1.xml')).body;
    const [first] = locations(product, 'urlset');
    expect(product).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${first!.replace(ORIGIN, `${ORIGIN}/hi`)}"/>`,
    );
  });

  it('lists the home page, the hot list, the policy pages and every category', async () => {
    const urls: string[] = [];
    for (let n = 1; n <= 6; n++)
      urls.push(...locations((await get(`/sitemap-pages-${n}.xml`)).body, 'urlset'));
    expect(urls.slice(0, 6)).toEqual(
      ['/', '/hot-rn-dresses', '/about-us', '/shipping-delivery', '/return-policy', '/privacy'].map(
        (path) => `${ORIGIN}${path}`,
      ),
    );
    expect(urls.slice(6)).toHaveLength(6);
    for (const url of urls.slice(6))
      expect(url).toMatch(new RegExp(`^${ORIGIN}/category/dresses-[0-9a-f-]{36}$`));
  });

  it.each([
    '/sitemap-products-4.xml',
    '/sitemap-products-0.xml',
    '/sitemap-pages-7.xml',
    '/sitemap-shoes-1.xml',
    '/sitemap-products-x.xml',
  ])('answers %s, a file the sitemap does not have, 404 (not the storefront)', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers HEAD for the index and a file', async () => {
    for (const url of ['/sitemap.xml', '/sitemap-products-1.xml']) {
      const response = await app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/xml; charset=utf-8');
    }
  });
});

describe('the sitemap behind the catalogue cache', async () => {
  const { app, db, config } = await useTestApp({
    env: { PUBLIC_ORIGIN: ORIGIN, CATALOG_CACHE_TTL_MS: '60000' },
  });
  const owner = await signInStaff(db, config, 'owner');
  const product = await insertProduct(db);
  const productUrl = `${ORIGIN}/product/${product.id}`;

  it('is answered again from memory as XML, and an archive in the back office drops it at once', async () => {
    const first = await app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(locations(first.body, 'urlset')).toEqual([productUrl]);
    const again = await app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(again.body).toBe(first.body);

    const archived = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(archived.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.statusCode).toBe(404);
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locations(index.body, 'sitemapindex')).not.toContain(`${ORIGIN}/sitemap-products-1.xml`);
  });
});

describe(`a catalogue one product past ${SITEMAP_URLS_MAX.toLocaleString('en')}`, async () => {
  const { app, database } = await useTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  await generateLargeCatalog(database, SITEMAP_URLS_MAX + 1);

  it(`takes two product files: ${SITEMAP_URLS_MAX.toLocaleString('en')} URLs, then one`, async () => {
    const index = locations((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body, 'sitemapindex');
    expect(index.filter((url) => url.includes('/sitemap-products-'))).toEqual([
      `${ORIGIN}/sitemap-products-1.xml`,
      `${ORIGIN}/sitemap-products-2.xml`,
    ]);
    const first = locations(
      (await app.inject({ method: 'GET', url: '/sitemap-products-1.xml' })).body,
      'urlset',
    );
    const second = locations(
      (await app.inject({ method: 'GET', url: '/sitemap-products-2.xml' })).body,
      'urlset',
    );
    expect(first).toHaveLength(SITEMAP_URLS_MAX);
    expect(second).toHaveLength(1);
    expect(new Set([...first, ...second]).size).toBe(SITEMAP_URLS_MAX + 1);
    // Files follow product ids, so the second starts after the first ends.
    expect((second[0] as string) > (first.at(-1) as string)).toBe(true);
  });
});
