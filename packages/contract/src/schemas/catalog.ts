import { z } from 'zod';
import { POSTER_SETS, PRODUCT_PAGE_SIZE_MAX, SEARCH_QUERY_MAX_LENGTH } from '../constants.js';
import { API_MESSAGES } from '../messages.js';
import { envelope, Id, ImagePath, Rupees, Text } from './common.js';

export const Category = z.object({
  _id: Id,
  title: z.string(),
  slug: z.string(),
  image: ImagePath,
});
export type Category = z.infer<typeof Category>;

export const PosterSetName = z.enum(POSTER_SETS);

export const Poster = z.object({
  _id: Id,
  name: PosterSetName,
  images: z.array(ImagePath),
  /** Where each image leads, by position (null: nowhere); additive, so a spec-only client ignores it. */
  links: z.array(z.string().nullable()).optional(),
});
export type Poster = z.infer<typeof Poster>;

export const ProductInfo = z.object({
  _id: z.string().optional(),
  title: z.string(),
  content: z.string(),
});
export type ProductInfo = z.infer<typeof ProductInfo>;

export const ProductCategoryRef = z.object({ _id: Id, title: z.string(), slug: z.string().optional() });

export const ImageMeta = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()),
  avif: z.boolean(),
});

/** A colour option of a product, with its own price and images (SPEC §3). */
export const ProductVariant = z.object({
  _id: Id,
  product: Id,
  colorCode: z.string(),
  colorName: z.string().optional(),
  price: Rupees,
  discountedPrice: Rupees,
  images: z.array(ImagePath),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** The variant swatches a card shows without fetching the variants (SPEC §2 cards). */
export const ProductSwatch = z.object({ _id: Id, colorCode: z.string() });

export const Product = z.object({
  _id: Id,
  title: z.string(),
  description: z.string(),
  amount: Rupees,
  discountedAmount: Rupees,
  images: z.array(ImagePath),
  category: ProductCategoryRef,
  sizes: z.array(z.string()),
  inStock: z.boolean(),
  stockCount: z.number().int().nonnegative(),
  fastDelivery: z.boolean(),
  tag: z.string(),
  productInfo: z.array(ProductInfo),
  variantImages: z.record(z.string(), z.array(ImagePath)).optional(),
  swatches: z.array(ProductSwatch).optional(),
  /** `false`: this product cannot be returned whatever its category (e.g. some swimsuits); see returnPolicyFor. */
  returnable: z.boolean().optional(),
  /** Sold in a special offer, so final sale (SPEC §9 Returns); see returnPolicyFor. */
  specialOffer: z.boolean().optional(),
  /** Intrinsic size and responsive widths of each image path the pipeline produced (see responsiveImage). */
  media: z.record(z.string(), ImageMeta).optional(),
});
export type Product = z.infer<typeof Product>;

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc'] as const;

/** A Postgres `timestamptz::text` (`2026-11-22 10:00:00.123456+05:30`) of a real calendar day. */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-4])(:[0-5]\d)?)?$/;
function isTimestampText(value: string) {
  const match = TIMESTAMP_TEXT.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Prices are Postgres `integer` paise. */
const INT32_MAX = 2_147_483_647;

/**
 * What a page cursor carries: the sort key of the page's last product (its creation time for `newest`, its
 * price in paise otherwise) and its id. Every value is checked here, so no cursor reaches SQL it would break.
 */
export const ProductCursorKey = z.tuple([
  z.union([z.string().max(40).refine(isTimestampText), z.int().min(0).max(INT32_MAX)]),
  Id,
]);
export type ProductCursorKey = z.infer<typeof ProductCursorKey>;

/** A cursor is base64url JSON of its key, opaque to clients. */
export function encodeProductCursor(key: ProductCursorKey): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The key of a cursor this API issued, or undefined for anything else. */
export function decodeProductCursor(cursor: string): ProductCursorKey | undefined {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const key = ProductCursorKey.safeParse(JSON.parse(json));
    return key.success ? key.data : undefined;
  } catch {
    return undefined;
  }
}

/** Additive query of `GET /api/products` (DESIGN §3): none of it is needed by a spec-only client. */
export const ProductListQuery = z.object({
  search: Text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  categoryId: Id.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).optional(),
  cursor: Text()
    .max(200)
    .refine((cursor) => decodeProductCursor(cursor) !== undefined, API_MESSAGES.invalidCursor)
    .optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const CategoryListResponse = envelope(z.array(Category));
export const PosterResponse = envelope(z.array(Poster));
export const ProductListResponse = envelope(z.array(Product)).extend({
  nextCursor: z.string().nullable().optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;
export const ProductResponse = envelope(Product);
export const ProductVariantListResponse = envelope(z.array(ProductVariant));

export const PosterParams = z.object({ name: Text().max(100) });
export const CategoryIdParams = z.object({ categoryId: Id });
export const ProductIdParams = z.object({ productId: Id });
