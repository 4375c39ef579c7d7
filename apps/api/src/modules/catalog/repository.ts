/**
 * Catalogue queries: the only file of the catalogue module that touches drizzle. The storefront's reads
 * (`catalogQueries`) are prepared once per database handle (named statements: Postgres parses and plans each
 * shape once per connection), which keeps the hot read paths cheap. The back office's reads and writes
 * (`catalogRepository`, below) include archived products; writes take the caller's transaction, so each
 * lands with its audit entry or not at all. Stock is written only by the inventory module.
 */
import {
  type ImageMeta,
  LOW_STOCK_THRESHOLD,
  PRICE_BAND_VALUES,
  PRICE_BANDS_RUPEES,
  type ProductSort,
  SEARCH_MATCHES_RANKED,
} from '@zari/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../db/client.js';
import {
  categories,
  imageAssets,
  type PosterTranslations,
  posterSets,
  products,
  productVariants,
  type SwatchEntry,
} from '../../db/schema/index.js';
import type { CreatedKey } from '../../lib/keyset-cursor.js';

export type CategoryRow = typeof categories.$inferSelect & { media: Record<string, ImageMeta> | null };
export type PosterSetRow = typeof posterSets.$inferSelect & { media: Record<string, ImageMeta> | null };
export type VariantRow = typeof productVariants.$inferSelect;
export type ProductView = 'full' | 'card';

/** Where the previous page ended: the sort keys (timestamp text, paise, percent, rank…) then the id. */
export interface ProductKey {
  keys: (string | number)[];
  id: string;
}

export interface VariantSummary {
  id: string;
  colorCode: string;
  images: string[];
  pricePaise: number;
  discountedPaise: number;
}

/** Filters in database units (paise); each is optional and they combine with AND. */
export interface ProductFilters {
  /** The search's English words (the contract's searchTerms): matched against the English texts. */
  search?: string | undefined;
  /** The search as typed, matched against the Hindi texts; set whenever `search` is. */
  searchOriginal?: string | undefined;
  categoryId?: string | undefined;
  sizes?: string[] | undefined;
  colors?: string[] | undefined;
  /** Issue 34: countries of origin (ISO codes), any of them. */
  origins?: string[] | undefined;
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  minDiscountPercent?: number | undefined;
  fastDelivery?: boolean | undefined;
  inStock?: boolean | undefined;
}

export interface ProductPageQuery extends ProductFilters {
  sort: ProductSort;
  view: ProductView;
  limit: number;
  after?: ProductKey | undefined;
}

/** A facet value and how many products carry it. */
export interface FacetRow {
  facet: 'total' | 'size' | 'color' | 'price' | 'origin';
  value: string;
  count: number;
}

/** What every shape of a product shows: a card, a listing's full product, the product page. */
const summaryColumns = {
  id: products.id,
  title: products.title,
  amountPaise: products.amountPaise,
  discountedPaise: products.discountedPaise,
  image: sql<string | null>`${products.images}[1]`,
  stockCount: products.stockCount,
  fastDelivery: products.fastDelivery,
  tag: products.tag,
};

/** One image_assets row (as `a`) as the contract's ImageMeta. */
const assetMeta = sql`json_build_object('width', a.width, 'height', a.height, 'widths', a.widths, 'avif', a.avif)`;

/**
 * What the image pipeline recorded about the images `where` picks (from image_assets, as `a`), by path: a
 * row's `media` (ImageMeta), for srcset, sizes and the link-preview JPEG.
 */
const recordedMedia = (where: SQL) => sql<Record<string, ImageMeta> | null>`(
  select json_object_agg(a.path, ${assetMeta}) from ${imageAssets} a where ${where})`;

/** What a card shows beyond the summary. */
const cardOnlyColumns = {
  // What the image pipeline recorded about the card's photo, for its srcset: one primary-key lookup, without
  // recordedMedia's aggregate, on the listings' hot path.
  media: sql<Record<string, ImageMeta> | null>`(
    select json_build_object(a.path, ${assetMeta})
    from ${imageAssets} a where a.path = ${products.images}[1])`,
  // Kept on the product's own row by the variants trigger (migration 0005): no per-card aggregate.
  swatches: products.swatches,
  // Issue 31: the sizes sold out in every colour (null: none), read only for a product in stock, from its
  // SKUs by their (product, colour, size) index.
  // (No GROUP BY: a page's plan has no Sort node, catalog-scale.test.ts; DISTINCT sorts inside the aggregate.)
  // Issue 35: the card's Hindi title, from its generated column (null: none, and the key is left out).
  translations: sql<{ hi: { title: string } } | null>`(case when ${products.titleHi} is not null
    then json_build_object('hi', json_build_object('title', ${products.titleHi})) end)`,
  soldOutSizes: sql<string[] | null>`(case when ${products.stockCount} > 0 then (
    select array_agg(distinct s.size) from skus s
    where s.product_id = ${products.id} and s.stock = 0
      and not exists (select 1 from skus t where t.product_id = s.product_id and t.size = s.size and t.stock > 0))
    end)`,
};

/**
 * A card leaves Postgres as its id (every listing row's, for the cursor) and one JSON object of its other
 * fields (each a JSON type already): the driver parses one value a row instead of reading, parsing and
 * mapping ten columns, which were most of an uncached page's CPU at 100,000 products.
 */
const { id: _listingRowId, ...cardFields } = { ...summaryColumns, ...cardOnlyColumns };
const cardColumns = {
  id: products.id,
  card: sql<ProductCardFields>`json_build_object(${sql.join(
    Object.entries(cardFields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`,
};

