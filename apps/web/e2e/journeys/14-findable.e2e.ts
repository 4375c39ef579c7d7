/**
 * Journey 14 (issue 16, findable): what a search engine's crawler and a chat app's link preview get — the
 * server's HTML with no JavaScript run, robots.txt and the sitemap — and the statuses they read.
 */
import { formatRupees } from '@zari/contract';
import { describe, expect, inject, it } from 'vitest';
import { fetchAsCrawler } from '../support/crawler';
import { storeApi } from '../support/store-api';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (text: string) =>
  text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The head's part of the HTML (everything before `</head>`). */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The content of the head's `<meta>` with this property or name; every one of them, in order. */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g');
  return [...headOf(html).matchAll(pattern)].map((match) => decode(match[1] as string));
}

/**
 * The page's link-preview picture: a JPEG, which WhatsApp and Facebook render (WebP and SVG they may not),
 * 1200×630 as declared, served to a chat app's fetcher and small enough that it fetches it.
 */
async function expectSharePicture(html: string, baseURL: string) {
  const [image] = metaContents(html, 'og:image');
  expect(image).toMatch(new RegExp(`^${baseURL}/uploads/.+\\.jpg$`));
  expect(metaContents(html, 'og:image:type')).toEqual(['image/jpeg']);
  expect(metaContents(html, 'og:image:width')).toEqual(['1200']);
  expect(metaContents(html, 'og:image:height')).toEqual(['630']);
  expect(metaContents(html, 'og:image:alt')).toHaveLength(1);
  const photo = await fetch(image as string, { headers: { 'user-agent': 'WhatsApp/2.24 A' } });
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await photo.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(bytes.length).toBeLessThan(300 * 1024);
  expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image']);
  expect(metaContents(html, 'twitter:image')).toEqual([image]);
}

