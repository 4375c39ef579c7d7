/** Catalogue rules: what a shopper may read, in the shapes of the contract (rupees at the edge). */
import {
  API_MESSAGES,
  POSTER_SETS,
  PRICE_BAND_VALUES,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  type ProductSort,
  parsePriceRange,
  queryValues,
  rupeesToPaise,
  SEARCH_MATCHES_RANKED,
  searchTerms,
} from '@zari/contract';
import {
  type Category,
  decodeProductCursor,
  encodeProductCursor,
  type Poster,
  type Product,
  type ProductCardListResponse,
  type ProductCursorKey,
  type ProductFacets,
  type ProductListQuery,
  type ProductListResponse,
  type ProductVariant,
} from '@zari/contract/schemas';
import type { Database } from '../../db/client.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import * as repository from './repository.js';
import { posterLinks, toCard, toProduct, toVariant } from './to-product.js';
import { answeredTranslations } from './translations.js';

/**
 * Without a `limit` a page of full products holds the maximum: a client that speaks only SPEC §7 (no paging)
 * still gets the whole demo catalogue, and a catalogue of 100,000 still never leaves in one answer. Cards are
 * asked for by the storefront, which pages on from a screenful.
 */
const DEFAULT_PAGE_SIZE = { full: PRODUCT_PAGE_SIZE_MAX, card: PRODUCT_PAGE_SIZE_DEFAULT } as const;

/** A page as the list routes answer it, less the envelope's `success`. */
export type ProductPage =
  | Omit<ProductListResponse, 'success' | 'message'>
  | Omit<ProductCardListResponse, 'success' | 'message'>;

function encodeCursor(keys: (string | number)[], id: string): string {
  return encodeProductCursor([...keys, id] as ProductCursorKey);
}

/**
 * The kind of each key of a sort's cursor: in stock (0 or 1, issue 31), then its creation time, or numbers (a
 * search's rank, then popularity).
 */
function cursorKinds(sort: ProductSort, searching: boolean): ('string' | 'number')[] {
  if (sort === 'newest') return ['number', 'string'];
  if (sort === 'relevance' && searching) return ['number', 'number', 'number'];
  return ['number', 'number'];
}

/**
 * The schema has checked the cursor's every value (type and range); here only its shape must fit the sort. A
 * cursor issued before listings led with "in stock" (one key fewer) goes on among the in-stock products.
 */
function decodeCursor(cursor: string, sort: ProductSort, searching: boolean): repository.ProductKey {
  const key = decodeProductCursor(cursor);
  const decoded: (string | number)[] | undefined = key ? [...key] : undefined;
  const kinds = cursorKinds(sort, searching);
  if (decoded && decoded.length === kinds.length) {
    // Ascending orders lead with "sold out" (0 = in stock), descending ones with "in stock".
    decoded.unshift(sort === 'price-asc' ? 0 : 1);
  }
  if (decoded && decoded.length === kinds.length + 1) {
    const keys = decoded.slice(0, -1) as (string | number)[];
    if (keys.every((key, index) => typeof key === kinds[index]))
      return { keys, id: decoded.at(-1) as string };
  }
  throw new BadRequestError(API_MESSAGES.invalidCursor);
}

/** The query's filters in database units. */
function filtersOf(query: ProductListQuery): repository.ProductFilters {
  const price = query.price ? parsePriceRange(query.price) : undefined;
  const sizes = queryValues(query.size);
  const colors = queryValues(query.color);
  const origins = queryValues(query.origin);
  // Issue 35: Hindi words (Latin or Devanagari) become the catalogue's English; the typed text searches Hindi.
  const terms = query.search ? searchTerms(query.search) : undefined;
  return {
    search: terms?.english || undefined,
    searchOriginal: terms?.original || undefined,
    categoryId: query.categoryId,
    sizes: sizes.length > 0 ? sizes : undefined,
    colors: colors.length > 0 ? colors : undefined,
    origins: origins.length > 0 ? origins : undefined,
    minPaise: price?.min != null ? rupeesToPaise(price.min) : undefined,
    maxPaise: price?.max != null ? rupeesToPaise(price.max) : undefined,
    minDiscountPercent: query.discount,
    fastDelivery: query.fastDelivery === undefined ? undefined : query.fastDelivery === 'true',
    inStock: query.inStock === undefined ? undefined : query.inStock === 'true',
  };
}

