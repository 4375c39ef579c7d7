/**
 * Listings as the storefront's filter panel uses them (DESIGN §9 Listings): sorts, filters, facet counts,
 * typo-tolerant search and the card view, checked against what a shopper could count by hand from the full
 * demo catalogue.
 */
import { join } from 'node:path';
import { API_MESSAGES, discountPercent, PRICE_BAND_VALUES, PRODUCT_PAGE_SIZE_DEFAULT } from '@zari/contract';
import {
  CategoryListResponse,
  type Product,
  ProductCard,
  ProductCardListResponse,
  type ProductFacets,
  ProductListResponse,
  ProductVariantListResponse,
} from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { seedDemoCatalog } from '../src/db/seed/seed.js';
import { useTestApp } from './helpers/app.js';

describe('product listings', async () => {
  const { app, db, config } = await useTestApp();
  await seedDemoCatalog(db, { uploadsDir: join(config.DATA_DIR, 'uploads') });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const all = ProductListResponse.parse((await get('/api/products')).json()).data;
  const categories = CategoryListResponse.parse((await get('/api/categories')).json()).data;
  const categoryId = (slug: string) => categories.find((category) => category.slug === slug)?._id ?? '';

  /** Every card of a listing, following nextCursor in pages of 7; and the first page's facets. */
  async function walk(path: string, query: string) {
    const cards: ProductCard[] = [];
    let facets: ProductFacets | undefined;
    let cursor: string | null | undefined;
    do {
      const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '&facets=true';
      const response = await get(`${path}?view=card&limit=7&${query}${suffix}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = ProductCardListResponse.parse(response.json());
      cards.push(...page.data);
      facets ??= page.facets;
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(cards.map((card) => card._id)).size).toBe(cards.length);
    return { cards, facets: facets as ProductFacets };
  }

  const ids = (list: { _id: string }[]) => list.map((item) => item._id).sort();
  const percentOff = (product: { amount: number; discountedAmount: number }) =>
    discountPercent(product.amount, product.discountedAmount);

  const colourNames = new Map<string, string[]>();
  for (const product of all) {
    const variants = ProductVariantListResponse.parse(
      (await get(`/api/product-variants/product/${product._id}`)).json(),
    ).data;
    colourNames.set(
      product._id,
      variants.map((variant) => variant.colorName ?? ''),
    );
  }

  it('sorts by discount, largest first, across pages', async () => {
    const { cards } = await walk('/api/products', 'sort=discount');
    // Issue 31: sold-out products come last, each part in its own order.
    const inStock = cards.map((card) => card.inStock);
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
    for (const part of [true, false]) {
      const percents = cards.filter((card) => card.inStock === part).map(percentOff);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
    }
    expect(cards).toHaveLength(all.length);
  });

  it('sorts by popularity and by price high to low, each a complete order of the catalogue', async () => {
    for (const sort of ['relevance', 'price-desc']) {
      const { cards } = await walk('/api/products', `sort=${sort}`);
      expect(ids(cards)).toEqual(ids(all));
    }
  });

  it('filters by size (either of two), price band, discount, fast delivery and stock, as a shopper would', async () => {
    const cases: [string, (product: Product) => boolean][] = [
      ['size=M&size=L', (p) => p.sizes.includes('M') || p.sizes.includes('L')],
      ['price=500-1500', (p) => p.discountedAmount >= 500 && p.discountedAmount <= 1500],
      ['price=2500-', (p) => p.discountedAmount >= 2500],
      ['discount=30', (p) => percentOff(p) >= 30],
      ['fastDelivery=true', (p) => p.fastDelivery],
      ['inStock=true', (p) => p.inStock],
      [
        'size=M&price=-1500&discount=10&inStock=true',
        (p) => p.sizes.includes('M') && p.discountedAmount <= 1500 && percentOff(p) >= 10 && p.inStock,
      ],
    ];
    for (const [query, matches] of cases) {
      const { cards, facets } = await walk('/api/products', query);
      const expected = all.filter(matches);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(ids(cards), query).toEqual(ids(expected));
      expect(facets.total, query).toBe(expected.length);
    }
  });

  it('filters by colour name and counts each facet under the other filters', async () => {
    const kurtas = categoryId('kurtas');
    const { facets: unfiltered } = await walk(`/api/products/category/${kurtas}`, '');
    const colour = unfiltered.colors[0]?.value ?? '';
    const inKurtas = all.filter((product) => product.category._id === kurtas);
    const hasColour = (product: Product) => colourNames.get(product._id)?.includes(colour) ?? false;
    expect(unfiltered.colors[0]?.count).toBe(inKurtas.filter(hasColour).length);

    const { cards, facets } = await walk(
      `/api/products/category/${kurtas}`,
      `color=${encodeURIComponent(colour)}&size=M`,
    );
    expect(ids(cards)).toEqual(ids(inKurtas.filter((p) => hasColour(p) && p.sizes.includes('M'))));
    // Sizes are counted without the size filter, colours without the colour filter.
    const withColour = inKurtas.filter(hasColour);
    for (const { value, count } of facets.sizes) {
      expect(count, value).toBe(withColour.filter((product) => product.sizes.includes(value)).length);
    }
    const withM = inKurtas.filter((product) => product.sizes.includes('M'));
    for (const { value, count } of facets.colors) {
      expect(count, value).toBe(withM.filter((p) => colourNames.get(p._id)?.includes(value)).length);
    }
    expect(facets.prices.map((band) => band.value)).toEqual(PRICE_BAND_VALUES);
    expect(facets.prices.reduce((sum, band) => sum + band.count, 0)).toBe(cards.length);
  });

  it('finds plurals and typos, category names and descriptions, best title matches first', async () => {
    const titled = (word: string) => all.filter((product) => product.title.toLowerCase().includes(word));
    for (const [typed, word] of [
      ['kurtas', 'kurta'],
      ['sare', 'saree'],
      ['sarees', 'saree'],
    ] as const) {
      const { cards } = await walk('/api/products', `search=${typed}`);
      const expected = titled(word);
      expect(expected.length, typed).toBeGreaterThan(0);
      expect(ids(cards.slice(0, expected.length)), typed).toEqual(ids(expected));
    }
    // "Jewellery" is a category's title, not in the titles of its jhumkas and necklaces.
    const jewellery = all.filter((product) => product.category._id === categoryId('jewellery'));
    const { cards } = await walk('/api/products', 'search=jewelery');
    expect(ids(cards)).toEqual(expect.arrayContaining(ids(jewellery)));
    // A word only a description holds.
    const described = all.find(
      (product) =>
        !product.title.toLowerCase().includes('handwoven') && /handwoven/i.test(product.description),
    );
    if (described) {
      const found = await walk('/api/products', 'search=handwoven');
      expect(ids(found.cards)).toContain(described._id);
    }
  });

  it('answers cards only when asked, 24 to a page, with nothing a card does not show', async () => {
    const response = await get('/api/products?view=card');
    const page = ProductCardListResponse.parse(response.json());
    expect(page.data).toHaveLength(PRODUCT_PAGE_SIZE_DEFAULT);
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const card of response.json().data as object[]) {
      // `translations` (issue 35) is there only for a product with a Hindi title.
      const shown = Object.keys(ProductCard.shape).filter((key) => key !== 'translations' || key in card);
      expect(Object.keys(card).sort()).toEqual(shown.sort());
    }
    const first = all[0] as Product;
    const card = page.data[0] as ProductCard;
    expect(card).toEqual({
      _id: first._id,
      title: first.title,
      amount: first.amount,
      discountedAmount: first.discountedAmount,
      image: first.images[0],
      inStock: first.inStock,
      fastDelivery: first.fastDelivery,
      tag: first.tag,
      swatches: first.swatches ?? [],
      // Issue 31: the sizes no colour has left, as the full product's availability tells them.
      soldOutSizes: first.inStock
        ? [...new Set(first.availability?.map((row) => row.size))]
            .filter((size) => first.availability?.every((row) => row.size !== size || !row.inStock))
            .sort()
        : [],
      // The card's photo only, with the sizes the pipeline recorded.
      media: { [first.images[0] as string]: first.media?.[first.images[0] as string] },
      // Issue 35: the Hindi title of the product, when it has one.
      ...(first.translations?.hi?.title && { translations: { hi: { title: first.translations.hi.title } } }),
    });
    const full = await get('/api/products?limit=24');
    expect(response.body.length).toBeLessThan(full.body.length / 3);
    // A client that speaks only SPEC §7 still gets whole products.
    expect(ProductListResponse.parse(full.json()).data[0]).toEqual(first);
  });

  it('leaves archived products out of every listing and its counts', async () => {
    const archived = all[0] as Product;
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived._id));
    const { cards, facets } = await walk('/api/products', '');
    expect(ids(cards)).toEqual(ids(all.filter((product) => product._id !== archived._id)));
    expect(facets.total).toBe(all.length - 1);
    await db.update(products).set({ archivedAt: null }).where(eq(products.id, archived._id));
  });

  it('refuses a malformed filter, sort or cursor with a 400 naming no internals', async () => {
    const cursor = ProductCardListResponse.parse(
      (await get('/api/products?view=card&sort=newest')).json(),
    ).nextCursor;
    for (const query of [
      'price=cheap',
      'price=1500-500',
      'discount=20',
      'sort=trending',
      'view=tiny',
      'inStock=yes',
      `sort=price-asc&cursor=${cursor}`,
      `size=${'M&size='.repeat(25)}M`,
    ]) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const wrongCursor = await get(`/api/products?sort=price-asc&cursor=${cursor}`);
    expect(wrongCursor.json().message).toBe(API_MESSAGES.invalidCursor);
  });
});
