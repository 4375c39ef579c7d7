/**
 * The realistic read mix of `pnpm bench` (issue 36): what a store's catalogue sees, not one URL against a cache.
 *
 * Proportions, per 100 catalogue reads (stated in the report, chosen from what fashion stores publish about
 * their traffic: product pages lead, listings follow, search is a minority, the rest is the shell's):
 * - 45 product reads: a product chosen by a Zipf law (s = 1) over ALL products, so a few hundred are hot and
 *   most are read once, as a catalogue's long tail is;
 * - 35 category listings: the category by Zipf over the categories; the storefront's sort (the default 55 %,
 *   price low→high 15 %, high→low 10 %, discount 10 %, newest given explicitly 10 %); no filter 55 %, one size
 *   15 %, a colour 10 %, a price band 10 %, a discount step 5 %, in stock only 5 %; page 1 75 %, page 2 18 %,
 *   page 3 7 %, following the server's own cursors;
 * - 15 searches: 200 terms a fashion shopper types, a third of them misspelt, by Zipf over the terms;
 * - 5 shell reads: the category list and the home banners.
 *
 * Pages (server-rendered HTML): home 20, category pages 35 (the same filters as URL parameters) and product
 * pages 45 (Zipf).
 *
 * Everything is drawn from a seeded generator, so two runs send the same requests in the same order.
 */
import {
  DISCOUNT_FILTER_PERCENTS,
  LISTING_DEFAULT_SORTS,
  type ListingFilters,
  listingApiQuery,
  listingSearchParams,
  PRICE_BAND_VALUES,
  PRODUCT_PAGE_SIZE_DEFAULT,
  type ProductSort,
} from '@zari/contract';

/** A small, fast, seeded generator (mulberry32): the same seed gives the same mix. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws ranks 0…n-1 with P(rank k) ∝ 1 / (k + 1)^s, by binary search over the cumulative weights. */
export function zipf(n: number, random: () => number, s = 1): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    total += 1 / (k + 1) ** s;
    cumulative[k] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** One of `choices` by its weight. */
