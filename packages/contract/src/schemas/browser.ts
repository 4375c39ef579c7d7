import { z } from 'zod';
import { ImageMeta, TitleTranslations } from './catalog.js';
import { Id, ImagePath, Rupees } from './common.js';

/** Shipping address kept in browser storage (SPEC §3); city, state and postal code may be empty there. */
export const StoredShippingAddress = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export type StoredShippingAddress = z.infer<typeof StoredShippingAddress>;

export const WishlistEntry = z.object({
  productId: Id,
  variantId: Id.nullable(),
  variantImage: ImagePath.nullable(),
});
export type WishlistEntry = z.infer<typeof WishlistEntry>;

export const CartProduct = z.object({
  _id: Id,
  title: z.string(),
  images: z.array(ImagePath),
  amount: Rupees,
  discountedAmount: Rupees,
  /** The pipeline's sizes of the product's images, as on Product, so the bag sends a srcset (additive). */
  media: z.record(z.string(), ImageMeta).optional(),
  /**
   * The product's title in the other locales (issue 35, additive): `title` stays English, and the bag shows
   * the page's language's title, English where it has none.
   */
  translations: TitleTranslations,
});
export type CartProduct = z.infer<typeof CartProduct>;

/** A bag line (SPEC §3). Identity is product + size + variant. */
export const CartLine = z.object({
  product: CartProduct,
  quantity: z.number().int().positive(),
  selectedSize: z.string(),
  selectedVariant: Id.nullable(),
  variantPrice: Rupees.nullable(),
  variantDiscountedPrice: Rupees.nullable(),
  variantColorCode: z.string().nullable().optional(),
  variantImage: ImagePath.nullable().optional(),
  /** What was left of this size and colour when added, when few (issue 31): the bag's + stops there. */
  maxQuantity: z.number().int().nonnegative().optional(),
});
export type CartLine = z.infer<typeof CartLine>;