export const fullColumns = {
  ...summaryColumns,
  description: products.description,
  images: products.images,
  sizes: products.sizes,
  productInfo: products.productInfo,
  // Issue 35: the Hindi title, description and product info ('{}' when none).
  translations: products.translations,
  // Issue 33: the product's own return facts, read by the contract's returnPolicyFor.
  returnable: products.returnable,
  specialOffer: products.specialOffer,
  // Issue 34: the product's own disclosures and its category's defaults, resolved by the contract's rule.
  disclosures: products.disclosures,
  categoryDisclosures: categories.disclosureDefaults,
  category: {
    id: categories.id,
    title: categories.title,
    slug: categories.slug,
    translations: categories.translations,
  },
  // What the image pipeline recorded about the product's and its variants' images, for srcset and sizes.
  media: recordedMedia(
    sql`a.path = any(${products.images})
        or a.path in (select unnest(v.images) from ${productVariants} v where v.product_id = ${products}.id)`,
  ),
  // The gallery shows variant images without a second request.
  variants: sql<VariantSummary[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'colorCode', v.color_code, 'images', v.images,
                                      'pricePaise', v.price_paise, 'discountedPaise', v.discounted_price_paise)
                    order by v.position, v.id)
    from ${productVariants} v where v.product_id = ${products}.id), '[]'::json)`,
  // Each SKU's stock (issue 31), colours in position order then sizes in the product's order; the answer
  // says only in stock or not, and the count when low (the contract's skuAvailability).
  skus: sql<{ variant: string | null; colorName: string | null; size: string; stock: number }[]>`coalesce((
    select json_agg(json_build_object('variant', s.variant_id, 'colorName', v.color_name, 'size', s.size,
                                      'stock', s.stock)
                    order by v.position nulls first, v.id, array_position(${products}.sizes, s.size), s.id)
    from skus s left join ${productVariants} v on v.id = s.variant_id
    where s.product_id = ${products}.id), '[]'::json)`,
};

/**
 * How a statement takes a value: a named placeholder in a prepared statement, or the value itself bound as a
 * parameter in a one-off statement.
 */
type Bind = (name: string) => SQL | ReturnType<typeof sql.placeholder>;
const placeholder: Bind = (name) => sql.placeholder(name);
const boundFrom =
  (values: Record<string, unknown>): Bind =>
  (name) =>
    sql`${sql.param(values[name])}`;

/**
 * Search matches a product whose title holds the words or a near spelling of them (pg_trgm word similarity,
 * so "sare" finds "saree"), whose description contains them, or whose category's title is near them. Each
 * branch is its own index scan (trigram or category) and the union is joined back by id: Postgres cannot
 * estimate an OR of similarity conditions and would read the whole catalogue instead (for "sare" at 100k it
 * tested every title: 1.2 s, against 0.4 s with the two title conditions apart).
 */
const categoryMatches = (bind: Bind) => sql`(${bind('search')} <% c.title or c.title ilike ${bind('pattern')}
    or ${bind('searchHi')} <% (c.translations #>> '{hi,title}')
    or (c.translations #>> '{hi,title}') ilike ${bind('patternHi')})`;
const matchingCategoryIds = (bind: Bind) =>
  sql`array(select c.id from ${categories} c where ${categoryMatches(bind)})`;
/**
 * Issue 35: the English words (`search`, Hindi words typed in Latin or Devanagari already made English by the
 * contract's searchTerms) are matched against the English texts, and the search as typed (`searchHi`)
 * against the Hindi ones, each branch on its own trigram index (products_title_hi_trgm_idx…).
 */
const searchMatch = (bind: Bind) => sql`${products.id} in (
  select m.id from ${products} m where ${bind('search')} <% m.title
  union select m.id from ${products} m where m.title ilike ${bind('pattern')}
  union select m.id from ${products} m where m.description ilike ${bind('pattern')}
  union select m.id from ${products} m where ${bind('searchHi')} <% m.title_hi
  union select m.id from ${products} m where m.title_hi ilike ${bind('patternHi')}
  union select m.id from ${products} m where m.description_hi ilike ${bind('patternHi')}
  union select m.id from ${categories} c join ${products} m on m.category_id = c.id where ${categoryMatches(bind)})`;
/**
 * The text half of the match as one condition on the row, the cheap tests first, for the search's candidates.
 */
const textMatchOfRow = (bind: Bind) => sql`(${products.title} ilike ${bind('pattern')}
  or ${products.description} ilike ${bind('pattern')}
  or ${products.titleHi} ilike ${bind('patternHi')} or ${products.descriptionHi} ilike ${bind('patternHi')}
  or ${bind('search')} <% ${products.title} or ${bind('searchHi')} <% ${products.titleHi})`;

/**
 * A search's candidates (issue 36): its SEARCH_MATCHES_RANKED most popular matches, in stock first, which the
 * page then ranks and orders. Ranking every match read every one of them: a broad or misspelt word ("kurti",
 * "silk saree") matches a whole category, 12,500 products at 100,000, each read and scored (0.5–3 s a page).
 * Two halves, each limited in popularity order, and the most popular of both: the products whose texts match,
 * for which Postgres walks products_popularity_idx and stops at the last candidate when the words are common
 * (a few thousand rows for 1 match in 8) and reads the trigram indexes then sorts when they are rare (it knows
 * which from the statistics: pg_trgm estimates each condition on the column's sample, which is why a search is
 * planned for its own words, an unnamed statement in listProducts); and the products of a matching category,
 * walked in each matching category from products_category_popularity_idx (as one OR with the texts, or as a
 * join, the category ids are unknown when the plan is made, and Postgres walked all 100,000 rows for a word
 * that matched nothing).
 */
function searchCandidates(filters: ProductFilters, bind: Bind): SQL {
  const { search: _words, searchOriginal: _typed, ...rest } = filters;
  const others = [...filterConditions(rest, bind), sizesListedCondition(rest, bind)];
  const popularFirst = sql`order by ${products.inStock} desc, ${products.popularity} desc, ${products.id} desc
    limit ${sql.raw(String(SEARCH_MATCHES_RANKED))}`;
  return sql`select id from (
    (select ${products.id}, ${products.inStock}, ${products.popularity} from ${products}
      where ${and(listed, textMatchOfRow(bind), ...others)} ${popularFirst})
    union
    (select p.id, p.in_stock, p.popularity from ${categories} c cross join lateral (
      select ${products.id}, ${products.inStock}, ${products.popularity} from ${products}
      where ${and(sql`${products.categoryId} = c.id`, listed, ...others)} ${popularFirst}) p
      where ${categoryMatches(bind)})) candidates
    order by in_stock desc, popularity desc, id desc limit ${sql.raw(String(SEARCH_MATCHES_RANKED))}`;
}

/**
 * A near title ranks by its similarity (a match is at least 0.6, pg_trgm's threshold), then a category match,
 * then a description match; popularity breaks ties.
 */
const relevance = sql`greatest(word_similarity(${placeholder('search')}, ${products.title}),
  coalesce(word_similarity(${placeholder('searchHi')}, ${products.titleHi}), 0::real),
  case when ${products.categoryId} = any(${matchingCategoryIds(placeholder)}) then 0.55::real else 0::real end,
  case when ${products.description} ilike ${placeholder('pattern')} then 0.5::real else 0::real end,
  case when ${products.descriptionHi} ilike ${placeholder('patternHi')} then 0.5::real else 0::real end)`;

interface Ordering {
  /** Sort expressions (ties broken by id in the same direction), all descending or all ascending. */
  keys: SQL[];
  /** Casts of the cursor's keys, in the same order (`boolean` travels as 0 or 1). */
  casts: string[];
  direction: 'asc' | 'desc';
}

/**
 * Issue 31: every order leads with "in stock", so sold-out products sink to the end of every listing (each order
 * has its (in stock, key, id) index, migration 0022). Descending orders put `in_stock` true first; the one
 * ascending order leads with `not in_stock` (false, in stock, first).
 */
const inStockFirst = { desc: sql`${products.inStock}`, asc: sql`(not ${products.inStock})` } as const;

function orderingOf(sort: ProductSort, searching: boolean): Ordering {
  const { keys, casts, direction } = sortKeysOf(sort, searching);
  return { keys: [inStockFirst[direction], ...keys], casts: ['boolean', ...casts], direction };
}

function sortKeysOf(sort: ProductSort, searching: boolean): Ordering {
  switch (sort) {
    case 'newest':
      // Text keeps Postgres' microseconds, which a JS Date would drop and so skip rows between pages.
      return { keys: [sql`${products.createdAt}`], casts: ['timestamptz'], direction: 'desc' };
    case 'price-asc':
      return { keys: [sql`${products.discountedPaise}`], casts: ['integer'], direction: 'asc' };
    case 'price-desc':
      return { keys: [sql`${products.discountedPaise}`], casts: ['integer'], direction: 'desc' };
    case 'discount':
      return { keys: [sql`${products.discountPercent}`], casts: ['integer'], direction: 'desc' };
    case 'relevance':
      return searching
        ? {
            keys: [relevance, sql`${products.popularity}`],
            casts: ['real', 'integer'],
            direction: 'desc',
          }
        : { keys: [sql`${products.popularity}`], casts: ['integer'], direction: 'desc' };
  }
}

/** The cursor's key values as text or numbers, the way a page's last row reports them. */
function sortKeySelection(ordering: Ordering) {
  return sql<(string | number)[]>`json_build_array(${sql.join(
    ordering.keys.map((key, index) => {
      const cast = ordering.casts[index];
      if (cast === 'timestamptz') return sql`${key}::text`;
      if (cast === 'boolean') return sql`${key}::integer`;
      return key;
    }),
    sql`, `,
  )})`;
}

/** Which filters a statement has: the name of its prepared shape. */
function filterShape(filters: ProductFilters): string {
  return [
    filters.search ? 's' : '',
    filters.categoryId ? 'c' : '',
    filters.sizes?.length ? 'z' : '',
    filters.colors?.length ? 'k' : '',
    filters.origins?.length ? 'o' : '',
    filters.minPaise !== undefined ? 'p' : '',
    filters.maxPaise !== undefined ? 'q' : '',
    filters.minDiscountPercent !== undefined ? 'd' : '',
    filters.fastDelivery !== undefined ? 'f' : '',
    // In stock or sold out: different SQL, so different statements.
    filters.inStock === undefined ? '' : filters.inStock ? 'i' : 'o',
  ].join('');
}

/** The WHERE conditions of the given filters, as placeholders (values come with `filterValues`). */
function filterConditions(filters: ProductFilters, bind: Bind): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.search ? searchMatch(bind) : undefined,
    filters.categoryId ? sql`${products.categoryId} = ${bind('categoryId')}` : undefined,
    filters.sizes?.length ? sql`${products.sizes} && ${bind('sizes')}::text[]` : undefined,
    filters.colors?.length ? sql`${products.colors} && ${bind('colors')}::text[]` : undefined,
    // products.origin: the product's country or its category's, kept by triggers (migration 0022), indexed.
    filters.origins?.length ? sql`${products.origin} = any(${bind('origins')}::text[])` : undefined,
    filters.minPaise !== undefined ? sql`${products.discountedPaise} >= ${bind('minPaise')}` : undefined,
    filters.maxPaise !== undefined ? sql`${products.discountedPaise} <= ${bind('maxPaise')}` : undefined,
    filters.minDiscountPercent !== undefined
      ? sql`${products.discountPercent} >= ${bind('minDiscountPercent')}`
      : undefined,
    filters.fastDelivery !== undefined ? sql`${products.fastDelivery} = ${bind('fastDelivery')}` : undefined,
    filters.inStock === true ? sql`${products.inStock}` : undefined,
    filters.inStock === false ? sql`not ${products.inStock}` : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/**
 * A size filter that nothing can match, known before any product is read (issue 36): the planner, seeing M
 * on half the catalogue, expects a page of sarees in M to fill within a few rows and walks the category's
 * (or the catalogue's) order index to its end, filtering every row (35–110 ms at 100,000 products).
 * `category_sizes` (kept by triggers, migration 0015) says whether any listed product of the category, or of
 * any category, comes in one of the sizes. Not correlated with the row, it is an InitPlan: a one-time filter
 * that, when false, leaves the products scan never executed.
 */
function sizesListedCondition(filters: ProductFilters, bind: Bind): SQL | undefined {
  if (!filters.sizes?.length) return undefined;
  const inCategory = filters.categoryId ? sql`cs.category_id = ${bind('categoryId')} and ` : sql``;
  return sql`exists (select 1 from category_sizes cs
    where ${inCategory}cs.size = any(${bind('sizes')}::text[]) and cs.products > 0)`;
}

/**
 * The same, for every filter the facet cells answer (issue 36): a colour, origin, price band or discount step
 * that no listed product of the category has (with the page's other filters) is known from its few hundred
 * cells, and the page's products scan is never executed (an InitPlan, as above). Only in statements planned
 * per value (its values are bound, not placeholders), so never in a prepared statement.
 */
function cellsListedCondition(filters: ProductFilters): SQL | undefined {
  // Sizes alone are category_sizes' (above); the unfiltered pages need no such test.
  const beyondSizes =
    filters.colors?.length ||
    filters.origins?.length ||
    filters.minPaise !== undefined ||
    filters.maxPaise !== undefined ||
    filters.minDiscountPercent !== undefined;
  if (!beyondSizes || !plannedPerValue(filters)) return undefined;
  const cells = facetCellFilters(filters);
  if (!cells) return undefined;
  const bind = boundFrom(cellValues(filters, cells));
  return sql`exists (select 1 from facet_cells f where ${allOf(cellConditions(filters, cells, bind))}
    having sum(f.products) > 0)`;
}

/** Archived products stay for the orders that name them, but no listing shows or counts them. */
const listed = sql`${products.archivedAt} is null`;

/** `%`, `_` and `\` typed by a shopper are text, not LIKE wildcards. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterValues(filters: ProductFilters): Record<string, unknown> {
  return {
    ...(filters.search && {
      search: filters.search,
      pattern: containsPattern(filters.search),
      searchHi: filters.searchOriginal ?? filters.search,
      patternHi: containsPattern(filters.searchOriginal ?? filters.search),
    }),
    ...(filters.categoryId && { categoryId: filters.categoryId }),
    ...(filters.sizes?.length && { sizes: filters.sizes }),
    ...(filters.colors?.length && { colors: filters.colors }),
    ...(filters.origins?.length && { origins: filters.origins }),
    ...(filters.minPaise !== undefined && { minPaise: filters.minPaise }),
    ...(filters.maxPaise !== undefined && { maxPaise: filters.maxPaise }),
    ...(filters.minDiscountPercent !== undefined && { minDiscountPercent: filters.minDiscountPercent }),
    ...(filters.fastDelivery !== undefined && { fastDelivery: filters.fastDelivery }),
  };
}

/** The price band (a PRICE_BAND_VALUES entry) of a price in paise. */
const priceBand = sql.raw(
  `CASE ${PRICE_BANDS_RUPEES.map(
    ([min, max], index) =>
      `WHEN discounted_paise >= ${min * 100}${max === null ? '' : ` AND discounted_paise < ${max * 100}`} THEN '${PRICE_BAND_VALUES[index]}'`,
  ).join(' ')} END`,
);

/**
 * The statement of one page (not yet prepared): its keyset order has an index over the catalogue and over
 * one category, so a page reads its own rows and no more. Exported for the EXPLAIN test.
 */
export function productPageQuery(db: Database, query: ProductPageQuery) {
  const ordering = orderingOf(query.sort, Boolean(query.search));
  const order = ordering.direction === 'desc' ? desc : asc;
  const comparison = ordering.direction === 'desc' ? sql`<` : sql`>`;
  const after = query.after
    ? sql`(${sql.join([...ordering.keys, sql`${products.id}`], sql`, `)}) ${comparison} (${sql.join(
        [
          ...ordering.casts.map((cast, index) =>
            cast === 'boolean'
              ? sql`${placeholder(`after${index}`)}::integer::boolean`
              : sql`${placeholder(`after${index}`)}::${sql.raw(cast)}`,
          ),
          sql`${placeholder('afterId')}::uuid`,
        ],
        sql`, `,
      )})`
    : undefined;
  const columns = {
    ...(query.view === 'card' ? cardColumns : fullColumns),
    sortKeys: sortKeySelection(ordering),
  };
  const base = db.select(columns).from(products);
  const joined =
    query.view === 'card' ? base : base.innerJoin(categories, eq(categories.id, products.categoryId));
  // A search orders its candidates (searchCandidates), which have every filter already.
  const conditions = query.search
    ? [sql`${products.id} in (${searchCandidates(query, placeholder)})`]
    : [
        listed,
        ...filterConditions(query, placeholder),
        sizesListedCondition(query, placeholder),
        cellsListedCondition(query),
      ];
  return joined
    .where(and(...conditions, after))
    .orderBy(...ordering.keys.map((key) => order(key)), order(products.id))
    .limit(sql.placeholder('limit'));
}
/**
 * A page filtered by size, colour, origin, price or discount is planned for its own values (issue 36). A
 * prepared statement switches to a generic plan after five runs, and a generic plan cannot know how many
 * products a colour or a price has: it guessed 1,000 for `colors && $2`, and answered every colour page of a
 * category by reading all the products of that colour in the catalogue (66,650 at 100k), then the category's,
 * and sorting them (180 ms, against 1.7 ms for the custom plan walking the category's order index). Planning
 * costs a millisecond or two; the unfiltered pages, most of them, keep their prepared statements.
 */
function plannedPerValue(filters: ProductFilters): boolean {
  return Boolean(
    filters.sizes?.length ||
      filters.colors?.length ||
      filters.origins?.length ||
      filters.minPaise !== undefined ||
      filters.maxPaise !== undefined ||
      filters.minDiscountPercent !== undefined,
  );
}

/** A page's prepared statement, whichever of the page queries it is. */
interface PreparedPage {
  execute(placeholders: Record<string, unknown>): Promise<unknown[]>;
}

/**
 * How many products, in popularity order, the first tier of a search looks through before it leaves the page
 * to the full ranking: a word in 1 title of 40 fills a page of 24 within it (1 of 8 fills it in 200 rows).
 */
const TITLE_TIER_WINDOW = 1000;

/**
 * The first tier of a search in relevance order, as a statement that an index can walk. A title that holds
 * the words (word similarity 1) has the highest relevance there is, so these products come first and, among
 * themselves, in (popularity, id) order: the walk reads products_(category_)popularity_idx from the cursor and
 * stops at the page's last row, instead of ranking every match (12,500 for "kurta" at 100k). The walk is
 * bounded by TITLE_TIER_WINDOW: when it cannot fill the page the caller runs the full ranking, which is
 * exact for any cursor. Its rows and cursor keys are the ones the full ranking gives them. Exported for the
 * EXPLAIN test.
 */
/**
 * Whether any title holds the search's text at all (issue 36): not correlated with the row, a one-time filter
 * that leaves the tier's walk never executed when none does. A misspelt or rare word ("kurti", "diwali") has no
 * title that holds it, and the walk read its whole window of 1,000 rows for nothing (~15 ms of every such
 * search). The trigram indexes answer it at once; a broad word's first title is found within a few rows.
 */
const titleHoldsText = sql`exists (select 1 from ${products} t
  where t.title ilike ${placeholder('pattern')} or t.title_hi ilike ${placeholder('patternHi')})`;

export function titleTierQuery(db: Database, query: ProductPageQuery) {
  const { search: _ranked, searchOriginal: _typed, ...filters } = query;
  const after = query.after
    ? sql`(${products.popularity}, ${products.id}) < (${placeholder('after2')}::integer, ${placeholder('afterId')}::uuid)`
    : undefined;
  // Named after the table, so that the columns of a card or a product read the walk's rows.
  const walk = db
    .select()
    .from(products)
    .where(
      and(
        listed,
        // Only in-stock products come before the rest of the ranking (issue 31).
        sql`${products.inStock}`,
        ...filterConditions(filters, placeholder),
        sizesListedCondition(filters, placeholder),
        titleHoldsText,
        after,
      ),
    )
    .orderBy(desc(products.inStock), desc(products.popularity), desc(products.id))
    .limit(TITLE_TIER_WINDOW)
    .as('products');
  const columns = {
    ...(query.view === 'card' ? cardColumns : fullColumns),
    // The full ranking's keys of such a row: in stock, relevance 1, then popularity.
    sortKeys: sql<(string | number)[]>`json_build_array(1, 1::real, ${products.popularity})`,
  };
  const base = db.select(columns).from(walk);
  const joined =
    query.view === 'card' ? base : base.innerJoin(categories, eq(categories.id, products.categoryId));
  return (
    joined
      .where(
        sql`(word_similarity(${placeholder('search')}, ${products.title}) = 1
          or word_similarity(${placeholder('searchHi')}, ${products.titleHi}) = 1)`,
      )
      // The walk's own order (in stock is true throughout), so its rows need no sort.
      .orderBy(desc(products.inStock), desc(products.popularity), desc(products.id))
      .limit(sql.placeholder('limit'))
  );
}

/** A search in relevance order starts with its title tier unless the cursor is already past it. */
function startsWithTitleTier(query: ProductPageQuery): boolean {
  return (
    Boolean(query.search) &&
    query.sort === 'relevance' &&
    (!query.after || (query.after.keys[0] === 1 && query.after.keys[1] === 1))
  );
}

/** The placeholder values of a page's statement. */
export function productPageValues(query: ProductPageQuery): Record<string, unknown> {
  return {
    limit: query.limit + 1,
    ...filterValues(query),
    ...(query.after && {
      ...Object.fromEntries(query.after.keys.map((key, index) => [`after${index}`, key])),
      afterId: query.after.id,
    }),
  };
}

/** Categories and banner sets, as the storefront's header, home page and category pages read them. */
function categoryQueries(db: Database) {
  const allCategories = db
    .select({
      ...getTableColumns(categories),
      // What the pipeline recorded about the category's uploaded picture: its link preview is the share JPEG.
      media: recordedMedia(sql`a.path = ${categories.image}`),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.title))
    .prepare('catalog_categories');
  const categoryById = db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, placeholder('id')))
    .limit(1)
    .prepare('catalog_category_by_id');
  const posterSetByName = db
    .select({
      ...getTableColumns(posterSets),
      // What the pipeline recorded about the banner's uploaded images, for their srcset.
      media: recordedMedia(sql`a.path = any(${posterSets.images})`),
    })
    .from(posterSets)
    .where(eq(posterSets.name, placeholder('name')))
    .limit(1)
    .prepare('catalog_poster_set_by_name');

  return {
    listCategories: (): Promise<CategoryRow[]> => allCategories.execute(),

    async categoryExists(id: string): Promise<boolean> {
      return (await categoryById.execute({ id })).length > 0;
    },

    async findPosterSet(name: string): Promise<PosterSetRow | undefined> {
      return (await posterSetByName.execute({ name }))[0];
    },
  };
}

/** One listed product and its colour variants: the product page. */
function productQueries(db: Database) {
  const productById = db
    .select(fullColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, placeholder('id')), listed))
    .limit(1)
    .prepare('catalog_product_by_id');
  const productIdById = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, placeholder('id')), listed))
    .limit(1)
    .prepare('catalog_product_exists');
  const variantsOfProduct = db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, placeholder('productId')))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .prepare('catalog_variants_of_product');

  return {
    async findProduct(id: string) {
      return (await productById.execute({ id }))[0];
    },

    async productExists(id: string): Promise<boolean> {
      return (await productIdById.execute({ id })).length > 0;
    },

    listVariants: (productId: string): Promise<VariantRow[]> => variantsOfProduct.execute({ productId }),
  };
}

