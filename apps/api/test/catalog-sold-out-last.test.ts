/**
 * Sold-out products sink to the end of listings (issue 31): in every sort, in a category (the hot list's
 * cheapest-first too) and in a search, followed page by page with the API's cursors, each product once; a
 * product that sells out through an order moves to the end, and one filtered by stock is still found.
 */
import { type ProductCard, ProductCardListResponse } from '@zari/contract/schemas';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, placeOrder } from './helpers/order-fixtures.js';

describe('sold-out products last', async () => {
  const { app, db, config } = await useTestApp();
  const ids: string[] = [];
  let categoryId = '';
  // Prices and stock of the products, interleaved so that a plain price order would mix sold out and in stock.
  const catalogue: [price: number, stock: number][] = [
    [900, 0],
    [1000, 3],
    [1100, 0],
    [1200, 1],
    [1300, 2],
    [1400, 0],
    [1500, 4],
    [1600, 1],
    [1700, 0],
  ];

  beforeAll(async () => {
    await insertPincodes(db);
    for (const [index, [price, stock]] of catalogue.entries()) {
      const product = await insertProduct(db, {
        title: `Sinkwalk Kurta ${index}`,
        amountPaise: 2000_00,
        discountedPaise: price * 100,
        sizes: ['M'],
        stockCount: stock,
      });
      ids.push(product.id);
      categoryId ||= product.categoryId;
    }
    // One category for all of them.
    await db.update(products).set({ categoryId }).where(inArray(products.id, ids));
  });

  /** Every card of a listing, two at a time by the cursor. */
  async function walk(query: string) {
    const cards: ProductCard[] = [];
    let cursor: string | null | undefined = null;
    do {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await app.inject({
        method: 'GET',
        url: `/api/products?view=card&limit=2&${query}${suffix}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = ProductCardListResponse.parse(response.json());
      cards.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(cards.map((card) => card._id)).size).toBe(cards.length);
    return cards;
  }

  const soldOutLast = (cards: ProductCard[]) => {
    const flags = cards.map((card) => card.inStock);
    return flags.every((flag, index) => index === 0 || !flag || flags[index - 1]);
  };

  it.each(['newest', 'price-asc', 'price-desc', 'discount', 'relevance'])(
    'walks a category sorted %s with the sold-out products last, each once',
    async (sort) => {
      const cards = await walk(`categoryId=${categoryId}&sort=${sort}`);
      expect(cards).toHaveLength(catalogue.length);
      expect(soldOutLast(cards)).toBe(true);
      expect(cards.filter((card) => !card.inStock)).toHaveLength(4);
      const prices = (inStock: boolean) =>
        cards.filter((card) => card.inStock === inStock).map((card) => card.discountedAmount);
      if (sort === 'price-asc') {
        expect(prices(true)).toEqual([1000, 1200, 1300, 1500, 1600]);
        expect(prices(false)).toEqual([900, 1100, 1400, 1700]);
      }
      if (sort === 'price-desc') {
        expect(prices(true)).toEqual([1600, 1500, 1300, 1200, 1000]);
        expect(prices(false)).toEqual([1700, 1400, 1100, 900]);
      }
    },
  );

  it.each(['relevance', 'price-asc', 'newest'])(
    'walks a search sorted %s with the sold-out products last',
    async (sort) => {
      const cards = await walk(`search=Sinkwalk&sort=${sort}`);
      expect(cards).toHaveLength(catalogue.length);
      expect(soldOutLast(cards)).toBe(true);
      expect(cards.at(-1)?.inStock).toBe(false);
    },
  );

  it('keeps the stock filter: only in-stock or only sold-out products, in price order', async () => {
    const inStock = await walk(`categoryId=${categoryId}&sort=price-asc&inStock=true`);
    expect(inStock.map((card) => card.discountedAmount)).toEqual([1000, 1200, 1300, 1500, 1600]);
    const soldOut = await walk(`categoryId=${categoryId}&sort=price-asc&inStock=false`);
    expect(soldOut.map((card) => card.discountedAmount)).toEqual([900, 1100, 1400, 1700]);
  });

  it('moves a product that sells out through an order to the end, and says Out of stock on its card', async () => {
    const before = await walk(`categoryId=${categoryId}&sort=price-asc`);
    expect(before[1]?.discountedAmount).toBe(1200);
    const lastOne = ids[3] as string;
    const { placed } = await placeOrder({ app, db, config }, [{ product: lastOne, quantity: 1, size: 'M' }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const after = await walk(`categoryId=${categoryId}&sort=price-asc`);
    expect(after.map((card) => card.discountedAmount)).toEqual([
      1000, 1300, 1500, 1600, 900, 1100, 1200, 1400, 1700,
    ]);
    expect(after.find((card) => card._id === lastOne)?.inStock).toBe(false);
    const [row] = await db
      .select({ inStock: products.inStock })
      .from(products)
      .where(eq(products.id, lastOne));
    expect(row?.inStock).toBe(false);
  });

  it('still reads a cursor issued before listings led with stock (one key fewer)', async () => {
    const legacy = Buffer.from(JSON.stringify([1250_00, ids[0]])).toString('base64url');
    const response = await app.inject({
      method: 'GET',
      url: `/api/products?view=card&limit=20&categoryId=${categoryId}&sort=price-asc&cursor=${legacy}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = ProductCardListResponse.parse(response.json());
    expect(page.data.map((card) => card.discountedAmount)).toEqual([
      1300, 1500, 1600, 900, 1100, 1200, 1400, 1700,
    ]);
  });
});
