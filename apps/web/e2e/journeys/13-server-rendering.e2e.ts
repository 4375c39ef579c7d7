import { HOME_TEXT, HOT_LIST_CATEGORY_SLUG, NOT_FOUND_TEXT, ROUTE_PATHS } from '@zari/contract';
import { describe, expect, inject, it } from 'vitest';
import { expectNoProblems, expectVisible } from '../support/actions';
import { useBrowser } from '../support/browser';
import { fetchAsCrawler } from '../support/crawler';
import { storeApi } from '../support/store-api';

/** Text as React escapes it into HTML, and then as a literal in a pattern. */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const asHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every script a page carries is a module file or JSON data (state, JSON-LD): nothing inline for the CSP to
 * allow.
 */
const inlineScripts = (body: string) =>
  [...body.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attributes]) =>
      !/\bsrc="/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!),
  );

/** The products a listing's HTML links to, in order, each once (a card links its photo and its title). */
const productLinks = (body: string) => [
  ...new Set([...body.matchAll(/href="\/product\/([\w-]+)"/g)].map((match) => match[1])),
];

/** The first page of cards the API lists for a category or a search, as the storefront asks for it. */
async function firstCards(path: string, query: string) {
  const answer = await fetch(
    `${inject('baseURL')}/api/products${path}?view=card&limit=24&facets=true&${query}`,
  );
  const page = (await answer.json()) as { data: { _id: string; title: string }[]; facets: { total: number } };
  return Object.assign(page.data, { total: page.facets.total });
}

/**
 * A listing's page as HTML links the products of the API's first page of cards for it, in their order; answers
 * the page and those cards.
 */
async function expectCardsAsHtml(pagePath: string, listPath: string, query: string) {
  const page = await fetchAsCrawler(pagePath);
  expect(page.status, pagePath).toBe(200);
  const cards = await firstCards(listPath, query);
  expect(cards.length, pagePath).toBeGreaterThan(0);
  expect(productLinks(page.body)).toEqual(cards.map((card) => card._id));
  return { page, cards };
}

async function categoryBySlug(slug: string) {
  const category = (await storeApi.categories(inject('baseURL'))).find((each) => each.slug === slug);
  if (!category) throw new Error(`The demo catalogue has no category ${slug}`);
  return category;
}