describe('journey 14: findable without JavaScript', () => {
  it("a product's HTML holds its title, price, canonical link, share tags with an absolute photo, and valid JSON-LD", async () => {
    const baseURL = inject('baseURL');
    const { product, category } = await storeApi.productWithVariants(baseURL);
    const page = await fetchAsCrawler(`/product/${product._id}?utm_source=whatsapp`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    const price = formatRupees(product.discountedAmount);

    expect(decode(/<title>([^<]*)<\/title>/.exec(headOf(page.body))?.[1] ?? '')).toBe(
      `${product.title} | Zari`,
    );
    expect(headOf(page.body).match(/<title>/g)).toHaveLength(1);
    expect(metaContents(page.body, 'description')).toHaveLength(1);
    expect(metaContents(page.body, 'description')[0]).toContain(price);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(headOf(page.body))?.[1];
    expect(canonical).toBe(`${baseURL}/product/${product._id}`);
    // The page a shopper sees, rendered: the product's name is in the body's text, not only in the head.
    expect(decode(page.body.slice(page.body.indexOf('</head>')))).toContain(product.title);

    expect(metaContents(page.body, 'og:title')).toEqual([`${product.title} — ${price}`]);
    expect(metaContents(page.body, 'og:type')).toEqual(['product']);
    expect(metaContents(page.body, 'og:url')).toEqual([canonical]);
    await expectSharePicture(page.body, baseURL);

    const scripts = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const graph = (JSON.parse(scripts[0]?.[1] as string) as { '@graph': Record<string, unknown>[] })[
      '@graph'
    ];
    const productNode = graph.find((node) => node['@type'] === 'Product');
    expect(productNode).toMatchObject({
      name: product.title,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.discountedAmount.toFixed(2),
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
      },
    });
    const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement.map((step) => step.name)).toEqual([
      'Home',
      category.title,
      product.title,
    ]);
  });

  it("a category's HTML holds its own title, description, canonical link, share tags and breadcrumb, whatever the link's filters", async () => {
    const baseURL = inject('baseURL');
    const { category } = await storeApi.productWithVariants(baseURL);
    const page = await fetchAsCrawler(`/category/${category.slug}?sort=price-desc&utm_source=whatsapp`);
    expect(page.status).toBe(200);
    const url = `${baseURL}/category/${category.slug}`;
    expect(decode(/<title>([^<]*)<\/title>/.exec(headOf(page.body))?.[1] ?? '')).toBe(
      `${category.title} | Zari`,
    );
    const [description] = metaContents(page.body, 'description');
    expect(description).toContain(category.title);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(headOf(page.body))?.[1]).toBe(url);
    expect(metaContents(page.body, 'og:title')).toEqual([`${category.title} | Zari`]);
    expect(metaContents(page.body, 'og:url')).toEqual([url]);
    expect(metaContents(page.body, 'og:description')).toEqual([description]);
    // Its picture as a chat preview shows it: the pipeline's JPEG, as a product's.
    await expectSharePicture(page.body, baseURL);

    const scripts = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const graph = (JSON.parse(scripts[0]?.[1] as string) as { '@graph': Record<string, unknown>[] })[
      '@graph'
    ];
    const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement).toMatchObject([
      { name: 'Home', item: `${baseURL}/` },
      { name: category.title, item: url },
    ]);
  });

  it('search results are in the HTML for a crawler to follow, but the page itself is not indexed', async () => {
    const page = await fetchAsCrawler('/search?q=saree');
    expect(page.status).toBe(200);
    expect(metaContents(page.body, 'robots')).toEqual(['noindex, follow']);
    const results = await fetch(`${inject('baseURL')}/api/products?search=saree&view=card&limit=24`);
    const [first] = ((await results.json()) as { data: { _id: string }[] }).data;
    expect(first).toBeDefined();
    expect(page.body).toContain(`href="/product/${first?._id}"`);
  });

  it('the home page names the store, its organisation and its search, and shares its first hero banner', async () => {
    const page = await fetchAsCrawler('/');
    expect(page.status).toBe(200);
    await expectSharePicture(page.body, inject('baseURL'));
    const scripts = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const graph = (
      JSON.parse(scripts[0]?.[1] as string) as { '@graph': { '@type': string; logo?: string }[] }
    )['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(JSON.stringify(graph)).toContain(`${inject('baseURL')}/search?q={search_term_string}`);
    // The logo a search engine shows for the store: a PNG of at least 112×112 px (its header says its size).
    const logo = await fetch(graph[0]?.logo as string);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const header = Buffer.from(await logo.arrayBuffer());
    expect(Math.min(header.readUInt32BE(16), header.readUInt32BE(20))).toBeGreaterThanOrEqual(112);
  });

  it('robots.txt and the sitemap answer as text and XML, and the sitemap lists the products', async () => {
    const baseURL = inject('baseURL');
    const robots = await fetchAsCrawler('/robots.txt');
    expect([robots.status, robots.type]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(robots.body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');

    const index = await fetchAsCrawler('/sitemap.xml');
    expect([index.status, index.type]).toEqual([200, 'application/xml; charset=utf-8']);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
    expect(files).toContain(`${baseURL}/sitemap-products-1.xml`);
    const urls: string[] = [];
    for (const file of files) {
      const sitemap = await fetchAsCrawler(new URL(file).pathname);
      expect([sitemap.status, sitemap.type]).toEqual([200, 'application/xml; charset=utf-8']);
      urls.push(...[...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string));
    }
    const { product, category } = await storeApi.productWithVariants(baseURL);
    expect(urls).toContain(`${baseURL}/product/${product._id}`);
    expect(urls).toContain(`${baseURL}/category/${category.slug}`);
    expect(urls).toContain(`${baseURL}/`);

    const missing = await fetchAsCrawler('/sitemap-products-999.xml');
    expect(missing.status).toBe(404);
  });

  it.each([
    ['an unknown product', '/product/00000000-0000-4000-8000-000000000000'],
    ['an unknown path', '/no/such/page'],
    ['an unknown category', '/category/no-such'],
  ])('%s answers 404 with the 404 page, never indexed', async (_, path) => {
    const page = await fetchAsCrawler(path);
    expect(page.status).toBe(404);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('Oops! Page not found');
    expect(metaContents(page.body, 'robots')).toEqual(['noindex']);
  });

  it('an unknown API path stays a JSON 404', async () => {
    const answer = await fetchAsCrawler('/api/no-such-call');
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/json/);
  });
});
