/** Reads the store through its public API, to pick test data and to check what the screens cannot show. */
import {
  type Category,
  LISTING_DEFAULT_SORTS,
  PRODUCT_PAGE_SIZE_DEFAULT,
  type Product,
  type ProductVariant,
} from '@zari/contract';

async function get<T>(baseURL: string, path: string, cookie?: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export const storeApi = {
  categories: (baseURL: string) => get<Category[]>(baseURL, '/api/categories'),
  productsOfCategory: (baseURL: string, categoryId: string) =>
    get<Product[]>(baseURL, `/api/products/category/${categoryId}`),
  product: (baseURL: string, id: string) => get<Product>(baseURL, `/api/products/${id}`),
  variants: (baseURL: string, productId: string) =>
    get<ProductVariant[]>(baseURL, `/api/product-variants/product/${productId}`),

  /**
   * The newest code the console SMS provider sent to this phone (the outbox lists newest first); with `since`,
   * only a code sent at or after it (so an earlier code, e.g. the signup's, is not taken for one still queued).
   */
  async latestOtp(baseURL: string, phone: string, since?: Date): Promise<string> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const messages = await get<{ code: string; sentAt: string }[]>(
        baseURL,
        `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
      );
      // The newest sign-in code: order updates share the outbox (issue 32) and carry no code.
      const newest = messages.find(
        (message) => message.code && (!since || new Date(message.sentAt).getTime() >= since.getTime()),
      );
      if (newest) return newest.code;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No OTP reached the outbox for ${phone}`);
  },

  /**
   * A product on the first screen of a category's listing (as the category page sorts it, so products other
   * journeys added do not push it off) with at least two colour variants with images, sizes and stock to spare.
   */
  async productWithVariants(baseURL: string) {
    for (const category of await storeApi.categories(baseURL)) {
      const firstScreen = await get<Product[]>(
        baseURL,
        `/api/products/category/${category._id}?sort=${LISTING_DEFAULT_SORTS.category}&limit=${PRODUCT_PAGE_SIZE_DEFAULT}`,
      );
      for (const product of firstScreen) {
        if (product.stockCount < 6 || product.sizes.length === 0) continue;
        const variants = await storeApi.variants(baseURL, product._id);
        if (variants.length >= 2 && variants.every((variant) => variant.images.length > 0)) {
          return { category, product, variants };
        }
      }
    }
    throw new Error('The demo catalogue has no product with two variants in stock');
  },
};

let phoneCounter = 0;
/** A fresh, valid Indian mobile number per call, so journeys never collide. */
export function freshPhone(): string {
  phoneCounter += 1;
  const tail = `${Date.now() % 1_000_000}${phoneCounter}`.padStart(9, '0').slice(-9);
  return `9${tail}`;
}