describe('journey 13: pages arrive rendered by the server and come alive without a flicker', () => {
  const newShopper = useBrowser();

  it("sends the product's title, price and picture, and the home's first screen, as HTML", async () => {
    const { product } = await storeApi.productWithVariants(inject('baseURL'));
    const page = await fetchAsCrawler(`/product/${product._id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>${asHtml(product.title)} | Zari</title>`);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${literal(asHtml(product.title))}</h1>`));
    expect(page.body).toMatch(/data-testid="price">₹[\d,.]+</);
    // The largest picture is in the HTML at high priority, and the starter names the route's own chunk.
    expect(page.body).toMatch(/<img [^>]*fetchPriority="high"/i);
    expect(page.body).toMatch(
      /<script async src="\/start-after-paint\.js"[^>]* data-modules="[^"]* \/assets\/product-[\w-]+\.js">/,
    );
    expect(inlineScripts(page.body)).toEqual([]);

    const home = await fetchAsCrawler('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(HOME_TEXT.specialOffers);
    const lcpImages = home.body.match(/<img [^>]*fetchPriority="high"[^>]*>/gi) ?? [];
    expect(lcpImages.some((image) => image.includes('src="/uploads/'))).toBe(true);
    for (const category of (await storeApi.categories(inject('baseURL'))).slice(0, 3)) {
      expect(home.body).toContain(asHtml(category.title));
    }
    expect(inlineScripts(home.body)).toEqual([]);
  });

  it("sends a category's title and first cards as the link filters them, the hot list's cards and a search's results, as HTML", async () => {
    const kurtas = await categoryBySlug('kurtas');
    const { page, cards: cheapest } = await expectCardsAsHtml(
      `/category/${kurtas.slug}?sort=price-asc`,
      `/category/${kurtas._id}`,
      'sort=price-asc',
    );
    expect(cheapest.length).toBeGreaterThan(1);
    expect(page.body).toContain(`<title>${asHtml(kurtas.title)} | Zari</title>`);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${literal(asHtml(kurtas.title))}</h1>`));
    expect(page.body).not.toMatch(/data-testid="skeleton"/);
    expect(inlineScripts(page.body)).toEqual([]);

    const dresses = await categoryBySlug(HOT_LIST_CATEGORY_SLUG);
    await expectCardsAsHtml(ROUTE_PATHS.hotList, `/category/${dresses._id}`, 'sort=price-asc');

    const search = await expectCardsAsHtml('/search?q=kurta', '', 'search=kurta&sort=relevance');
    expect(search.page.body).toContain(asHtml(search.cards[0]!.title));
  });

  it('puts what the first paint needs first: compressed, the stylesheet and the LCP image, then the starter alone', async () => {
    const { product } = await storeApi.productWithVariants(inject('baseURL'));
    for (const path of ['/', `/product/${product._id}`]) {
      const page = await fetchAsCrawler(path, { 'accept-encoding': 'br, gzip' });
      expect(page.encoding).toBe('br');
      const head = page.body.split('</head>')[0]!;
      const order = [
        ...head.matchAll(
          /<link rel="(stylesheet|modulepreload)"|<link rel="preload" as="(image)"[^>]*fetchPriority="high"|<script\b[^>]*\ssrc="([^"]+)"/gi,
        ),
      ].map(([tag, rel, image, src]) => rel ?? image ?? src ?? tag);
      expect(order[0]).toBe('stylesheet');
      expect(new Set(order.slice(1, -1))).toEqual(new Set(['image']));
      // No script or module the page fetches before it has painted, but the starter.
      expect(order.at(-1)).toBe('/start-after-paint.js');
      expect(page.body.match(/<script\b[^>]*\ssrc="/g)).toHaveLength(1);
    }
  });

  it('fetches the JavaScript once the page has first painted, after its first-screen pictures, and then comes alive', async () => {
    const { product } = await storeApi.productWithVariants(inject('baseURL'));
    for (const [viewport, path] of [
      ['phone', '/'],
      ['desktop', `/product/${product._id}`],
    ] as const) {
      const shopper = await newShopper(viewport);
      await shopper.goto(path);
      await shopper.page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      const { firstPaint, entryAsked, picturesAsked } = await shopper.page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const entry = resources.find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
          entryAsked: entry?.startTime ?? -1,
          // The head's preloads of the first screen's pictures.
          picturesAsked: resources
            .filter((resource) => resource.initiatorType === 'link' && /\/uploads\//.test(resource.name))
            .map((resource) => resource.startTime),
        };
      });
      expect(firstPaint, path).toBeGreaterThan(0);
      expect(entryAsked, path).toBeGreaterThanOrEqual(firstPaint);
      expect(picturesAsked.length, path).toBeGreaterThan(0);
      for (const asked of picturesAsked) expect(asked, path).toBeLessThan(entryAsked);
      expectNoProblems(shopper);
    }
  });

  it('answers unknown paths, products and categories with the 404 page and status 404, unknown API paths with JSON', async () => {
    for (const path of [
      '/no/such/page',
      '/product/00000000-0000-4000-8000-000000000000',
      '/category/no-such',
    ]) {
      const page = await fetchAsCrawler(path);
      expect(page.status, path).toBe(404);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain(NOT_FOUND_TEXT.title);
    }
    const api = await fetchAsCrawler('/api/no/such/route');
    expect(api.status).toBe(404);
    expect(api.type).toContain('application/json');
  });

  it('hydrates home → category → product with no warning or error in the console, fetching nothing twice', async () => {
    const shopper = await newShopper('phone');
    const { page } = shopper;
    const { category, product } = await storeApi.productWithVariants(shopper.baseURL);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
    });

    await shopper.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.title }).waitFor();
    // The product came with the page: the browser did not ask for it again.
    expect(apiReads).not.toContain(`/api/products/${product._id}`);

    await shopper.goto('/');
    await expectVisible(page, HOME_TEXT.specialOffers);
    await page.locator(`a[href="/category/${category.slug}"]`).first().click();
    await page.waitForURL(`**/category/${category.slug}`);
    await page.getByRole('heading', { name: category.title }).first().waitFor();
    await page.locator(`a[href="/product/${product._id}"]`).first().click();
    await page.waitForURL(`**/product/${product._id}`);
    await page.getByRole('heading', { name: product.title }).waitFor();

    expect(warnings.filter((text) => /hydrat|did not match|server/i.test(text))).toEqual([]);
    expectNoProblems(shopper);
  });

  it('hydrates a shared, sorted category link without asking for its list again; Load more and a new sort still ask', async () => {
    const shopper = await newShopper('desktop');
    const { page } = shopper;
    // The category with the most products, so that it has a second page to load.
    const listings = await Promise.all(
      (await storeApi.categories(shopper.baseURL)).map(async (category) => ({
        category,
        cards: await firstCards(`/category/${category._id}`, 'sort=price-asc'),
      })),
    );
    const { category, cards } = listings.sort((a, b) => b.cards.total - a.cards.total)[0]!;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const listingReads: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/products')) listingReads.push(url);
    });

    await shopper.goto(`/category/${category.slug}?sort=price-asc`);
    await page.getByRole('heading', { name: category.title, level: 1 }).waitFor();
    const titles = page.locator('main article h3');
    expect(await titles.allTextContents()).toEqual(cards.map((card) => card.title));
    expect(listingReads.map(String)).toEqual([]);

    if (cards.total > cards.length) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => titles.count()).toBeGreaterThan(cards.length);
      expect(listingReads).toHaveLength(1);
      expect(listingReads[0]?.searchParams.get('cursor')).toBeTruthy();
    }

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await page.waitForURL(`**/category/${category.slug}?sort=price-desc`);
    await expect.poll(() => listingReads.at(-1)?.searchParams.get('sort')).toBe('price-desc');

    expect(warnings.filter((text) => /hydrat|did not match|server/i.test(text))).toEqual([]);
    expectNoProblems(shopper);
  });
});