/**
 * The sitemap walks the listed products in id order (products_listed_id_idx), a page at a time from a known
 * id. A page is up to 50,000 ids: they come back as one comma-joined text, which costs the driver one value
 * to read instead of 50,000 rows.
 */
function sitemapQueries(db: Database) {
  const listedPage = db.$with('listed_page').as(
    db
      .select({ id: products.id })
      .from(products)
      .where(and(listed, gte(products.id, placeholder('from'))))
      .orderBy(asc(products.id))
      .limit(sql.placeholder('limit')),
  );
  const listedIdsFrom = db
    .with(listedPage)
    .select({ ids: sql<string | null>`string_agg(${listedPage.id}::text, ',' order by ${listedPage.id})` })
    .from(listedPage)
    .prepare('catalog_listed_ids_from');

  return {
    /** Up to `limit` ids of listed products, in id order, from `from` on (inclusive). */
    async listedProductIds(from: string, limit: number): Promise<string[]> {
      const [row] = await listedIdsFrom.execute({ from, limit });
      return row?.ids ? row.ids.split(',') : [];
    },

    /**
     * The first id of every run of `size` listed products in id order: where each page of a walk starts. One
     * pass over the ids, so page n never skips its predecessors' rows the way an OFFSET does.
     */
    async listedProductIdRunStarts(size: number): Promise<string[]> {
      const result = await db.execute<{ id: string }>(sql`
        select id from (
          select ${products.id} as id, row_number() over (order by ${products.id}) - 1 as position
          from ${products} where ${listed}) ordered
        where position % ${size} = 0 order by id`);
      return result.rows.map((row) => row.id);
    },
  };
}

