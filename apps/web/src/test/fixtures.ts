/** Catalogue data shaped as the API sends it, and MSW handlers for the storefront's read calls. */
import {
  API_PATHS,
  type Category,
  DEMO_STORE_SETTINGS,
  PRICE_BAND_VALUES,
  type Product,
  type ProductVariant,
  type PublicStoreSettings,
  parsePriceRange,
  SEARCH_MATCHES_RANKED,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';

/** The store's seller as `GET /api/store` answers (the demo seed's values, a trade name of its own). */
const { invoicePrefix: _prefix, ...demoSeller } = DEMO_STORE_SETTINGS;
export const testStore: PublicStoreSettings = { ...demoSeller, tradeName: 'Zari Test Studio' };

let sequence = 0;
/** A UUID-shaped id, unique per call, so tests never share identity by accident. */
export function testId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export const tops: Category = {
  _id: testId(),
  title: 'Tops & Blouses',
  slug: 'tops-and-blouses',
  image: '/uploads/tops.jpg',
};
export const dresses: Category = {
  _id: testId(),
  title: 'Dresses',
  slug: 'dresses',
  image: '/uploads/dresses.jpg',
};
export const jewellery: Category = {
  _id: testId(),
  title: 'Jewellery',
  slug: 'jewellery',
  image: '/uploads/jewellery.jpg',
};
export const categories = [tops, dresses, jewellery];

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const _id = overrides._id ?? testId();
  return {
    _id,
    title: `Product ${_id.slice(-4)}`,
    description: 'Soft cotton, made in Jaipur.',
    amount: 2000,
    discountedAmount: 1500,
    images: [`/uploads/${_id}-1.jpg`, `/uploads/${_id}-2.jpg`],
    category: { _id: tops._id, title: tops.title, slug: tops.slug },
    sizes: ['S', 'M', 'L'],
    inStock: true,
    stockCount: 12,
    fastDelivery: true,
    tag: '',
    productInfo: [{ title: 'Fabric', content: 'Cotton' }],
    ...overrides,
  };
}

export function makeVariant(product: Product, overrides: Partial<ProductVariant> = {}): ProductVariant {
  const _id = overrides._id ?? testId();
  return {
    _id,
    product: product._id,
    colorCode: '#b91c1c',
    colorName: 'Red',
    price: 2200,
    discountedPrice: 1700,
    images: [`/uploads/${_id}-a.jpg`, `/uploads/${_id}-b.jpg`],
    ...overrides,
  };
}

const ok = <T>(data: T) => HttpResponse.json({ success: true, data });
const fail = (status: number) =>
  HttpResponse.json({ success: false, message: 'Something went wrong' }, { status });

export const categoriesHandler = (list: Category[] = categories) =>
  http.get(API_PATHS.categories, () => ok(list));
export const categoriesFailing = () => http.get(API_PATHS.categories, () => fail(500));

/** `GET /api/products`, answering from `list` as the real API would filter it by category and search. */
export function productsHandler(list: Product[], onRequest?: (url: URL) => void) {
  return http.get(API_PATHS.products, ({ request }) => {
    const url = new URL(request.url);
    onRequest?.(url);
    const categoryId = url.searchParams.get('categoryId');
    const search = url.searchParams.get('search')?.toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? list.length);
    const matches = list
      .filter((product) => !categoryId || product.category._id === categoryId)
      .filter((product) => !search || product.title.toLowerCase().includes(search));
    return HttpResponse.json({ success: true, data: matches.slice(0, limit), nextCursor: null });
  });
}
export const productsFailing = () => http.get(API_PATHS.products, () => fail(500));

export const productsByCategoryHandler = (list: Product[]) =>
  http.get(API_PATHS.productsByCategory, ({ params }) =>
    ok(list.filter((product) => product.category._id === params.categoryId)),
  );

export const productHandler = (product: Product, variants: ProductVariant[] = []) => [
  http.get(API_PATHS.product, ({ params }) => (params.id === product._id ? ok(product) : fail(404))),
  http.get(API_PATHS.productVariants, () => ok(variants)),
];

