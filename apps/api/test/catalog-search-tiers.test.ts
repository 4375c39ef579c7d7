/**
 * A search in relevance order is answered in tiers: the titles that hold the words first, walked in popularity
 * order, then the full ranking once that tier cannot fill a page. Paged at any size, the pages must join into
 * exactly the order the full ranking gives in one page: no product skipped or repeated where a page crosses
 * from one tier to the next, ties in popularity broken by id on both sides.
 */
import { ProductCardListResponse } from '@zari/contract/schemas';
import { describe, expect, it } from 'vitest';
import { categories, products, productVariants } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';

describe('search pages across relevance tiers', async () => {
  const { app, db } = await useTestApp();
  const [wear, other] = await db
    .insert(categories)
    .values([
      { title: 'Quillon Wear', slug: 'quillon-wear', image: '/uploads/q.svg', position: 0 },
      { title: 'Other', slug: 'other', image: '/uploads/o.svg', position: 1 },
    ])
    .returning({ id: categories.id });
  if (!wear || !other) throw new Error('categories not written');

  // Popularity repeats every 4 products, so most ranks tie and only the id orders them.
  const product = (title: string, description: string, categoryId: string, index: number) => ({
    title,
    description,
    categoryId,
    amountPaise: 100_000,
    discountedPaise: 90_000,
    images: [`/uploads/q/${index}.webp`],
    sizes: ['M'],
    stockCount: 5,
    popularity: index % 4,
  });
  const rows = [
    // The title tier: the word itself (word similarity 1), more of them than the smaller pages hold.
    ...Array.from({ length: 30 }, (_, i) =>
      product(`Silk Quillon Saree ${i}`, 'A saree.', i % 5 === 0 ? wear.id : other.id, i),
    ),
    // Near spellings (similarity below 1), the category's own products, and descriptions that name the word.
    ...Array.from({ length: 8 }, (_, i) => product(`Quillons Kurta ${i}`, 'A kurta.', other.id, i)),
    ...Array.from({ length: 6 }, (_, i) => product(`Linen Dress ${i}`, 'A dress.', wear.id, i)),
    ...Array.from({ length: 6 }, (_, i) => product(`Cotton Top ${i}`, 'Quillon trim.', other.id, i)),
    // Not found at all.
    ...Array.from({ length: 10 }, (_, i) => product(`Velvet Bag ${i}`, 'A bag.', other.id, i)),
  ];
  const written = await db.insert(products).values(rows).returning({ id: products.id });
  await db.insert(productVariants).values(
    written.map(({ id }) => ({
      productId: id,
      colorCode: '#112233',
      pricePaise: 100_000,
      discountedPricePaise: 90_000,
    })),
  );

  const page = async (query: string, path = '/api/products') => {
    const response = await app.inject({ method: 'GET', url: `${path}?view=card&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ProductCardListResponse.parse(response.json());
  };

  // The full ranking in one page: the title tier cannot fill 100, so this is ranked whole.
  const ranked = (await page('search=quillon&limit=100')).data.map((card) => card._id);

  it('ranks every match once, the titles that hold the word first', () => {
    expect(ranked).toHaveLength(50);
    expect(new Set(ranked).size).toBe(50);
    const titleTier = new Set(written.slice(0, 30).map(({ id }) => id));
    expect(ranked.slice(0, 30).every((id) => titleTier.has(id))).toBe(true);
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    'pages of %i join into the full ranking, across the tier boundary',
    async (limit) => {
      const seen: string[] = [];
      let cursor: string | null | undefined = null;
      do {
        const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const next = await page(`search=quillon&limit=${limit}${suffix}`);
        expect(next.data.length).toBeLessThanOrEqual(limit);
        seen.push(...next.data.map((card) => card._id));
        cursor = next.nextCursor;
      } while (cursor);
      expect(seen).toEqual(ranked);
    },
  );

  it('keeps a category filter inside the title tier', async () => {
    const wearIds = new Set(rows.flatMap((row, i) => (row.categoryId === wear.id ? [written[i]?.id] : [])));
    const inWear = (await page('search=quillon&limit=5', `/api/products/category/${wear.id}`)).data.map(
      (card) => card._id,
    );
    expect(inWear).toEqual(ranked.filter((id) => wearIds.has(id)).slice(0, 5));
  });
});