/** Listing pages (category, hot list, search) and their facet counts. */
function listingQueries(db: Database) {
  /** One statement per shape of the list query (view × sort × filters × cursor), prepared on first use. */
  const pageShapes = new Map<string, PreparedPage>();
  const countFromCells = facetCellQueries(db);
  const prepared = (name: string, query: () => { prepare(name: string): PreparedPage }) => {
    let statement = pageShapes.get(name);
    if (!statement) {
      statement = query().prepare(name);
      pageShapes.set(name, statement);
    }
    return statement;
  };

  return {
    /** The facet cells' version (migration 0030): it moves on with every write that changes a facet count. */
    async facetVersion(): Promise<string> {
      const result = await db.execute<{ version: string }>(
        sql`select last_value::text || ':' || is_called::text as version from facet_cells_version`,
      );
      return result.rows[0]?.version ?? '';
    },

    /** One page of products plus one more row, which tells the caller whether another page exists. */
    async listProducts(query: ProductPageQuery) {
      const shape = `${query.view}_${query.sort}_${filterShape(query)}${query.after ? '_after' : ''}`;
      const values = productPageValues(query);
      // A search is planned for its words every time (an unnamed statement): how many products its words
      // match decides the plan (a walk of the popularity index for "kurta", the trigram indexes for a rare
      // word), and a prepared statement's generic plan, which knows no words, served every term with one of
      // them (issue 36: 1–3 s for a page 2 at 100,000 products).
      if (startsWithTitleTier(query)) {
        const rows = (await titleTierQuery(db, query).execute(values)) as ProductListRow[];
        if (rows.length > query.limit) return rows;
      }
      if (query.search || plannedPerValue(query)) {
        // Planned with its values each time (an unnamed statement): see above and plannedPerValue.
        return (await productPageQuery(db, query).execute(values)) as ProductListRow[];
      }
      const page = await prepared(`catalog_products_${shape}`, () => productPageQuery(db, query));
      return (await page.execute(values)) as ProductListRow[];
    },

    /**
     * Facet counts: from the category's facet cells when the filters are ones the cells carry (issue 36),
     * else from the products themselves. Both count exactly the products the listing shows.
     */
    async countFacets(filters: ProductFilters): Promise<FacetRow[]> {
      const cells = facetCellFilters(filters);
      if (!cells) return countFacetsLive(db, filters);
      const { rows, cellRows } = await countFromCells(filters, cells);
      const categoryId = filters.categoryId;
      if (categoryId && cellRows > compactAt(categoryId)) {
        // Not again until this compaction is done (or the rows grow further).
        compactedSizes.set(categoryId, cellRows);
        void compactFacetCells(db, categoryId).then(
          (merged) => compactedSizes.set(categoryId, merged),
          () => undefined,
        );
      }
      return rows;
    },
  };
}