/** Every poster set with the given images (or none). */
export const postersHandler = (
  images: string[] = ['/uploads/poster-1.jpg', '/uploads/poster-2.jpg', '/uploads/poster-3.jpg'],
  links?: (name: string) => (string | null)[],
) =>
  http.get(API_PATHS.poster, ({ params }) =>
    ok([
      { _id: testId(), name: params.name, images, ...(links ? { links: links(String(params.name)) } : {}) },
    ]),
  );

/** jsdom lacks the layout APIs cmdk and Radix call; inert stand-ins let the palette and menus render. */
export function installLayoutShims() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
}

/**
 * Both list routes as a listing asks them (`view=card`, a `limit`, a cursor, `facets=true`), answered from
 * `list`: by category or search (title contains), by `size` and `price`, then paged. Enough of the real API's behaviour
 * to see what the storefront asks for and how it shows the answer; the API's own tests hold the real rules.
 */
/** Whether a price falls in a facet band (`500-1000`: from 500 up to, not including, 1000). */
function inBand(rupees: number, band: string) {
  const range = parsePriceRange(band);
  return Boolean(range) && rupees >= (range?.min ?? 0) && (range?.max == null || rupees < range.max);
}

export function listingHandler(list: Product[], onRequest?: (url: URL) => void) {
  const answer = (url: URL, categoryId: string | null) => {
    onRequest?.(url);
    const search = url.searchParams.get('search')?.toLowerCase();
    const sizes = url.searchParams.getAll('size');
    const scoped = list
      .filter((product) => !categoryId || product.category._id === categoryId)
      .filter((product) => !search || product.title.toLowerCase().includes(search));
    const matching = scoped.filter(
      (product) => sizes.length === 0 || product.sizes.some((size) => sizes.includes(size)),
    );
    const origins = url.searchParams.getAll('origin');
    const originOf = (product: Product) => product.disclosures?.countryOfOrigin;
    const price = url.searchParams.get('price');
    const filtered = matching
      .filter((product) => !price || inBand(product.discountedAmount, price))
      .filter((product) => origins.length === 0 || origins.includes(originOf(product) ?? ''));
    // As the server does (issue 36): a search ranks and counts at most SEARCH_MATCHES_RANKED matches.
    const capped = Boolean(search) && filtered.length >= SEARCH_MATCHES_RANKED;
    const listed = capped ? filtered.slice(0, SEARCH_MATCHES_RANKED) : filtered;
    const originCounts = new Map<string, number>();
    for (const product of matching) {
      const origin = originOf(product);
      if (origin) originCounts.set(origin, (originCounts.get(origin) ?? 0) + 1);
    }
    const limit = Number(url.searchParams.get('limit') ?? 24);
    const start = Number(url.searchParams.get('cursor')?.replace('page-', '') ?? 0);
    const page = listed.slice(start, start + limit);
    const sizeCounts = new Map<string, number>();
    for (const product of scoped)
      for (const size of product.sizes) sizeCounts.set(size, (sizeCounts.get(size) ?? 0) + 1);
    return HttpResponse.json({
      success: true,
      data: page.map((product) => ({
        _id: product._id,
        title: product.title,
        amount: product.amount,
        discountedAmount: product.discountedAmount,
        image: product.images[0] ?? null,
        inStock: product.inStock,
        fastDelivery: product.fastDelivery,
        tag: product.tag,
        swatches: product.swatches ?? [],
      })),
      nextCursor: start + limit < listed.length ? `page-${start + limit}` : null,
      ...(url.searchParams.get('facets') === 'true' && {
        facets: {
          total: listed.length,
          ...(capped && { totalCapped: true }),
          sizes: [...sizeCounts].map(([value, count]) => ({ value, count })),
          colors: [{ value: 'Indigo', count: 2 }],
          prices: PRICE_BAND_VALUES.map((value) => ({
            value,
            count: matching.filter((product) => inBand(product.discountedAmount, value)).length,
          })),
          origins: [...originCounts].map(([value, count]) => ({ value, count })),
        },
      }),
    });
  };
  return [
    http.get(API_PATHS.products, ({ request }) => answer(new URL(request.url), null)),
    http.get(API_PATHS.productsByCategory, ({ request, params }) =>
      answer(new URL(request.url), String(params.categoryId)),
    ),
  ];
}
