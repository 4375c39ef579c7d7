/**
 * Catalogue queries: the only file of the catalogue module that touches drizzle. They are prepared once
 * per database handle (named statements: Postgres parses and plans each shape once per connection), which
 * keeps the hot read paths cheap.
 */
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, posterSets, products, productVariants } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;
export type PosterSetRow = typeof posterSets.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type ProductSort = 'newest' | 'price-asc' | 'price-desc';

/** Where the previous page ended: the sort key (timestamp text or paise) and the id that breaks ties. */
export interface ProductKey {
  key: string | number;
  id: string;
}

export interface VariantSummary {
  id: string;
  colorCode: string;
  images: string[];
}

export interface ProductPageQuery {
  search?: string | undefined;
  categoryId?: string | undefined;
  sort: ProductSort;
  limit: number;
  after?: ProductKey | undefined;
}

const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  amountPaise: products.amountPaise,
  discountedPaise: products.discountedPaise,
  images: products.images,
  sizes: products.sizes,
  stockCount: products.stockCount,
  fastDelivery: products.fastDelivery,
  tag: products.tag,
  productInfo: products.productInfo,
  category: { id: categories.id, title: categories.title, slug: categories.slug },
  // The swatches and variant images of a card come in the same round trip (product_variants_product_idx).
  variants: sql<VariantSummary[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'colorCode', v.color_code, 'images', v.images)
                    order by v.position, v.id)
    from ${productVariants} v where v.product_id = ${products.id}), '[]'::json)`,
  // Text keeps Postgres' microseconds, which a JS Date would drop and so skip rows between pages.
  createdAtKey: sql<string>`${products.createdAt}::text`,
};

/** `%`, `_` and `\` typed by a shopper are text, not LIKE wildcards. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const afterKey = sql.placeholder('afterKey');
const afterId = sql.placeholder('afterId');

/** Keyset pagination over an index of (sort key, id): page 1,000 costs what page 1 costs. */
function keysetOrder(sort: ProductSort, paged: boolean): { order: SQL[]; after?: SQL } {
  if (sort === 'newest') {
    return {
      order: [desc(products.createdAt), desc(products.id)],
      ...(paged && {
        after: sql`(${products.createdAt}, ${products.id}) < (${afterKey}::timestamptz, ${afterId}::uuid)`,
      }),
    };
  }
  const direction = sort === 'price-asc' ? asc : desc;
  const comparison = sort === 'price-asc' ? sql`>` : sql`<`;
  return {
    order: [direction(products.discountedPaise), direction(products.id)],
    ...(paged && {
      after: sql`(${products.discountedPaise}, ${products.id}) ${comparison} (${afterKey}::integer, ${afterId}::uuid)`,
    }),
  };
}

export function catalogQueries(db: Database) {
  const selectProducts = () =>
    db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));

  const allCategories = db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title))
    .prepare('catalog_categories');
  const categoryById = db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, sql.placeholder('id')))
    .limit(1)
    .prepare('catalog_category_by_id');
  const posterSetByName = db
    .select()
    .from(posterSets)
    .where(eq(posterSets.name, sql.placeholder('name')))
    .limit(1)
    .prepare('catalog_poster_set_by_name');
  const productById = selectProducts()
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1)
    .prepare('catalog_product_by_id');
  const productIdById = db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .limit(1)
    .prepare('catalog_product_exists');
  const variantsOfProduct = db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, sql.placeholder('productId')))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .prepare('catalog_variants_of_product');

  /** One statement per shape of the list query (sort × category × search × cursor), prepared on first use. */
  const pageShapes = new Map<string, ReturnType<typeof preparePage>>();
  function preparePage(
    sort: ProductSort,
    byCategory: boolean,
    bySearch: boolean,
    paged: boolean,
    name: string,
  ) {
    const { order, after } = keysetOrder(sort, paged);
    return selectProducts()
      .where(
        and(
          byCategory ? eq(products.categoryId, sql.placeholder('categoryId')) : undefined,
          bySearch ? ilike(products.title, sql.placeholder('pattern')) : undefined,
          after,
        ),
      )
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  }

  return {
    listCategories: (): Promise<CategoryRow[]> => allCategories.execute(),

    async categoryExists(id: string): Promise<boolean> {
      return (await categoryById.execute({ id })).length > 0;
    },

    async findPosterSet(name: string): Promise<PosterSetRow | undefined> {
      return (await posterSetByName.execute({ name }))[0];
    },

    async findProduct(id: string) {
      return (await productById.execute({ id }))[0];
    },

    async productExists(id: string): Promise<boolean> {
      return (await productIdById.execute({ id })).length > 0;
    },

    listVariants: (productId: string): Promise<VariantRow[]> => variantsOfProduct.execute({ productId }),

    /** One page of products plus one more row, which tells the caller whether another page exists. */
    listProducts(query: ProductPageQuery) {
      const shape = [
        query.sort,
        Boolean(query.categoryId),
        Boolean(query.search),
        Boolean(query.after),
      ] as const;
      const name = `catalog_products_${shape.map(String).join('_')}`;
      let statement = pageShapes.get(name);
      if (!statement) {
        statement = preparePage(...shape, name);
        pageShapes.set(name, statement);
      }
      return statement.execute({
        limit: query.limit + 1,
        ...(query.categoryId && { categoryId: query.categoryId }),
        ...(query.search && { pattern: containsPattern(query.search) }),
        ...(query.after && { afterKey: query.after.key, afterId: query.after.id }),
      });
    },
  };
}

export type CatalogQueries = ReturnType<typeof catalogQueries>;
export type ProductRow = NonNullable<Awaited<ReturnType<CatalogQueries['findProduct']>>>;