/**
 * A search's facet counts (issue 36), over the products it pages through: its candidates (searchCandidates)
 * under the filters every facet shares, each facet counting those that match the other facets' filters, as
 * countFacets does for a listing. Counting every match of a broad word read 12,500 products at 100,000
 * (1–2 s for the first page of "kurta"); the total is then at most SEARCH_MATCHES_RANKED, the results a
 * shopper can page through. Planned for its words, like the search's pages.
 */
function searchFacetQueries(db: Database) {
  return {
    countSearchFacets: (filters: ProductFilters): Promise<FacetRow[]> =>
      countFacetsOver(
        db,
        filters,
        (shared, bind) => sql`${products.id} in (${searchCandidates(shared, bind)})`,
      ),
  };
}

/** Facet counts read from the products matching the filters (any filter, a search too). Exported for tests. */
export const countFacetsLive = (db: Database, filters: ProductFilters): Promise<FacetRow[]> =>
  countFacetsOver(db, filters, (shared, bind) => allOf([listed, ...filterConditions(shared, bind)]));

/**
 * Facet counts in one statement over the products `rows` picks under the filters every facet shares: they are
 * read once, and each facet counts those that match the other facets' filters.
 */
async function countFacetsOver(
  db: Database,
  filters: ProductFilters,
  rows: (shared: ProductFilters, bind: Bind) => SQL,
): Promise<FacetRow[]> {
  const bind = boundFrom(filterValues(filters));
  const { sizes, colors, origins, minPaise, maxPaise, ...shared } = filters;
  const sizeOk = allOf(filterConditions({ sizes }, bind));
  const colorOk = allOf(filterConditions({ colors }, bind));
  const originOk = allOf(filterConditions({ origins }, bind));
  const priceOk = allOf(filterConditions({ minPaise, maxPaise }, bind));
  const result = await db.execute(sql`
    with matching as materialized (
      select ${products.sizes} as sizes, ${products.colors} as colors, ${products.origin} as origin,
             ${priceBand} as band, ${sizeOk} as size_ok, ${colorOk} as color_ok, ${originOk} as origin_ok,
             ${priceOk} as price_ok
      from ${products} where ${rows(shared, bind)})
    select 'total' as facet, '' as value, count(*)::integer as count
      from matching where size_ok and color_ok and origin_ok and price_ok
    union all
    select 'size', size, count(*)::integer from matching, unnest(sizes) as size
      where color_ok and origin_ok and price_ok group by size
    union all
    select 'color', color, count(*)::integer from matching, unnest(colors) as color
      where size_ok and origin_ok and price_ok group by color
    union all
    select 'origin', origin, count(*)::integer from matching
      where origin is not null and size_ok and color_ok and price_ok group by origin
    union all
    select 'price', band, count(*)::integer from matching where size_ok and color_ok and origin_ok group by band`);
  return result.rows as unknown as FacetRow[];
}