/** Facet rows in the contract's shape: sizes and colours by count (then name), prices in band order. */
function toFacets(rows: repository.FacetRow[]): ProductFacets {
  const of = (facet: repository.FacetRow['facet']) =>
    rows
      .filter((row) => row.facet === facet)
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const bandCounts = new Map(of('price').map(({ value, count }) => [value, count]));
  return {
    total: rows.find((row) => row.facet === 'total')?.count ?? 0,
    sizes: of('size'),
    colors: of('color'),
    prices: PRICE_BAND_VALUES.map((value) => ({ value, count: bandCounts.get(value) ?? 0 })),
    origins: of('origin'),
  };
}

/** At most this many filter sets' facet counts are kept (the oldest dropped first). */
const FACET_CACHE_ENTRIES = 2000;

/** The cache tag of answers that show a product. */
const productTag = (id: string) => `product:${id}`;
/** Answers that filter or count by stock depend on every product's stock, not only on those they show. */
export const STOCK_TAG = 'stock';

export function catalogService(deps: {
  db: Database;
  cache: ResponseCache;
  /** How long a filter set's facet counts are kept (CATALOG_CACHE_TTL_MS; 0: not kept). */
  facetTtlMs?: number;
}) {
  const queries = repository.catalogQueries(deps.db);
  const facetTtlMs = deps.facetTtlMs ?? 0;

  /**
   * Issue 36: facet counts depend on the filters alone, not on the sort, the view or the page, so each filter
   * set's are computed once (one computation at a time, shared by every request that asks meanwhile) and kept
   * for the cache's lifetime; they are dropped when a count may have changed (`invalidateProducts`).
   */
  const facetCounts = new Map<string, { facets: Promise<ProductFacets>; expiresAt: number }>();
  function facetsOf(filters: repository.ProductFilters): Promise<ProductFacets> {
    const key = JSON.stringify(filters);
    const now = Date.now();
    const kept = facetCounts.get(key);
    if (kept && kept.expiresAt > now) return kept.facets;
    // A search counts the products it pages through (countSearchFacets, issue 36): at most
    // SEARCH_MATCHES_RANKED, and when it reaches them more may match, which the answer says.
    const facets = filters.search
      ? queries.countSearchFacets(filters).then((rows) => {
          const counted = toFacets(rows);
          return counted.total >= SEARCH_MATCHES_RANKED ? { ...counted, totalCapped: true } : counted;
        })
      : queries.countFacets(filters).then(toFacets);
    // In flight, it is shared; settled, it is kept for facetTtlMs (a failure is not kept).
    const entry = { facets, expiresAt: Number.POSITIVE_INFINITY };
    facetCounts.delete(key);
    facetCounts.set(key, entry);
    facets.then(
      () => {
        if (facetCounts.get(key) !== entry) return;
        if (facetTtlMs > 0) entry.expiresAt = Date.now() + facetTtlMs;
        else facetCounts.delete(key);
      },
      () => {
        if (facetCounts.get(key) === entry) facetCounts.delete(key);
      },
    );
    if (facetCounts.size > FACET_CACHE_ENTRIES) {
      const oldest = facetCounts.keys().next().value;
      if (oldest !== undefined) facetCounts.delete(oldest);
    }
    return facets;
  }

  /**
   * The facet cells' version (migration 0030) when this instance last looked: a stock change that leaves it
   * where it was sold no product out and brought none back, so no count and no in-stock listing changed.
   */
  let knownFacetVersion: Promise<string | undefined> = queries.facetVersion().catch(() => undefined);

  async function productPage(query: ProductListQuery): Promise<ProductPage> {
    const filters = filtersOf(query);
    const view = query.view ?? 'full';
    const sort = query.sort ?? (filters.search ? 'relevance' : 'newest');
    const limit = query.limit ?? DEFAULT_PAGE_SIZE[view];
    const [rows, facets] = await Promise.all([
      queries.listProducts({
        ...filters,
        sort,
        view,
        limit,
        after: query.cursor ? decodeCursor(query.cursor, sort, Boolean(filters.search)) : undefined,
      }),
      query.facets === 'true' ? facetsOf(filters) : undefined,
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const rest = {
      nextCursor: rows.length > limit && last ? encodeCursor(last.sortKeys, last.id) : null,
      ...(facets && { facets }),
    };
    return view === 'card'
      ? { data: page.map((row) => toCard(row as repository.ProductCardRow)), ...rest }
      : { data: page.map((row) => toProduct(row as repository.ProductRow)), ...rest };
  }

  return {
    /** What a page's cached answer depends on: the products it shows, and all stock if it filters or counts by it. */
    pageTags(page: ProductPage, query: ProductListQuery): string[] {
      const tags = page.data.map((product) => productTag(product._id));
      if (query.inStock !== undefined || query.facets === 'true') tags.push(STOCK_TAG);
      return tags;
    },
    productTags: (id: string) => [productTag(id)],

    /**
     * Stock or a product changed (after its commit): the cached answers that show these products are dropped at
     * once; facet counts and the answers that filter or count by stock only when the facet cells' version
     * moved, i.e. when some product sold out, came back, or changed a facet field (an order that leaves its
     * products in stock leaves them be). Other instances drop the same tags through the change bus (cache-bus.ts).
     */
    async invalidateProducts(ids: readonly string[]): Promise<void> {
      deps.cache.invalidate(ids.map(productTag));
      const version = queries.facetVersion().catch(() => undefined);
      const [before, now] = await Promise.all([knownFacetVersion, version]);
      knownFacetVersion = version;
      if (now === undefined || now !== before) {
        facetCounts.clear();
        deps.cache.invalidate([STOCK_TAG]);
      }
    },
    /** Another instance moved stock or changed the catalogue (cache-bus.ts): count facets anew. */
    forgetFacetCounts() {
      facetCounts.clear();
    },
    /** Categories, posters or many products changed (an admin write): drop every cached catalogue answer. */
    invalidateCatalogue() {
      facetCounts.clear();
      deps.cache.clear();
      // Read after the change's commit: the counts from here on are the ones it left.
      knownFacetVersion = queries.facetVersion().catch(() => undefined);
    },

    async listCategories(): Promise<Category[]> {
      const rows = await queries.listCategories();
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        slug: row.slug,
        image: row.image,
        ...(row.media && { media: row.media }),
        ...answeredTranslations(row.translations),
      }));
    },

    async getPosterSet(name: string): Promise<Poster> {
      const known = (POSTER_SETS as readonly string[]).includes(name);
      const row = known ? await queries.findPosterSet(name) : undefined;
      if (!row) throw new NotFoundError(API_MESSAGES.posterSetNotFound);
      return {
        _id: row.id,
        name: row.name as Poster['name'],
        images: row.images,
        links: posterLinks(row),
        ...answeredTranslations(row.translations),
        ...(row.media && { media: row.media }),
      };
    },

    listProducts: productPage,

    async listProductsByCategory(categoryId: string, query: ProductListQuery): Promise<ProductPage> {
      const page = await productPage({ ...query, categoryId });
      // A product on the page proves its category exists (products reference it): only an empty page asks,
      // which spares the usual page a round trip.
      if (page.data.length === 0 && !(await queries.categoryExists(categoryId))) {
        throw new NotFoundError(API_MESSAGES.categoryNotFound);
      }
      return page;
    },

    async getProduct(id: string): Promise<Product> {
      const row = await queries.findProduct(id);
      if (!row) throw new NotFoundError(API_MESSAGES.productNotFound);
      return toProduct(row);
    },

    /** Where each run of `size` listed products starts, in id order: the first id of every sitemap page. */
    productRunStarts: (size: number): Promise<string[]> => queries.listedProductIdRunStarts(size),

    /** Up to `limit` ids of listed products, in id order, from `from` on. */
    listedProductIds: (from: string, limit: number): Promise<string[]> =>
      queries.listedProductIds(from, limit),

    async listVariants(productId: string): Promise<ProductVariant[]> {
      const variants = await queries.listVariants(productId);
      if (variants.length === 0 && !(await queries.productExists(productId))) {
        throw new NotFoundError(API_MESSAGES.productNotFound);
      }
      return variants.map(toVariant);
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
