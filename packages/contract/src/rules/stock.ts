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

export function stockLevel(product: { inStock: boolean; stockCount: number }): StockLevel {
  if (!product.inStock || product.stockCount <= 0) {
    return { kind: 'out-of-stock', label: STOREFRONT_TEXT.outOfStockBadge };
  }
  if (product.stockCount <= LOW_STOCK_THRESHOLD) {
    return { kind: 'low', label: STOREFRONT_TEXT.onlyFewLeft(product.stockCount) };
  }
  return { kind: 'in-stock', label: STOREFRONT_TEXT.inStock };
}
