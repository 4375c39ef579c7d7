import { z } from 'zod';
import {
  DISCOUNT_FILTER_PERCENTS,
  LISTING_FILTER_VALUES_MAX,
  POSTER_SETS,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX_LENGTH,
} from '../constants.js';
import { ADMIN_MESSAGES } from '../messages/admin.js';
import { DISCLOSURE_MESSAGES } from '../messages/disclosures.js';
import { API_MESSAGES } from '../messages.js';
import { isCountryCode } from '../rules/countries.js';
import {
  CONSUMER_CARE_MAX_LENGTH,
  NET_QUANTITY_MAX_LENGTH,
  PARTY_ADDRESS_MAX_LENGTH,
  PARTY_NAME_MAX_LENGTH,
  parseImportMonth,
} from '../rules/disclosures.js';
import { parsePriceRange } from '../rules/listing.js';
import { envelope, Id, ImagePath, Rupees, Text } from './common.js';

export const ImageMeta = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()),
  avif: z.boolean(),
});

/**
 * Optional text per non-English locale of a catalogue record (issue 35, DESIGN §10 Languages), additive: a
 * field missing or blank falls back to English (`localizedField`). Keyed by locale: `{ hi: { title } }`.
 */
function translations<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ hi: z.object(shape).partial().optional() }).optional();
}

/** A record's title in the other locales (a category's, a product's, a bag line's copy of it). */
export const TitleTranslations = translations({ title: z.string() });

export const Category = z.object({
  _id: Id,
  title: z.string(),
  slug: z.string(),
  image: ImagePath,
  /** Sizes the image pipeline recorded for the category's uploaded picture, by path, as on Product (additive). */
  media: z.record(z.string(), ImageMeta).optional(),
  translations: translations({ title: z.string() }),
});
export type Category = z.infer<typeof Category>;

export const PosterSetName = z.enum(POSTER_SETS);

export const Poster = z.object({
  _id: Id,
  name: PosterSetName,
  images: z.array(ImagePath),
  /** Where each image leads, by position (null: nowhere); additive, so a spec-only client ignores it. */
  links: z.array(z.string().nullable()).optional(),
  /** Each image's alt text per locale, by position (issue 35; English alt texts are the slots' own). */
  translations: translations({ alts: z.array(z.string().nullable()) }),
  /** Sizes the image pipeline recorded for uploaded banner images, by path, as on Product (additive). */
  media: z.record(z.string(), ImageMeta).optional(),
});
export type Poster = z.infer<typeof Poster>;

export const ProductInfo = z.object({
  _id: z.string().optional(),
  title: z.string(),
  content: z.string(),
});
export type ProductInfo = z.infer<typeof ProductInfo>;

export const ProductCategoryRef = z.object({
  _id: Id,
  title: z.string(),
  slug: z.string().optional(),
  /** The category's Hindi title (issue 35), for the product page's breadcrumb. */
  translations: translations({ title: z.string() }),
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
export const ProductSwatch = z.object({
  _id: Id,
  colorCode: z.string(),
  /** The colour's prices (additive, issue 31): a card shows the price the product page opens on. */
  price: Rupees.optional(),
  discountedPrice: Rupees.optional(),
});

/**
 * One SKU's availability (issue 31): a colour (null: a colourless product) and size, in stock or not, and how
 * many are left when few (at most LOW_STOCK_THRESHOLD; see skuAvailability). Never the exact count above it.
 */
export const SkuAvailability = z.object({
  variant: Id.nullable(),
  size: z.string(),
  inStock: z.boolean(),
  left: z.number().int().positive().optional(),
});
export type SkuAvailability = z.infer<typeof SkuAvailability>;

/** A manufacturer, packer or importer as a product page names it (issue 34). */
export const DisclosureParty = z.object({ name: z.string(), address: z.string() });

/**
 * A product's Legal Metrology declarations (issue 34), each blank field already taken from its category's
 * defaults (`resolveDisclosures`). Consumer care absent: the store's support line (`consumerCareLine`).
 */
export const ProductDisclosures = z.object({
  /** ISO 3166-1 alpha-2 (`IN`); its English name is the contract's `countryName`. */
  countryOfOrigin: z.string().optional(),
  manufacturer: DisclosureParty.optional(),
  packer: DisclosureParty.optional(),
  importer: DisclosureParty.optional(),
  netQuantity: z.string().optional(),
  /** `YYYY-MM`, imported goods only (`formatImportMonth`). */
  importMonth: z.string().optional(),
  consumerCare: z.string().optional(),
});
export type ProductDisclosures = z.infer<typeof ProductDisclosures>;

const blankToUndefined = (value: string) => (value === '' ? undefined : value);
const optionalField = (max: number) =>
  Text().trim().max(max, ADMIN_MESSAGES.fieldTooLong(max)).transform(blankToUndefined).nullish();

/** A party as typed: both fields blank is no party; one without the other is refused. */
const DisclosurePartyInput = z
  .object({
    name: Text().trim().max(PARTY_NAME_MAX_LENGTH, ADMIN_MESSAGES.fieldTooLong(PARTY_NAME_MAX_LENGTH)),
    address: Text()
      .trim()
      .max(PARTY_ADDRESS_MAX_LENGTH, ADMIN_MESSAGES.fieldTooLong(PARTY_ADDRESS_MAX_LENGTH)),
  })
  .strict()
  .superRefine((party, context) => {
    if (party.name && !party.address)
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: DISCLOSURE_MESSAGES.partyAddressRequired,
      });
    if (!party.name && party.address)
      context.addIssue({ code: 'custom', path: ['name'], message: DISCLOSURE_MESSAGES.partyNameRequired });
  })
  .transform((party) => (party.name || party.address ? party : undefined))
  .nullish();