function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random() * total;
  for (const [value, weight] of choices) {
    target -= weight;
    if (target < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

/** Fisher–Yates with the seeded generator: which product is the most read has nothing to do with its id. */
function shuffled<T>(values: readonly T[], random: () => number): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const SEARCH_WORDS = [
  'kurta',
  'kurti',
  'saree',
  'silk saree',
  'banarasi saree',
  'cotton saree',
  'lehenga',
  'bridal lehenga',
  'anarkali',
  'anarkali kurta',
  'dress',
  'maxi dress',
  'midi dress',
  'party dress',
  'floral dress',
  'top',
  'crop top',
  'blouse',
  'readymade blouse',
  'jeans',
  'high waist jeans',
  'trousers',
  'palazzo',
  'jhumka',
  'jhumka earrings',
  'earrings',
  'necklace',
  'bangles',
  'potli bag',
  'potli',
  'tote bag',
  'sling bag',
  'clutch',
  'handbag',
  'dupatta',
  'chikankari',
  'chikankari kurta',
  'block print',
  'block print kurta',
  'bandhani',
  'ikat',
  'organza saree',
  'chiffon saree',
  'georgette',
  'linen kurta',
  'rayon kurta',
  'velvet',
  'zari',
  'embroidered kurta',
  'mirror work',
  'indigo',
  'maroon',
  'black dress',
  'white kurta',
  'ivory',
  'emerald',
  'mustard',
  'rani pink',
  'teal',
  'peach',
  'red saree',
  'yellow kurta',
  'green lehenga',
  'navy',
  'festive',
  'wedding',
  'diwali',
  'office wear',
  'casual',
  'cotton',
  'silk',
  'handloom',
  'printed',
  'floral',
  'straight kurta',
  'a line kurta',
  'kurta set',
  'co ord set',
  'ethnic',
  'jacket',
  'shrug',
  'skirt',
  'sharara',
  'gharara',
  'salwar',
  'churidar',
  'tunic',
  'shirt',
  'oxidised jhumka',
  'kundan',
  'temple jewellery',
  'choker',
  'maang tikka',
  'nose pin',
  'anklet',
  'ring',
  'bag',
  'wallet',
  'bestseller',
  'new arrivals',
  'sale',
  'under 999',
  'plus size',
  'xl kurta',
  'kurta with pants',
] as const;

/** Misspellings as thumbs make them: a letter dropped, doubled or swapped with its neighbour. */
function misspell(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * Math.max(1, word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
  return word.slice(0, at - 1) + (word[at] ?? '') + (word[at - 1] ?? '') + word.slice(at + 1);
}

/** The 200 search terms: the words above, then misspelt copies of the most typed until there are 200. */
export function searchTerms(random = seededRandom(200)): string[] {
  const terms = new Set<string>(SEARCH_WORDS);
  let next = 0;
  while (terms.size < 200) {
    terms.add(misspell(SEARCH_WORDS[next % 60] as string, random));
    next++;
  }
  return [...terms];
}

export interface MixCategory {
  id: string;
  slug: string;
  sizes: readonly string[];
}

export const MIX_COLOURS = ['Indigo', 'Maroon', 'Ivory', 'Emerald', 'Mustard', 'Rani Pink', 'Black', 'Teal'];

/** A category listing's filters as a shopper sets them (proportions in the header). */
function listingFilters(random: () => number, category: MixCategory): ListingFilters {
  const sort = weighted<ProductSort | undefined>(random, [
    [undefined, 55],
    ['price-asc', 15],
    ['price-desc', 10],
    ['discount', 10],
    [LISTING_DEFAULT_SORTS.category === 'newest' ? 'newest' : 'relevance', 10],
  ]);
  const filters: ListingFilters = { sizes: [], colors: [], fastDelivery: false, inStock: false };
  if (sort && sort !== LISTING_DEFAULT_SORTS.category) filters.sort = sort;
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const filter = weighted(random, [
    ['none', 55],
    ['size', 15],
    ['colour', 10],
    ['price', 10],
    ['discount', 5],
    ['inStock', 5],
  ] as const);
  if (filter === 'size') filters.sizes = [pick(category.sizes)];
  if (filter === 'colour') filters.colors = [pick(MIX_COLOURS)];
  if (filter === 'price') filters.price = pick(PRICE_BAND_VALUES);
  if (filter === 'discount') filters.discount = pick(DISCOUNT_FILTER_PERCENTS);
  if (filter === 'inStock') filters.inStock = true;
  return filters;
}

/** The API query of a listing's page as the storefront asks it (view=card, 24, facets on page 1). */
export function listingApiPath(categoryId: string, filters: ListingFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(listingApiQuery(filters))) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  params.set('view', 'card');
  params.set('limit', String(PRODUCT_PAGE_SIZE_DEFAULT));
  if (cursor) params.set('cursor', cursor);
  else params.set('facets', 'true');
  return `/api/products/category/${categoryId}?${params}`;
}

export interface ListingDraw {
  categoryId: string;
  slug: string;
  filters: ListingFilters;
  page: 1 | 2 | 3;
}

export interface MixSources {
  /** Every product id of the catalogue. */
  productIds: readonly string[];
  categories: readonly MixCategory[];
}

/** What the mix asks, in order; listing pages 2 and 3 are resolved to cursors by `resolveListings`. */
export type MixDraw =
  | { kind: 'product'; id: string }
  | { kind: 'listing'; listing: ListingDraw }
  | { kind: 'search'; term: string }
  | { kind: 'shell'; path: string };

export type MixKind = MixDraw['kind'];

export interface DrawOptions {
  count: number;
  seed: number;
  /** Weights of each kind; a kind left out is not drawn (e.g. only products). */
  weights: Partial<Record<MixKind, number>>;
}

/** The API mix's weights (the header's proportions). */
export const API_MIX: Partial<Record<MixKind, number>> = { product: 45, listing: 35, search: 15, shell: 5 };
/** The page mix: home is the shell's page here. */
export const PAGE_MIX: Partial<Record<MixKind, number>> = { shell: 20, listing: 35, product: 45 };

export function drawMix(sources: MixSources, options: DrawOptions): MixDraw[] {
  const random = seededRandom(options.seed);
  const products = shuffled(sources.productIds, random);
  const productRank = zipf(products.length, random);
  const categoryRank = zipf(sources.categories.length, random);
  const terms = searchTerms();
  const termRank = zipf(terms.length, random);
  const kinds = Object.entries(options.weights) as [MixKind, number][];
  const draws: MixDraw[] = [];
  for (let i = 0; i < options.count; i++) {
    const kind = weighted(random, kinds);
    if (kind === 'product') draws.push({ kind, id: products[productRank()] as string });
    else if (kind === 'search') draws.push({ kind, term: terms[termRank()] as string });
    else if (kind === 'shell')
      draws.push({ kind, path: random() < 0.5 ? '/api/categories' : '/api/posters/hero-banner' });
    else {
      const category = sources.categories[categoryRank()] as MixCategory;
      const page = weighted(random, [
        [1, 75],
        [2, 18],
        [3, 7],
      ] as const);
      draws.push({
        kind,
        listing: {
          categoryId: category.id,
          slug: category.slug,
          filters: listingFilters(random, category),
          page,
        },
      });
    }
  }
  return draws;
}

/**
 * The cursors of listing pages 2 and 3, read from the server as the storefront would follow them (one
 * request per distinct listing and page, before anything is measured). A listing with fewer pages falls back
 * to its last page.
 */
export async function resolveListings(
  baseUrl: string,
  draws: readonly MixDraw[],
): Promise<Map<string, string>> {
  const pathByKey = new Map<string, string>();
  for (const draw of draws) {
    if (draw.kind !== 'listing') continue;
    const { categoryId, filters, page } = draw.listing;
    const base = listingApiPath(categoryId, filters);
    let path = base;
    for (let at = 1; at <= page; at++) {
      const key = `${base}#${at}`;
      const known = pathByKey.get(key);
      if (known) {
        path = known;
        continue;
      }
      if (at > 1) {
        const previous = (await (await fetch(`${baseUrl}${path}`)).json()) as { nextCursor?: string | null };
        if (previous.nextCursor) path = listingApiPath(categoryId, filters, previous.nextCursor);
      }
      pathByKey.set(key, path);
    }
  }
  return pathByKey;
}

/** The API path of one draw. */
export function apiPathOf(draw: MixDraw, listings: Map<string, string>): string {
  if (draw.kind === 'product') return `/api/products/${draw.id}`;
  if (draw.kind === 'search')
    return `/api/products?${new URLSearchParams({ search: draw.term, view: 'card', limit: String(PRODUCT_PAGE_SIZE_DEFAULT) })}`;
  if (draw.kind === 'shell') return draw.path;
  const { categoryId, filters, page } = draw.listing;
  return (
    listings.get(`${listingApiPath(categoryId, filters)}#${page}`) ?? listingApiPath(categoryId, filters)
  );
}

/** The storefront page of one draw (pages 2 and 3 of a listing are fetched by the browser: page 1 here). */
export function pagePathOf(draw: MixDraw): string {
  if (draw.kind === 'product') return `/product/${draw.id}`;
  if (draw.kind === 'shell' || draw.kind === 'search') return '/';
  const query = listingSearchParams(draw.listing.filters).toString();
  return `/category/${draw.listing.slug}${query ? `?${query}` : ''}`;
}
