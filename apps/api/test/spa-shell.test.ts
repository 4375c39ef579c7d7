/** The storefront's index.html names what a route's first screen needs, so the browser fetches it at once. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { posterSets } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { insertProduct } from './helpers/order-fixtures.js';

const root = await mkdtemp(join(tmpdir(), 'zari-shell-'));
const webDist = join(root, 'web');
mkdirSync(join(webDist, '.vite'), { recursive: true });
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'] },
    'src/pages/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_card-1.js'] },
    'src/pages/product.tsx': { file: 'assets/product-1.js', imports: ['index.html', '_card-1.js'] },
  }),
);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('storefront shell hints', async () => {
  const { app, db } = await useTestApp({ env: { WEB_DIST_DIR: webDist } });
  await db.insert(posterSets).values([
    { name: 'hero-banner', images: ['/uploads/hero-1.svg', '/uploads/hero-2.svg'] },
    { name: 'special-offer', images: ['/uploads/offer-1.svg'] },
  ]);

  const head = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body.slice(0, response.body.indexOf('</head>'));
  };

  it('preloads the home chunk and its largest images, not what the page already links', async () => {
    const html = await head('/');
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/hero-1.svg" fetchpriority="high">');
    expect(html).toContain('href="/uploads/offer-1.svg"');
    expect(html).not.toContain('hero-2.svg');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).toContain('href="/assets/card-1.js"');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
  });

  it("preloads a product page's first image", async () => {
    const product = await insertProduct(db);
    const html = await head(`/product/${product.id}`);
    expect(html).toContain(`href="${product.images[0]}"`);
    expect(html).toContain('href="/assets/product-1.js"');
  });

  it('still serves the page, without an image hint, for an unknown product', async () => {
    const html = await head('/product/00000000-0000-4000-8000-000000000000');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('href="/assets/product-1.js"');
  });
});