/**
 * Disclosures as the back office sends them, for a product (its own) or a category (its defaults): blank or
 * absent fields are inherited. Each field is checked here; whether the product's resolved whole is complete is
 * `disclosureProblems`, checked by the API against the category's defaults.
 */
export const DisclosuresInput = z
  .object({
    countryOfOrigin: Text()
      .trim()
      .toUpperCase()
      .refine((code) => code === '' || isCountryCode(code), DISCLOSURE_MESSAGES.countryUnknown)
      .transform(blankToUndefined)
      .nullish(),
    manufacturer: DisclosurePartyInput,
    packer: DisclosurePartyInput,
    importer: DisclosurePartyInput,
    netQuantity: Text()
      .trim()
      .max(NET_QUANTITY_MAX_LENGTH, ADMIN_MESSAGES.fieldTooLong(NET_QUANTITY_MAX_LENGTH))
      .refine((text) => text === '' || /\d/.test(text), DISCLOSURE_MESSAGES.netQuantityInvalid)
      .transform(blankToUndefined)
      .nullish(),
    importMonth: Text()
      .trim()
      .refine(
        (text) => text === '' || parseImportMonth(text) !== undefined,
        DISCLOSURE_MESSAGES.importMonthInvalid,
      )
      .transform(blankToUndefined)
      .nullish(),
    consumerCare: optionalField(CONSUMER_CARE_MAX_LENGTH),
  })
  .strict();
export type DisclosuresInput = z.input<typeof DisclosuresInput>;

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
  /** Per colour and size (additive, issue 31): `stockCount` and `inStock` are their sum and any. */
  availability: z.array(SkuAvailability).optional(),
  /** Hindi title, description and product info (issue 35), each falling back to English. */
  translations: translations({
    title: z.string(),
    description: z.string(),
    productInfo: z.array(ProductInfo),
  }),
  /** Legal Metrology declarations (issue 34), the category's defaults filled in; the full view only. */
  disclosures: ProductDisclosures.optional(),
});
export type Product = z.infer<typeof Product>;

export { PRODUCT_SORTS, type ProductSort } from '../constants.js';

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

/** Prices, percents and popularity are Postgres `integer`s. */
const INT32_MAX = 2_147_483_647;

/** One sort key: a creation time (`newest`), an integer (paise, percent, units sold) or a search rank (0–1). */
const CursorSortKey = z.union([
  z.string().max(40).refine(isTimestampText),
  z.int().min(0).max(INT32_MAX),
  z.number().min(0).max(1),
]);

/**
 * What a page cursor carries: the sort keys of the page's last product (in stock as 0 or 1, then one key, or a
 * search's rank then popularity; before issue 31 without the first) and its id. Every value is checked here, so
 * no cursor reaches SQL it would break.
 */
