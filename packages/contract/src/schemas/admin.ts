/**
 * The back office's requests and answers (issue 14). Prices are rupees here as everywhere at the edge; the
 * API keeps paise inside. The admin UI validates its forms with these same schemas.
 */
import { z } from 'zod';
import {
  ADMIN_BULK_SHIP_MAX,
  ADMIN_PAGE_SIZE_MAX,
  CATALOG_IMPORT_MAX_ROWS,
  PINCODE_IMPORT_MAX_ROWS,
  POSTER_SETS,
  PRICE_MAX_RUPEES,
  REPORT_RANGE_MAX_DAYS,
  USER_ROLES,
} from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import { ADMIN_MESSAGES } from '../messages/admin.js';
import {
  API_MESSAGES,
  MESSAGE_DELIVERY_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
} from '../messages.js';
import { isCalendarDayText, isTimestampText } from '../rules/calendar.js';
import { ORDER_STATUS_MOVES, ORDER_STATUSES } from '../rules/order-state.js';
import { PINCODE_PATTERN } from '../rules/pincode.js';
import {
  Category,
  DisclosuresInput,
  ImageMeta,
  Poster,
  Product,
  ProductDisclosures,
  ProductVariant,
} from './catalog.js';
import { envelope, Id, Text } from './common.js';
import { Order, PaymentMethod, PaymentStatus } from './orders.js';
import { PincodeCheckData } from './pincodes.js';
import { RefundOwed } from './refunds.js';
import { Hsn, TaxClassRef } from './settings.js';
import { IndianPhone } from './users.js';

// Request text goes through the shared Text rule, so nothing Postgres cannot store reaches a query (issue 12).
const text = (max: number) => Text().trim().max(max);
const requiredText = (max: number) =>
  Text().trim().min(1, ADMIN_MESSAGES.fieldRequired).max(max, ADMIN_MESSAGES.fieldTooLong(max));
/** A whole number typed in a form; an empty field arrives as NaN and reads "Enter a whole number". */
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: ADMIN_MESSAGES.wholeNumberRequired })
    .int(ADMIN_MESSAGES.wholeNumberRequired)
    .min(min, min === 0 ? ADMIN_MESSAGES.notNegative : ADMIN_MESSAGES.numberTooSmall(min))
    .max(max, ADMIN_MESSAGES.numberTooLarge(max));
const pageLimit = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).optional();
const cursor = Text().max(200).optional();

export const UserRole = z.enum(USER_ROLES);
export const AdminRoleName = z.enum(['staff', 'owner']);

/** Rupees as typed in a form: at most two decimals (whole paise), at most ₹10,00,000. */
export const RupeeInput = z
  .number({ error: ADMIN_MESSAGES.numberRequired })
  .nonnegative(ADMIN_MESSAGES.notNegative)
  .max(PRICE_MAX_RUPEES, ADMIN_MESSAGES.numberTooLarge(PRICE_MAX_RUPEES))
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    ADMIN_MESSAGES.rupeesTwoDecimals,
  );

/** The category a product is filed under, picked from a list: nothing picked reads "Choose a category". */
const ChosenCategoryId = z.uuid({
  error: (issue) => (issue.input === '' ? ADMIN_MESSAGES.chooseCategory : API_MESSAGES.invalidId),
});

/** Only files this store holds: a product never points at another site. */
export const UploadedImagePath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/[\w./-]+$/, ADMIN_MESSAGES.imagePathInvalid)
  .refine((path) => !path.includes('..'), ADMIN_MESSAGES.imagePathInvalid);

/** A storefront path a banner leads to, such as /category/dresses or /product/{id}. */
export const StorefrontLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[\w\-./?=&%]*$/, ADMIN_MESSAGES.linkInvalid);

/** A day that exists, in the years every layer holds (issue 27: `0000-01-01` reached Postgres as year -1). */
const IsoDay = z.iso
  .date({ message: ADMIN_MESSAGES.invalidDate })
  .refine(isCalendarDayText, ADMIN_MESSAGES.invalidDate);

/**
 * The key inside a back-office page cursor (the last row's created-at as Postgres wrote it, and its id). The
 * cursor is opaque, but a client can forge one: only an instant Postgres reads as written gets to a query.
 */
export const CreatedCursorKey = z.tuple([z.string().refine(isTimestampText), Id]);

export const UserRef = z.object({ _id: Id, phone: z.string(), fullName: z.string() });