const allOf = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`);

/**
 * The price bands' bounds in paise (PRICE_BANDS_RUPEES; the last has no upper bound). facet_cells keys a
 * product by its band's index (`listing_price_band`, migration 0030) and whether its price is exactly the
 * band's lower bound.
 */
const BAND_BOUNDS_PAISE: [number, number | null][] = PRICE_BANDS_RUPEES.map(([min, max]) => [
  min * 100,
  max === null ? null : max * 100,
]);
const BAND_EDGES_PAISE = new Set(
  BAND_BOUNDS_PAISE.flatMap(([min, max]) => (max === null ? [min] : [min, max])),
);

/**
 * Which cells a price filter takes, when it can be told from the cells alone: both its ends on band edges (as
 * every band the storefront offers is). A product strictly inside band [lo, hi) matches min ≤ price ≤ max
 * exactly when lo ≥ min and hi ≤ max (edges are never inside a band); one priced at lo when min ≤ lo ≤ max.
 * Undefined for any other range (the live count answers it).
 */
function cellPriceBands(minPaise?: number, maxPaise?: number) {
  const onEdge = (paise?: number) => paise === undefined || BAND_EDGES_PAISE.has(paise);
  if (!onEdge(minPaise) || !onEdge(maxPaise)) return undefined;
  const inside: number[] = [];
  const atStart: number[] = [];
  BAND_BOUNDS_PAISE.forEach(([lo, hi], band) => {
    const fromOk = minPaise === undefined || lo >= minPaise;
    if (fromOk && (maxPaise === undefined || (hi !== null && hi <= maxPaise))) inside.push(band);
    if (fromOk && (maxPaise === undefined || lo <= maxPaise)) atStart.push(band);
  });
  return { inside, atStart };
}

interface CellFilters {
  price: { inside: number[]; atStart: number[] } | undefined;
}

/** Whether facet_cells can answer these filters (no search; a price range on band edges); how. */
export function facetCellFilters(filters: ProductFilters): CellFilters | undefined {
  if (filters.search) return undefined;
  if (filters.minPaise === undefined && filters.maxPaise === undefined) return { price: undefined };
  const price = cellPriceBands(filters.minPaise, filters.maxPaise);
  return price ? { price } : undefined;
}

/** The conditions of `filters` on a facet_cells row (as `f`), each the same test the products' would be. */
function cellConditions(filters: ProductFilters, cells: CellFilters, bind: Bind): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.categoryId ? sql`f.category_id = ${bind('categoryId')}` : undefined,
    filters.sizes?.length ? sql`f.sizes && ${bind('sizes')}::text[]` : undefined,
    filters.colors?.length ? sql`f.colors && ${bind('colors')}::text[]` : undefined,
    filters.origins?.length ? sql`f.origin = any(${bind('origins')}::text[])` : undefined,
    cells.price
      ? sql`(case when f.price_band_start then f.price_band = any(${bind('bandsAtStart')}::smallint[])
               else f.price_band = any(${bind('bandsInside')}::smallint[]) end)`
      : undefined,
    filters.minDiscountPercent !== undefined
      ? sql`f.discount_percent >= ${bind('minDiscountPercent')}`
      : undefined,
    filters.fastDelivery !== undefined ? sql`f.fast_delivery = ${bind('fastDelivery')}` : undefined,
    filters.inStock === true ? sql`f.in_stock` : undefined,
    filters.inStock === false ? sql`not f.in_stock` : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/** The placeholder values of a cells statement: the filters' own, and the price bands a range takes. */
function cellValues(filters: ProductFilters, cells: CellFilters): Record<string, unknown> {
  return {
    ...filterValues(filters),
    ...(cells.price && { bandsInside: cells.price.inside, bandsAtStart: cells.price.atStart }),
  };
}

/** The band's value (PRICE_BAND_VALUES) of a cell's `price_band`. */
const cellBandValue = sql.raw(
  `(array[${PRICE_BAND_VALUES.map((value) => `'${value}'`).join(', ')}])[f.price_band + 1]`,
);

/**
 * Facet counts summed over the facet cells: the same statement as the live count's, over cells (each a number
 * of products) instead of products; a value whose cells sum to 0 (every product moved on) is left out, as the
 * live count never has it. Also answers how many rows the category's cells have (for compaction).
 */
function facetCellsStatement(filters: ProductFilters, cells: CellFilters): SQL {
  const { sizes, colors, origins, minPaise, maxPaise, ...shared } = filters;
  const none = { price: undefined };
  const sizeOk = allOf(cellConditions({ sizes }, none, placeholder));
  const colorOk = allOf(cellConditions({ colors }, none, placeholder));
  const originOk = allOf(cellConditions({ origins }, none, placeholder));
  const priceOk = allOf(cellConditions({}, cells, placeholder));
  return sql`
    with matching as materialized (
      select f.sizes, f.colors, f.origin, ${cellBandValue} as band, f.products, ${sizeOk} as size_ok,
             ${colorOk} as color_ok, ${originOk} as origin_ok, ${priceOk} as price_ok
      from facet_cells f where ${allOf(cellConditions(shared, none, placeholder))})
    select 'total' as facet, '' as value, coalesce(sum(products), 0)::integer as count
      from matching where size_ok and color_ok and origin_ok and price_ok
    union all
    select 'size', size, sum(products)::integer from matching, unnest(sizes) as size
      where color_ok and origin_ok and price_ok group by size having sum(products) > 0
    union all
    select 'color', color, sum(products)::integer from matching, unnest(colors) as color
      where size_ok and origin_ok and price_ok group by color having sum(products) > 0
    union all
    select 'origin', origin, sum(products)::integer from matching
      where origin is not null and size_ok and color_ok and price_ok group by origin having sum(products) > 0
    union all
    select 'price', band, sum(products)::integer from matching where size_ok and color_ok and origin_ok
      group by band having sum(products) > 0
    union all
    select 'rows', '', count(*)::integer from facet_cells f
      where ${filters.categoryId ? sql`f.category_id = ${placeholder('categoryId')}` : sql`false`}`;
}

type CellCountRow = { facet: FacetRow['facet'] | 'rows'; value: string; count: number };
const dialect = new PgDialect();

/**
 * Facet counts summed over the facet cells: the same statement as the live count's, over cells (each a number
 * of products) instead of products; a value whose cells sum to 0 (every product moved on) is left out, as the
 * live count never has it. Also answers how many rows the category's cells have (for compaction). One
 * prepared statement per shape of the filters: its plan (the category's cells by their index) fits any values.
 */
function facetCellQueries(db: Database) {
  const statements = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (filters: ProductFilters, cells: CellFilters) => {
    const name = `catalog_facet_cells_${filterShape(filters)}`;
    let statement = statements.get(name);
    if (!statement) {
      statement = db._.session.prepareQuery(
        dialect.sqlToQuery(facetCellsStatement(filters, cells)),
        undefined,
        name,
        false,
      );
      statements.set(name, statement);
    }
    const result = (await statement.execute(cellValues(filters, cells))) as { rows: CellCountRow[] };
    const rows = result.rows.filter((row) => row.facet !== 'rows') as FacetRow[];
    const cellRows = result.rows.find((row) => row.facet === 'rows')?.count ?? 0;
    return { rows, cellRows };
  };
}

/** Each category's number of cell rows after its last compaction, as this process saw it. */
const compactedSizes = new Map<string, number>();
/** A category's cells are merged again once its rows have grown to twice what they were, and by 256 or more. */
const compactAt = (categoryId: string) => {
  const merged = compactedSizes.get(categoryId);
  return merged === undefined ? 1024 : 2 * merged + 256;
};

/**
 * Merges a category's facet cell rows (each write appends its deltas) into one row per key, dropping keys that
 * sum to 0; answers the rows left. Exact beside concurrent writes: it deletes and sums the rows its snapshot
 * sees, and a row a write appends meanwhile stays as it is. Exported for tests.
 */
export async function compactFacetCells(db: Database, categoryId: string): Promise<number> {
  const result = await db.execute<{ rows: number }>(sql`
    with gone as (delete from facet_cells where category_id = ${categoryId} returning *),
    merged as (
      insert into facet_cells (category_id, sizes, colors, origin, price_band, price_band_start,
                               discount_percent, in_stock, fast_delivery, products)
      select category_id, sizes, colors, origin, price_band, price_band_start, discount_percent, in_stock,
             fast_delivery, sum(products)::integer
      from gone group by 1, 2, 3, 4, 5, 6, 7, 8, 9 having sum(products) <> 0
      returning 1)
    select count(*)::integer as rows from merged`);
  return result.rows[0]?.rows ?? 0;
}

/** The storefront's reads, prepared once per database handle. */
export function catalogQueries(db: Database) {
  return {
    ...categoryQueries(db),
    ...productQueries(db),
    ...sitemapQueries(db),
    ...listingQueries(db),
    ...searchFacetQueries(db),
  };
}

export type CatalogQueries = ReturnType<typeof catalogQueries>;
export type ProductRow = NonNullable<Awaited<ReturnType<CatalogQueries['findProduct']>>>;
/** A card's fields but its id, as the card row's one JSON value holds them. */
export type ProductCardFields = Pick<
  ProductRow,
  'title' | 'amountPaise' | 'discountedPaise' | 'image' | 'stockCount' | 'fastDelivery' | 'tag' | 'media'
> & {
  swatches: SwatchEntry[];
  soldOutSizes: string[] | null;
  translations: { hi: { title: string } } | null;
};
export interface ProductCardRow {
  id: string;
  card: ProductCardFields;
}
/** A listing row with the sort keys the next page's cursor carries. */
export type ProductListRow = (ProductRow | ProductCardRow) & { sortKeys: (string | number)[] };

// The back office: products including archived ones, variants, categories and banners.

const adminProductColumns = {
  ...fullColumns,
  archivedAt: products.archivedAt,
  createdAt: products.createdAt,
  hsn: products.hsn,
  taxClass: products.taxClass,
  // Text keeps Postgres' microseconds, which a JS Date would drop and so skip rows between pages.
  createdAtKey: sql<string>`${products.createdAt}::text`,
};

export interface AdminProductSearch {
  q?: string | undefined;
  /** Only products whose Hindi is incomplete (the contract's missingProductTranslation, in SQL). */
  missingHindi?: boolean | undefined;
  categoryId?: string | undefined;
  state: 'active' | 'archived' | 'all';
  lowStock: boolean;
  after?: CreatedKey | undefined;
  limit: number;
}

/**
 * A product whose Hindi is incomplete: no Hindi title, no Hindi description for an English one, or fewer
 * Hindi product info rows than English ones (the contract's missingProductTranslation).
 */
const missingHindi = sql`(${products.titleHi} is null
  or (btrim(${products.description}) <> '' and ${products.descriptionHi} is null)
  or jsonb_array_length(coalesce(${products.translations} #> '{hi,productInfo}', '[]'::jsonb))
     < jsonb_array_length(${products.productInfo}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function selectAdminProducts(db: Executor) {
  return db
    .select(adminProductColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export async function searchProducts(db: Executor, search: AdminProductSearch) {
  const filters: (SQL | undefined)[] = [
    search.state === 'active' ? isNull(products.archivedAt) : undefined,
    search.state === 'archived' ? isNotNull(products.archivedAt) : undefined,
    search.q
      ? or(
          ilike(products.title, `%${escapeLike(search.q)}%`),
          ilike(products.titleHi, `%${escapeLike(search.q)}%`),
        )
      : undefined,
    search.missingHindi ? missingHindi : undefined,
    search.categoryId ? eq(products.categoryId, search.categoryId) : undefined,
    search.lowStock ? lte(products.stockCount, LOW_STOCK_THRESHOLD) : undefined,
    search.after
      ? sql`(${products.createdAt}, ${products.id}) < (${search.after.createdAt}::timestamptz, ${search.after.id}::uuid)`
      : undefined,
  ];
  return selectAdminProducts(db)
    .where(and(...filters))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(search.limit + 1);
}

export async function findAdminProduct(db: Executor, id: string) {
  const [row] = await selectAdminProducts(db).where(eq(products.id, id));
  return row;
}

export async function lockProduct(tx: Transaction, id: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function insertProduct(tx: Transaction, product: typeof products.$inferInsert) {
  const [row] = await tx.insert(products).values(product).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function updateProduct(
  tx: Transaction,
  id: string,
  fields: Partial<typeof products.$inferInsert>,
) {
  const [row] = await tx.update(products).set(fields).where(eq(products.id, id)).returning();
  return row;
}

export async function listVariants(db: Executor, productId: string) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export async function findVariant(db: Executor, productId: string, variantId: string) {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row;
}

export async function insertVariant(tx: Transaction, variant: typeof productVariants.$inferInsert) {
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${productVariants.position}) + 1, 0)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, variant.productId));
  const [row] = await tx
    .insert(productVariants)
    .values({ ...variant, position: next })
    .returning();
  if (!row) throw new Error('variant insert returned nothing');
  return row;
}

export async function updateVariant(
  tx: Transaction,
  variantId: string,
  fields: Partial<typeof productVariants.$inferInsert>,
) {
  const [row] = await tx
    .update(productVariants)
    .set(fields)
    .where(eq(productVariants.id, variantId))
    .returning();
  return row;
}

export async function deleteVariant(tx: Transaction, variantId: string) {
  await tx.delete(productVariants).where(eq(productVariants.id, variantId));
}

export async function listAdminCategories(db: Executor, options: { missingHindi?: boolean } = {}) {
  return db
    .select({
      id: categories.id,
      title: categories.title,
      slug: categories.slug,
      image: categories.image,
      position: categories.position,
      hsn: categories.hsn,
      taxClass: categories.taxClass,
      disclosureDefaults: categories.disclosureDefaults,
      translations: categories.translations,
      // The outer id spelled with its table: drizzle writes a column of a one-table select unqualified, and
      // inside this subquery "id" named the product's own id, so every count was 0 (issue 31).
      productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = "categories"."id" and p.archived_at is null)`,
    })
    .from(categories)
    .where(
      options.missingHindi
        ? sql`coalesce(btrim(${categories.translations} #>> '{hi,title}'), '') = ''`
        : undefined,
    )
    .orderBy(asc(categories.position), asc(categories.title));
}

export async function findAdminCategory(db: Executor, id: string) {
  return (await listAdminCategories(db)).find((category) => category.id === id);
}

export async function categoryExists(db: Executor, id: string) {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.id, id));
  return (row?.n ?? 0) > 0;
}

/** Issue 34: the disclosures a category's products inherit ({} for none, undefined for no such category). */
export async function categoryDisclosures(db: Executor, id: string) {
  const [row] = await db
    .select({ defaults: categories.disclosureDefaults })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.defaults;
}

export async function lockCategory(tx: Transaction, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function insertCategory(tx: Transaction, category: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(category).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(
  tx: Transaction,
  id: string,
  fields: Partial<typeof categories.$inferInsert>,
) {
  await tx.update(categories).set(fields).where(eq(categories.id, id));
}

export async function listPosterSets(db: Executor) {
  return db.select().from(posterSets).orderBy(asc(posterSets.name));
}

export async function lockPosterSet(tx: Transaction, name: string) {
  const [row] = await tx.select().from(posterSets).where(eq(posterSets.name, name)).for('update');
  return row;
}

export async function savePosterSet(
  tx: Transaction,
  name: string,
  images: string[],
  links: string[],
  translations: PosterTranslations,
) {
  const [row] = await tx
    .insert(posterSets)
    .values({ name, images, links, translations })
    .onConflictDoUpdate({ target: posterSets.name, set: { images, links, translations } })
    .returning();
  if (!row) throw new Error('poster upsert returned nothing');
  return row;
}

/** One row of the catalogue's CSV export: a SKU with its product's and colour's fields (issue 31). */
export type CatalogExportRow = {
  productId: string;
  title: string;
  category: string;
  description: string;
  colour: string;
  colourCode: string;
  size: string;
  code: string | null;
  stock: number;
  mrpPaise: number;
  pricePaise: number;
  photos: string[];
};

/**
 * Every listed product's SKUs for the CSV export, products oldest first, colours in position order, sizes in
 * the product's order; a colour's prices and photos are the colour's, a colourless product's its own.
 */
export async function listCatalogCsvRows(db: Executor): Promise<CatalogExportRow[]> {
  const result = await db.execute<CatalogExportRow>(sql`
    select p.id as "productId", p.title, c.slug as category, p.description,
           coalesce(v.color_name, '') as colour, coalesce(v.color_code, '') as "colourCode",
           s.size, s.code, s.stock,
           coalesce(v.price_paise, p.amount_paise) as "mrpPaise",
           coalesce(v.discounted_price_paise, p.discounted_paise) as "pricePaise",
           coalesce(v.images, p.images) as photos
    from ${products} p
    join ${categories} c on c.id = p.category_id
    join skus s on s.product_id = p.id
    left join ${productVariants} v on v.id = s.variant_id
    where p.archived_at is null
    order by p.created_at, p.id, v.position nulls first, v.id, array_position(p.sizes, s.size), s.id`);
  return result.rows;
}

/** Products by id (archived too), as an import matches them. */
export async function findProductsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.param([...ids])}::uuid[])`);
}

/** Each product's colours, for products an import changes. */
export async function listVariantsOfProducts(db: Executor, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(sql`${productVariants.productId} = any(${sql.param([...productIds])}::uuid[])`)
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** The SKUs of some products, or those holding some codes: what an import matches rows to. */
export async function findSkusForImport(
  db: Executor,
  where: { productIds: readonly string[]; codes: readonly string[] },
) {
  if (where.productIds.length === 0 && where.codes.length === 0) return [];
  const result = await db.execute<{
    id: string;
    productId: string;
    variantId: string | null;
    size: string;
    stock: number;
    code: string | null;
  }>(sql`
    select s.id, s.product_id as "productId", s.variant_id as "variantId", s.size, s.stock, s.code
    from skus s
    where s.product_id = any(${sql.param([...where.productIds])}::uuid[])
       or s.code = any(${sql.param([...where.codes])}::text[])`);
  return result.rows;
}

/** Categories by slug, for an import's `category` column. */
export async function listCategorySlugs(db: Executor) {
  return db.select({ id: categories.id, slug: categories.slug }).from(categories);
}

/**
 * Which of these paths are photos the store already has: recorded by the image pipeline, or already shown by
 * a product, a colour or a category (the demo's photos were never uploaded through the pipeline).
 */
export async function knownPhotoPaths(db: Executor, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const wanted = sql`${sql.param([...paths])}::text[]`;
  // One pass over each table, not one per path.
  const result = await db.execute<{ path: string }>(sql`
    select a.path from ${imageAssets} a where a.path = any(${wanted})
    union select u.path from ${products} p, unnest(p.images) as u(path)
      where p.images && ${wanted} and u.path = any(${wanted})
    union select u.path from ${productVariants} v, unnest(v.images) as u(path)
      where v.images && ${wanted} and u.path = any(${wanted})
    union select c.image from ${categories} c where c.image = any(${wanted})`);
  return new Set(result.rows.map((row) => row.path));
}

export const catalogRepository = {
  listCatalogCsvRows,
  findProductsByIds,
  listVariantsOfProducts,
  findSkusForImport,
  listCategorySlugs,
  knownPhotoPaths,
  searchProducts,
  findAdminProduct,
  lockProduct,
  insertProduct,
  updateProduct,
  listVariants,
  findVariant,
  insertVariant,
  updateVariant,
  deleteVariant,
  listAdminCategories,
  findAdminCategory,
  categoryExists,
  categoryDisclosures,
  lockCategory,
  insertCategory,
  updateCategory,
  listPosterSets,
  lockPosterSet,
  savePosterSet,
};
export type CatalogRepository = typeof catalogRepository;
