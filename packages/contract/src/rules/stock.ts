/**
 * What the product page says about stock: out of stock, "Only n left" at or below LOW_STOCK_THRESHOLD so a
 * shopper knows to decide soon, else in stock. The server's `inStock` flag wins over a stale count.
 */
import { LOW_STOCK_THRESHOLD } from '../constants.js';
import { STOREFRONT_TEXT } from '../messages/storefront.js';

export type StockLevelKind = 'out-of-stock' | 'low' | 'in-stock';

export interface StockLevel {
  kind: StockLevelKind;
  label: string;
}

/** `text`: the storefront texts to say it with, the page's language (English by default). */
export function stockLevel(
  product: { inStock: boolean; stockCount: number },
  text: Pick<typeof STOREFRONT_TEXT, 'outOfStockBadge' | 'onlyFewLeft' | 'inStock'> = STOREFRONT_TEXT,
): StockLevel {
  if (!product.inStock || product.stockCount <= 0) {
    return { kind: 'out-of-stock', label: text.outOfStockBadge };
  }
  if (product.stockCount <= LOW_STOCK_THRESHOLD) {
    return { kind: 'low', label: text.onlyFewLeft(product.stockCount) };
  }
  return { kind: 'in-stock', label: text.inStock };
}

/**
 * What a shopper may know of one SKU's stock (issue 31): in stock or not, and the count only when it is low
 * (1 to LOW_STOCK_THRESHOLD), so the bag can stop at it and the size can say "Only n left" — the exact
 * count above that is the store's business. Also the server's answer for each SKU of a product.
 */
export function skuAvailability(stock: number): { inStock: boolean; left?: number } {
  if (stock <= 0) return { inStock: false };
  return stock <= LOW_STOCK_THRESHOLD ? { inStock: true, left: stock } : { inStock: true };
}

/** One row of a product's `availability`, as the storefront reads it. */
export interface SkuAvailabilityEntry {
  variant: string | null;
  size: string;
  inStock: boolean;
  left?: number | undefined;
}

/**
 * One size's availability in the chosen colour (none chosen, or a colourless product: the first colour's
 * rows, as the product page opens on it); undefined when the product carries no availability (a payload
 * from before SKUs: its product-level `inStock` then speaks for every size).
 */
export function sizeAvailability(
  availability: readonly SkuAvailabilityEntry[] | undefined,
  variantId: string | null | undefined,
  size: string,
): { inStock: boolean; left?: number | undefined } | undefined {
  if (!availability || availability.length === 0) return undefined;
  const colour = variantId ?? availability[0]?.variant ?? null;
  const row = availability.find((entry) => entry.variant === colour && entry.size === size);
  return row
    ? { inStock: row.inStock, ...(row.left !== undefined && { left: row.left }) }
    : { inStock: false };
}

/**
 * The most of one SKU a bag may hold: what is left when the server said (few left), else `cap` (the
 * order's per-line limit); 0 for a sold-out size.
 */
export function maxQuantityFor(
  availability: { inStock: boolean; left?: number | undefined } | undefined,
  cap: number,
): number {
  if (!availability) return cap;
  if (!availability.inStock) return 0;
  return Math.min(availability.left ?? cap, cap);
}