// ── Orders ────────────────────────────────────────────────────────────────────────────────────────────

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const OrderStatusMoveSchema = z.enum(ORDER_STATUS_MOVES);

export const AdminOrderListQuery = z.object({
  status: OrderStatusSchema.optional(),
  /** The last characters of an order id (as shoppers read it), a phone number, or a name. */
  q: text(100).optional(),
  /** Days in India time, both inclusive. */
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  cursor,
  limit: pageLimit,
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderSummary = z.object({
  _id: Id,
  createdAt: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  totalAmount: z.number(),
  itemCount: z.number().int(),
  customer: z.object({ fullName: z.string(), phone: z.string() }),
  trackingNumber: z.string().nullable(),
  refundDue: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const OrderTimelineEntry = z.object({
  _id: Id,
  at: z.string(),
  /** The status the order moved to, or null for a note or tracking number alone. */
  status: OrderStatusSchema.nullable(),
  note: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Null for what the shopper or the payment provider did. */
  actor: UserRef.nullable(),
  /** Additive (issue 32): what happened, in words ("Placed", "Shipped", "Tracking number added"). */
  label: z.string().optional(),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>;

/**
 * The order's shipment with the carrier (issue 32, SHIPPING_PROVIDER=shiprocket): created after the order was
 * packed, retried until the carrier answers. `pending` while it is being (or waits to be) created, `created` with
 * its AWB, courier and label, `failed` after the carrier refused it (staff may retry), `cancelled` when the
 * order was cancelled before it left (and the carrier's order with it).
 */
export const AdminShipment = z.object({
  provider: z.string(),
  status: z.enum(['pending', 'created', 'failed', 'cancelled']),
  awb: z.string().nullable(),
  courier: z.string().nullable(),
  labelReady: z.boolean(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminShipment = z.infer<typeof AdminShipment>;

export const AdminOrder = Order.extend({
  status: OrderStatusSchema,
  trackingNumber: z.string().nullable(),
  refundDue: z.boolean(),
  customer: UserRef,
  /** The moves staff may make now; the first is the next step. */
  allowedMoves: z.array(OrderStatusMoveSchema),
  /** Additive (issue 33): whether staff may mark the parcel returned to origin now. */
  returnToOriginAllowed: z.boolean().optional(),
  /** Additive (issue 32): the carrier's shipment, when the order has one. */
  shipment: AdminShipment.optional(),
  timeline: z.array(OrderTimelineEntry),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderUpdate = z
  .object({
    status: OrderStatusMoveSchema.optional(),
    trackingNumber: requiredText(64).optional(),
    /** Additive (issue 32): the courier that carries it, named in the shopper's "shipped" message. */
    carrier: requiredText(64).optional(),
    note: requiredText(1000).optional(),
  })
  .strict()
  .refine((body) => body.status || body.trackingNumber || body.note, ADMIN_MESSAGES.orderUpdateEmpty);
export type AdminOrderUpdate = z.infer<typeof AdminOrderUpdate>;

/** Staff mark a parcel returned to origin (issue 33), with an optional note for the timeline. */
export const AdminReturnToOrigin = z.object({ note: requiredText(1000).optional() }).strict();
export type AdminReturnToOrigin = z.infer<typeof AdminReturnToOrigin>;

/** Bulk "Mark shipped" (issue 32): each order with its own tracking number and courier. */
export const AdminOrdersShip = z
  .object({
    orders: z
      .array(
        z
          .object({
            _id: Id,
            trackingNumber: requiredText(64).optional(),
            carrier: requiredText(64).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(ADMIN_BULK_SHIP_MAX),
  })
  .strict();
export type AdminOrdersShip = z.infer<typeof AdminOrdersShip>;

/** Each order's outcome, in the order sent: shipped, or the message of why not (one failure stops none). */
export const AdminOrdersShipResponse = envelope(
  z.array(z.object({ _id: Id, shipped: z.boolean(), message: z.string().optional() })),
);

/** One delivery of an order update (issue 32): where it went (masked), how it went, how often it was tried. */
export const OrderMessageDelivery = z.object({
  _id: Id,
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The phone it went to, masked (`+91 ••••••3210`). */
  to: z.string(),
  status: z.enum(MESSAGE_DELIVERY_STATUSES),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** True for a delivery staff asked for again (a resend), false for the first one. */
  resent: z.boolean(),
  createdAt: z.string(),
});
export type OrderMessageDelivery = z.infer<typeof OrderMessageDelivery>;

/** One event of the order's message log, oldest first; an event without deliveries was not sent (opted out). */
export const OrderMessage = z.object({
  _id: Id,
  type: z.enum(NOTIFICATION_TYPES),
  at: z.string(),
  deliveries: z.array(OrderMessageDelivery),
});
export type OrderMessage = z.infer<typeof OrderMessage>;
export const OrderMessagesResponse = envelope(z.array(OrderMessage));

export const OrderMessageParams = z.object({ id: Id, eventId: Id });
/** The resend's new delivery, queued for the events worker. */
export const OrderMessageResendResponse = envelope(OrderMessageDelivery);

export const AdminOrderListResponse = envelope(z.array(AdminOrderSummary)).extend({
  nextCursor: z.string().nullable(),
});
export const AdminOrderResponse = envelope(AdminOrder);

// ── Products ──────────────────────────────────────────────────────────────────────────────────────────

const ProductInfoInput = z.object({ title: requiredText(100), content: requiredText(2000) });

/**
 * A catalogue record's Hindi text as staff write it (issue 35): each field optional, blank meaning "none" (the
 * storefront then shows English). Keyed by locale like the records' `translations`.
 */
const translationsInput = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ hi: z.object(shape).partial().strict().optional() }).strict();

/** The languages a "missing translation" filter can ask about: every locale but English. */
export const TranslatedLocale = z.enum(LOCALES.filter((locale) => locale !== 'en') as ['hi']);

const productFields = {
  title: requiredText(200),
  description: text(5000),
  categoryId: ChosenCategoryId,
  amount: RupeeInput,
  /** 0 means no discount (the line-price rule falls back to `amount`). */
  discountedAmount: RupeeInput,
  images: z.array(UploadedImagePath).max(20),
  sizes: z
    .array(requiredText(20))
    .max(20)
    .refine((sizes) => new Set(sizes).size === sizes.length, ADMIN_MESSAGES.duplicateSizes),
  fastDelivery: z.boolean(),
  /** Issue 33: `false` for a single product never returnable; `true` for one sold in a special offer (final sale). */
  returnable: z.boolean(),
  specialOffer: z.boolean(),
  tag: text(50),
  productInfo: z.array(ProductInfoInput).max(30),
  /** Issue 30: the product's own HSN code and tax class; null (or absent on create) takes its category's. */
  hsn: Hsn.nullable(),
  taxClass: TaxClassRef.nullable(),
  /** Issue 34: the product's own disclosures, replaced whole; blank fields take the category's defaults. */
  disclosures: DisclosuresInput,
  /** Issue 35: the Hindi title, description and product info (each replaces what was there). */
  translations: translationsInput({
    title: text(200),
    description: text(5000),
    productInfo: z.array(ProductInfoInput).max(30),
  }),
};

const discountNotAboveAmount = (body: { amount?: number; discountedAmount?: number }) =>
  body.amount === undefined || body.discountedAmount === undefined || body.discountedAmount <= body.amount;

export const AdminProductCreate = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    images: productFields.images.default([]),
    sizes: productFields.sizes.default([]),
    fastDelivery: productFields.fastDelivery.default(false),
    returnable: productFields.returnable.default(true),
    specialOffer: productFields.specialOffer.default(false),
    tag: productFields.tag.default(''),
    productInfo: productFields.productInfo.default([]),
    hsn: productFields.hsn.optional(),
    taxClass: productFields.taxClass.optional(),
    disclosures: productFields.disclosures.optional(),
    translations: productFields.translations.optional(),
    stockCount: wholeNumber(0, 1_000_000).default(0),
  })
  .strict()
  .refine(discountNotAboveAmount, {
    message: ADMIN_MESSAGES.discountAboveAmount,
    path: ['discountedAmount'],
  });
export type AdminProductCreate = z.input<typeof AdminProductCreate>;

/** Stock changes go through the stock call, which is safe against concurrent orders. */
export const AdminProductPatch = z
  .object({ ...productFields, archived: z.boolean() })
  .partial()
  .strict()
  .refine(discountNotAboveAmount, {
    message: ADMIN_MESSAGES.discountAboveAmount,
    path: ['discountedAmount'],
  });
export type AdminProductPatch = z.input<typeof AdminProductPatch>;

/** One cell of a product's stock matrix (issue 31): a colour (null: colourless) × size, its stock and code. */
export const AdminSku = z.object({
  _id: Id,
  variant: Id.nullable(),
  size: z.string(),
  stock: z.number().int().nonnegative(),
  code: z.string().nullable(),
});
export type AdminSku = z.infer<typeof AdminSku>;

export const AdminProduct = Product.extend({
  archived: z.boolean(),
  createdAt: z.string(),
  variants: z.array(ProductVariant),
  /** The stock matrix: colours in position order, then sizes in the product's order (additive). */
  skus: z.array(AdminSku).optional(),
  media: z.record(z.string(), ImageMeta),
  /** The product's own tax fields (null: its category's); additive. */
  hsn: z.string().nullable().optional(),
  taxClass: z.string().nullable().optional(),
  /** Issue 34: the product's own disclosures (blank: inherited); `disclosures` is the resolved whole. */
  ownDisclosures: ProductDisclosures.optional(),
  /** What the resolved disclosures lack (the contract's `disclosureProblems`); empty when complete. */
  disclosureProblems: z.array(z.string()).optional(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductListQuery = z.object({
  q: text(100).optional(),
  categoryId: Id.optional(),
  /** `active` (default) hides archived products; `archived` shows only them; `all` both. */
  state: z.enum(['active', 'archived', 'all']).optional(),
  /** Only products at or below LOW_STOCK_THRESHOLD pieces. */
  lowStock: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Only products whose text in this language is incomplete (see missingProductTranslation). */
  missingTranslation: TranslatedLocale.optional(),
  cursor,
  limit: pageLimit,
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

/** One size of one colour of a listed product and its stock (issue 31: the list's inline stock edit). */
export const AdminSizeStock = z.object({
  /** The colour (null: a product without colours). */
  variant: Id.nullable(),
  colorName: z.string(),
  size: z.string(),
  stock: z.number().int().nonnegative(),
});
export type AdminSizeStock = z.infer<typeof AdminSizeStock>;
export const AdminProductListItem = Product.extend({
  archived: z.boolean(),
  createdAt: z.string(),
  /** Each size's stock per colour, colours in position order (additive). */
  sizeStock: z.array(AdminSizeStock).optional(),
});
export const AdminProductListResponse = envelope(z.array(AdminProductListItem)).extend({
  nextCursor: z.string().nullable(),
});
export const AdminProductResponse = envelope(AdminProduct);

export const ColorCode = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be written #RRGGBB');

const variantFields = {
  colorCode: ColorCode,
  colorName: text(50),
  price: RupeeInput,
  discountedPrice: RupeeInput,
  images: z.array(UploadedImagePath).max(20),
};
const variantDiscountNotAbovePrice = (body: { price?: number; discountedPrice?: number }) =>
  body.price === undefined || body.discountedPrice === undefined || body.discountedPrice <= body.price;

export const AdminVariantCreate = z
  .object({
    ...variantFields,
    colorName: variantFields.colorName.default(''),
    images: variantFields.images.default([]),
  })
  .strict()
  .refine(variantDiscountNotAbovePrice, {
    message: ADMIN_MESSAGES.discountAboveAmount,
    path: ['discountedPrice'],
  });
export type AdminVariantCreate = z.input<typeof AdminVariantCreate>;
export const AdminVariantPatch = z
  .object(variantFields)
  .partial()
  .strict()
  .refine(variantDiscountNotAbovePrice, {
    message: ADMIN_MESSAGES.discountAboveAmount,
    path: ['discountedPrice'],
  });
export type AdminVariantPatch = z.input<typeof AdminVariantPatch>;
export const AdminVariantParams = z.object({ id: Id, variantId: Id });
export const AdminVariantResponse = envelope(ProductVariant);

/** Either the count on the shelf, or a change to it (a delivery in, a damaged piece out). */
export const AdminStockUpdate = z.union(
  [
    z.object({ stockCount: wholeNumber(0, 1_000_000) }).strict(),
    z.object({ delta: wholeNumber(-1_000_000, 1_000_000) }).strict(),
  ],
  { error: ADMIN_MESSAGES.stockInputOne },
);
export type AdminStockUpdate = z.infer<typeof AdminStockUpdate>;

/** An owner's SKU code: letters, digits and . _ / - (what labels and spreadsheets carry), or empty for none. */
export const SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/** Cells of the stock matrix to set (the others are left alone); each colour and size at most once. */
export const AdminSkusUpdate = z
  .object({
    skus: z
      .array(
        z
          .object({
            variant: Id.nullable(),
            size: Text().max(40),
            stock: wholeNumber(0, 1_000_000),
            /** Absent: kept; '' or null: none. */
            code: z
              .union([
                Text().trim().max(64).regex(SKU_CODE_PATTERN, ADMIN_MESSAGES.skuCodeFormat),
                z.literal(''),
              ])
              .nullable()
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(1000),
  })
  .strict()
  .refine(
    (body) => new Set(body.skus.map((cell) => `${cell.variant}/${cell.size}`)).size === body.skus.length,
    { message: ADMIN_MESSAGES.skuCellTwice, path: ['skus'] },
  );
export type AdminSkusUpdate = z.infer<typeof AdminSkusUpdate>;
export const AdminSkusResponse = envelope(
  z.object({
    _id: Id,
    stockCount: z.number().int().nonnegative(),
    inStock: z.boolean(),
    skus: z.array(AdminSku),
  }),
);
export const AdminStockResponse = envelope(
  z.object({ _id: Id, stockCount: z.number().int().nonnegative(), inStock: z.boolean() }),
);

/** The multipart fields of an image upload: the file in `file`; `variantId` files it under a colour. */
export const ImageUploadFields = z.object({
  /** The image file itself (binary); documented here, read by the route from the multipart stream. */
  file: z.any().optional(),
  variantId: Id.optional(),
});
export const UploadedImage = ImageMeta.extend({ path: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;
export const UploadedImageResponse = envelope(UploadedImage);

// ── Categories and banners ────────────────────────────────────────────────────────────────────────────

export const Slug = z
  .string()
  .trim()
  .min(1, ADMIN_MESSAGES.fieldRequired)
  .max(80, ADMIN_MESSAGES.fieldTooLong(80))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ADMIN_MESSAGES.slugInvalid);

export const AdminCategoryCreate = z
  .object({
    title: requiredText(100),
    slug: Slug,
    image: UploadedImagePath,
    position: wholeNumber(0, 10_000).default(0),
    /** Issue 30: the HSN code and tax class its products take unless they name their own. */
    hsn: Hsn.nullable().optional(),
    taxClass: TaxClassRef.optional(),
    /** Issue 34: disclosures its products take where theirs are blank. */
    disclosureDefaults: DisclosuresInput.optional(),
    /** Issue 35: the category's Hindi title. */
    translations: translationsInput({ title: text(100) }).optional(),
  })
  .strict();
export type AdminCategoryCreate = z.input<typeof AdminCategoryCreate>;
export const AdminCategoryPatch = z
  .object({
    title: requiredText(100),
    slug: Slug,
    image: UploadedImagePath,
    position: wholeNumber(0, 10_000),
    hsn: Hsn.nullable(),
    taxClass: TaxClassRef,
    disclosureDefaults: DisclosuresInput,
    translations: translationsInput({ title: text(100) }),
  })
  .partial()
  .strict();
export type AdminCategoryPatch = z.input<typeof AdminCategoryPatch>;
export const AdminCategory = Category.extend({
  position: z.number().int(),
  productCount: z.number().int(),
  /** The category's tax defaults (issue 30); additive. */
  hsn: z.string().nullable().optional(),
  taxClass: z.string().optional(),
  /** Issue 34: the disclosures its products inherit; additive. */
  disclosureDefaults: ProductDisclosures.optional(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;
/** The back office's category list: all, or those missing a language's title. */
export const AdminCategoryListQuery = z.object({ missingTranslation: TranslatedLocale.optional() });
export const AdminCategoryListResponse = envelope(z.array(AdminCategory));
export const AdminCategoryResponse = envelope(AdminCategory);

export const PosterSlide = z.object({
  image: UploadedImagePath,
  link: StorefrontLink.nullable().default(null),
  /** Issue 35: the slide's alt text in Hindi (the Poster's `translations.hi.alts` at its position). */
  translations: translationsInput({ alt: text(200) }).optional(),
});
export const AdminPosterUpdate = z.object({ slides: z.array(PosterSlide).max(20) }).strict();
export type AdminPosterUpdate = z.input<typeof AdminPosterUpdate>;
export const AdminPosterParams = z.object({ name: z.enum(POSTER_SETS) });
export const AdminPosterListResponse = envelope(z.array(Poster));
export const AdminPosterResponse = envelope(Poster);

// ── Pincodes ──────────────────────────────────────────────────────────────────────────────────────────

export const PincodeValue = z.string().trim().regex(PINCODE_PATTERN, ADMIN_MESSAGES.pincodeRowPincode);
export const AdminPincodeParams = z.object({ pincode: PincodeValue });
export const AdminPincodeListQuery = z.object({
  /** A pincode prefix, a city or a state. */
  q: text(100).optional(),
  cursor,
  limit: pageLimit,
});
export const AdminPincodeUpdate = z
  .object({
    city: requiredText(100),
    state: requiredText(100),
    deliveryDays: wholeNumber(1, 30),
    codAvailable: z.boolean(),
  })
  .strict();
export type AdminPincodeUpdate = z.infer<typeof AdminPincodeUpdate>;
export const AdminPincode = PincodeCheckData.omit({ estimatedDeliveryDays: true }).extend({
  deliveryDays: z.number().int(),
});
export type AdminPincode = z.infer<typeof AdminPincode>;
export const AdminPincodeListResponse = envelope(z.array(AdminPincode)).extend({
  nextCursor: z.string().nullable(),
});
export const AdminPincodeResponse = envelope(AdminPincode);

/**
 * A CSV whose first line names the columns (pincode, city, state, delivery days, COD; any order, any case).
 * `dryRun` checks every row and writes nothing, so the UI can show a preview and the bad rows first.
 */
export const PincodeImportRequest = z
  .object({
    csv: Text().max(PINCODE_IMPORT_MAX_ROWS * 200),
    dryRun: z.boolean().default(false),
  })
  .strict();
export type PincodeImportRequest = z.input<typeof PincodeImportRequest>;
export const PincodeImportRowError = z.object({
  line: z.number().int(),
  pincode: z.string(),
  message: z.string(),
});
export const PincodeImportResult = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  valid: z.number().int(),
  /** Rows written (0 in a dry run): new pincodes plus changed ones. */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errorCount: z.number().int(),
  /** The first PINCODE_IMPORT_ERRORS_MAX bad rows, by line number (the header is line 1). */
  errors: z.array(PincodeImportRowError),
  /** The first valid rows as they will be stored. */
  preview: z.array(AdminPincode),
});
export type PincodeImportResult = z.infer<typeof PincodeImportResult>;
export const PincodeImportResponse = envelope(PincodeImportResult);

/**
 * Issue 31: the catalogue as CSV (rules/catalog-csv.ts: one row per SKU). `dryRun` checks every row and writes
 * nothing; a real import writes every row in one transaction, or nothing at all when any row is bad.
 */
export const CatalogImportRequest = z
  .object({
    csv: Text().max(CATALOG_IMPORT_MAX_ROWS * 400),
    dryRun: z.boolean().default(false),
  })
  .strict();
export type CatalogImportRequest = z.input<typeof CatalogImportRequest>;
export const CatalogImportRowError = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  /** The column at fault, by its export name (`stock`, `price`, `photos`…). */
  field: z.string(),
  message: z.string(),
});
export type CatalogImportRowError = z.infer<typeof CatalogImportRowError>;
export const CatalogImportResult = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  errorCount: z.number().int(),
  /** The first CATALOG_IMPORT_ERRORS_MAX bad rows, by line and field. */
  errors: z.array(CatalogImportRowError),
  /** Products the file makes, changes and leaves as they are (in a dry run: would). */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** SKUs (sizes of a colour) the file names. */
  skus: z.number().int(),
});
export type CatalogImportResult = z.infer<typeof CatalogImportResult>;
export const CatalogImportResponse = envelope(CatalogImportResult);

// ── Audit, summary, staff ─────────────────────────────────────────────────────────────────────────────

export const AuditEntry = z.object({
  _id: Id,
  at: z.string(),
  actor: UserRef.nullable(),
  /** `<entity>.<verb>`, e.g. `order.status`, `product.create`, `stock.set`, `staff.grant`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Additive (issue 31): the product an entry on a product or one of its colours is about, for a link. */
  product: z.object({ _id: Id, title: z.string() }).nullable().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Whole days from `from` to `to`, both inclusive, of two days the IsoDay rule already accepted. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
const rangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

/** An action kind as the API records it: `<entity>.<verb>`. */
const AuditAction = z.string().regex(/^[a-z][a-z_-]{0,39}\.[a-z][a-z_-]{0,39}$/, API_MESSAGES.badRequest);

export const AuditListQuery = z
  .object({
    entityType: text(40).optional(),
    entityId: text(100).optional(),
    actorId: Id.optional(),
    /** Additive (issue 31): one kind of change, e.g. `product.update`. */
    action: AuditAction.optional(),
    /** Additive (issue 31): days in India time, both inclusive. */
    from: IsoDay.optional(),
    to: IsoDay.optional(),
    cursor,
    limit: pageLimit,
  })
  .refine(rangeInOrder, ADMIN_MESSAGES.dateRangeReversed);
export type AuditListQuery = z.infer<typeof AuditListQuery>;
export const AuditListResponse = envelope(z.array(AuditEntry)).extend({ nextCursor: z.string().nullable() });

const Period = z.object({ orders: z.number().int(), revenue: z.number() });
export const AdminSummary = z.object({
  /** Non-cancelled orders and their totals, in India time. */
  today: Period,
  last7Days: Period,
  ordersByStatus: z.record(OrderStatusSchema, z.number().int()),
  refundsDue: z.number().int(),
  /** Additive (issue 33): the orders owed money and how much is left to refund, oldest first. */
  refundsOwed: z.array(RefundOwed).optional(),
  lowStock: z.array(z.object({ _id: Id, title: z.string(), stockCount: z.number().int() })),
  /**
   * Issue 31 (additive): sizes and colours at or below the store's low-stock threshold, fewest first, each
   * with its product; `lowStockThreshold` is the threshold used.
   */
  lowStockSkus: z
    .array(
      z.object({
        _id: Id,
        title: z.string(),
        size: z.string(),
        colorName: z.string().nullable(),
        code: z.string().nullable(),
        stock: z.number().int(),
      }),
    )
    .optional(),
  lowStockThreshold: z.number().int().optional(),
});
export type AdminSummary = z.infer<typeof AdminSummary>;
export const AdminSummaryResponse = envelope(AdminSummary);

export const StaffMember = z.object({
  _id: Id,
  phone: z.string(),
  fullName: z.string(),
  role: UserRole,
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffListResponse = envelope(z.array(StaffMember));
export const StaffGrant = z.object({ phone: IndianPhone, role: AdminRoleName }).strict();
export type StaffGrant = z.input<typeof StaffGrant>;
export const StaffMemberResponse = envelope(StaffMember);

// ── Reports: customers and the accountant's orders (issue 31) ───────────────────────────────────────

/** A shopper who has ordered: what they ordered and spent (orders not cancelled), and when they last ordered. */
export const AdminCustomer = z.object({
  _id: Id,
  fullName: z.string(),
  phone: z.string(),
  /** Orders placed and not cancelled. */
  orders: z.number().int(),
  /** Rupees: the totals of those orders. */
  totalSpent: z.number(),
  /** The last order placed, cancelled or not. */
  lastOrderAt: z.string(),
  /**
   * Issue 34: the shopper erased their account. `fullName` is then their pseudonym ("Deleted customer 7F3A9C01",
   * as on the orders and invoices kept) and `phone` is empty; the old name and phone no longer find them.
   */
  erased: z.boolean(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomerListQuery = z.object({
  /** Part of a name, or digits of a phone number. */
  q: text(100).optional(),
  cursor,
  limit: pageLimit,
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuery>;
export const AdminCustomerListResponse = envelope(z.array(AdminCustomer)).extend({
  nextCursor: z.string().nullable(),
});
export const AdminCustomersCsvQuery = AdminCustomerListQuery.pick({ q: true });

/** Both days required, in order, at most REPORT_RANGE_MAX_DAYS apart: days in India time, both inclusive. */
export const OrdersCsvQuery = z
  .object({
    from: IsoDay,
    to: IsoDay,
  })
  .refine(rangeInOrder, ADMIN_MESSAGES.dateRangeReversed)
  .refine(
    (range) => daysBetween(range.from, range.to) <= REPORT_RANGE_MAX_DAYS,
    ADMIN_MESSAGES.dateRangeTooLong(REPORT_RANGE_MAX_DAYS),
  );
export type OrdersCsvQuery = z.infer<typeof OrdersCsvQuery>;

/** A CSV file (`text/csv; charset=utf-8`), UTF-8 with a byte-order mark. */
export const CsvFile = z.string().meta({ description: 'A CSV file', format: 'binary' });
