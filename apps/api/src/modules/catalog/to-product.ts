/** How catalogue rows leave the server, in the contract's shapes (rupees at the edge), storefront and back office. */
import { paiseToRupees, skuAvailability } from '@zari/contract';
import type {
  AdminCategory,
  AdminProduct,
  AdminSku,
  Poster,
  Product,
  ProductCard,
  ProductVariant,
} from '@zari/contract/schemas';
import type { PosterTranslations } from '../../db/schema/index.js';
import type { CatalogRepository, ProductCardRow, ProductRow, VariantRow } from './repository.js';
import { answeredTranslations } from './translations.js';

export function toVariant(row: VariantRow): ProductVariant {
  return {
    _id: row.id,
    product: row.productId,
    colorCode: row.colorCode,
    colorName: row.colorName,
    price: paiseToRupees(row.pricePaise),
    discountedPrice: paiseToRupees(row.discountedPricePaise),
    images: row.images,
  };
}

/** A card's swatch, with its colour's prices when known (issue 31: the card's price is the page's). */
function toSwatch(swatch: { id: string; colorCode: string; pricePaise?: number; discountedPaise?: number }) {
  return {
    _id: swatch.id,
    colorCode: swatch.colorCode,
    ...(swatch.pricePaise !== undefined && { price: paiseToRupees(swatch.pricePaise) }),
    ...(swatch.discountedPaise !== undefined && { discountedPrice: paiseToRupees(swatch.discountedPaise) }),
  };
}

export function toCard({ id, card: row }: ProductCardRow): ProductCard {
  return {
    _id: id,
    title: row.title,
    amount: paiseToRupees(row.amountPaise),
    discountedAmount: paiseToRupees(row.discountedPaise),
    image: row.image,
    inStock: row.stockCount > 0,
    fastDelivery: row.fastDelivery,
    tag: row.tag,
    swatches: row.swatches.map(toSwatch),
    ...(row.media && { media: row.media }),
    soldOutSizes: row.soldOutSizes ?? [],
    ...answeredTranslations(row.translations),
  };
}

/** Cards show swatches and the gallery shows variant images without a second request (SPEC §2). */
export function toProduct(row: ProductRow): Product {
  const { variants } = row;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    amount: paiseToRupees(row.amountPaise),
    discountedAmount: paiseToRupees(row.discountedPaise),
    images: row.images,
    category: {
      _id: row.category.id,
      title: row.category.title,
      slug: row.category.slug,
      ...answeredTranslations(row.category.translations),
    },
    sizes: row.sizes,
    inStock: row.stockCount > 0,
    stockCount: row.stockCount,
    fastDelivery: row.fastDelivery,
    tag: row.tag,
    productInfo: row.productInfo.map(({ title, content }) => ({ title, content })),
    returnable: row.returnable,
    specialOffer: row.specialOffer,
    ...answeredTranslations(row.translations),
    ...(variants.length > 0 && {
      variantImages: Object.fromEntries(variants.map((variant) => [variant.id, variant.images])),
      swatches: variants.map(toSwatch),
    }),
    ...(row.media && { media: row.media }),
    ...(row.skus.length > 0 && {
      availability: row.skus.map((sku) => ({
        variant: sku.variant,
        size: sku.size,
        ...skuAvailability(sku.stock),
      })),
    }),
  };
}

/** A banner's link targets by image position; '' is stored for an image that leads nowhere. */
export function posterLinks(row: { images: string[]; links: string[] }): (string | null)[] {
  return row.images.map((_, index) => row.links[index] || null);
}

/** One cell of the back office's stock matrix. */
export function toAdminSku(row: {
  id: string;
  variantId: string | null;
  size: string;
  stock: number;
  code: string | null;
}): AdminSku {
  return { _id: row.id, variant: row.variantId, size: row.size, stock: row.stock, code: row.code };
}

/** A product as the back office reads it: archived or not, when it was created, its variants and image sizes. */
export function toAdminProduct(
  row: ProductRow & {
    archivedAt: Date | null;
    createdAt: Date;
    hsn: string | null;
    taxClass: string | null;
  },
  variants: VariantRow[],
  skus: Parameters<typeof toAdminSku>[0][] = [],
): AdminProduct {
  return {
    ...toAdminProductSummary(row),
    variants: variants.map(toVariant),
    skus: skus.map(toAdminSku),
    media: row.media ?? {},
    hsn: row.hsn,
    taxClass: row.taxClass,
  };
}

export function toAdminProductSummary(row: ProductRow & { archivedAt: Date | null; createdAt: Date }) {
  return { ...toProduct(row), archived: row.archivedAt !== null, createdAt: row.createdAt.toISOString() };
}

type AdminCategoryRow = Awaited<ReturnType<CatalogRepository['listAdminCategories']>>[number];

export function toAdminCategory(row: AdminCategoryRow): AdminCategory {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    position: row.position,
    productCount: row.productCount,
    hsn: row.hsn,
    taxClass: row.taxClass,
    ...answeredTranslations(row.translations),
  };
}

export function toPoster(row: {
  id: string;
  name: string;
  images: string[];
  links: string[];
  translations: PosterTranslations;
}): Poster {
  return {
    _id: row.id,
    name: row.name as Poster['name'],
    images: row.images,
    links: posterLinks(row),
    ...answeredTranslations(row.translations),
  };
}