export const ProductCursorKey = z.union([
  z.tuple([CursorSortKey, Id]),
  z.tuple([CursorSortKey, CursorSortKey, Id]),
  z.tuple([CursorSortKey, CursorSortKey, CursorSortKey, Id]),
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

/** `full` is SPEC §3's product; `card` carries only what a product card shows (SPEC §2 category screen). */
export const PRODUCT_VIEWS = ['full', 'card'] as const;

const FilterValue = Text().trim().min(1).max(40);
/** A filter given once (`size=M`) or repeated (`size=M&size=L`). */
const RepeatedFilter = z.union([FilterValue, z.array(FilterValue).max(LISTING_FILTER_VALUES_MAX)]);
const QueryFlag = z.enum(['true', 'false']);
/** A country of origin filter: ISO 3166-1 alpha-2, once (`origin=IN`) or repeated (`origin=IN&origin=CN`). */
const OriginValue = Text()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, DISCLOSURE_MESSAGES.originFilterInvalid);
const OriginFilter = z.union([OriginValue, z.array(OriginValue).max(LISTING_FILTER_VALUES_MAX)]);

/**
 * Additive query of the product lists (DESIGN §3, §9 Listings): none of it is needed by a spec-only client.
 * Filters combine with AND; the values of one repeated filter with OR.
 */
export const ProductListQuery = z.object({
  search: Text().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  categoryId: Id.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).optional(),
  cursor: Text()
    .max(200)
    .refine((cursor) => decodeProductCursor(cursor) !== undefined, API_MESSAGES.invalidCursor)
    .optional(),
  size: RepeatedFilter.optional(),
  color: RepeatedFilter.optional(),
  /** Issue 34: countries of origin (ISO codes), any of them. */
  origin: OriginFilter.optional(),
  /** Rupees of the price paid: `500-1500`, `5000-` or `-999` (see `parsePriceRange`). */
  price: Text()
    .refine((text) => parsePriceRange(text) !== undefined, { message: 'Invalid price range' })
    .optional(),
  /** At least this percent off. */
  discount: z.coerce
    .number()
    .refine((value) => (DISCOUNT_FILTER_PERCENTS as readonly number[]).includes(value), {
      message: `Discount must be one of ${DISCOUNT_FILTER_PERCENTS.join(', ')}`,
    })
    .optional(),
  fastDelivery: QueryFlag.optional(),
  inStock: QueryFlag.optional(),
  view: z.enum(PRODUCT_VIEWS).optional(),
  /** `true` adds `facets` (counts per size, colour and price band under the other filters) to the answer. */
  facets: QueryFlag.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** What a product card shows (SPEC §2): about a tenth of a full product's bytes. */
export const ProductCard = z.object({
  _id: Id,
  title: z.string(),
  amount: Rupees,
  discountedAmount: Rupees,
  /** The card's photo: the product's first image. */
  image: ImagePath.nullable(),
  inStock: z.boolean(),
  fastDelivery: z.boolean(),
  tag: z.string(),
  swatches: z.array(ProductSwatch),
  /** The pipeline's sizes of `image`, keyed by its path as on Product (absent for an image it did not make). */
  media: z.record(z.string(), ImageMeta).optional(),
  /** Issue 31: sizes sold out in every colour of a product in stock (empty: none, or the product is sold out). */
  soldOutSizes: z.array(z.string()),
  /** The card's Hindi title (issue 35), falling back to English. */
  translations: translations({ title: z.string() }),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const FacetCount = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export type FacetCount = z.infer<typeof FacetCount>;

/**
 * Counts for the filter panel: each facet counts the products matching every other filter, so choosing
 * size M still shows how many come in L. `prices` values are valid `price` filters (PRICE_BAND_VALUES).
 */
export const ProductFacets = z.object({
  /** Products matching every filter. */
  total: z.number().int().nonnegative(),
  /**
   * Issue 36 (additive): true when a search's matches reached SEARCH_MATCHES_RANKED, the most a search ranks and
   * counts: more products may match than `total`, so the storefront says "240+".
   */
  totalCapped: z.boolean().optional(),
  sizes: z.array(FacetCount),
  colors: z.array(FacetCount),
  prices: z.array(FacetCount),
  /** Countries of origin (ISO codes) by count (issue 34; additive). */
  origins: z.array(FacetCount).optional(),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const CategoryListResponse = envelope(z.array(Category));
export const PosterResponse = envelope(z.array(Poster));
const listExtras = { nextCursor: z.string().nullable().optional(), facets: ProductFacets.optional() };
export const ProductListResponse = envelope(z.array(Product)).extend(listExtras);
export type ProductListResponse = z.infer<typeof ProductListResponse>;
/** The answer to `view=card`. */
export const ProductCardListResponse = envelope(z.array(ProductCard)).extend(listExtras);
export type ProductCardListResponse = z.infer<typeof ProductCardListResponse>;
/** A product list answers full products unless the query asked for `view=card`. */
export const ProductListingResponse = z.union([ProductListResponse, ProductCardListResponse]);
export const ProductResponse = envelope(Product);
export const ProductVariantListResponse = envelope(z.array(ProductVariant));

export const PosterParams = z.object({ name: Text().max(100) });
export const CategoryIdParams = z.object({ categoryId: Id });
export const ProductIdParams = z.object({ productId: Id });
