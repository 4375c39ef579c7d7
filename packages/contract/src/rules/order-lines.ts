/**
 * The lines of one order (issue 12): a shopper may not split one product into many lines to pass the
 * per-line cap. Lines of the same product, size and colour are one line; one product, all sizes and colours
 * together, is at most ORDER_QUANTITY_MAX units.
 */
import { ORDER_QUANTITY_MAX } from '../constants.js';

export interface OrderLineKey {
  product: string;
  productVariant?: string | null | undefined;
  size: string;
  quantity: number;
}

/** Same product + size + colour summed into the first such line, in the order the lines came. */
export function mergeOrderLines<Line extends OrderLineKey>(lines: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = JSON.stringify([line.product, line.productVariant ?? null, line.size]);
    const first = merged.get(key);
    merged.set(key, first ? { ...first, quantity: first.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** Whether no product is ordered more than ORDER_QUANTITY_MAX times across all of its lines. */
export function isWithinProductQuantityLimit(lines: readonly OrderLineKey[]): boolean {
  const perProduct = new Map<string, number>();
  for (const line of lines) {
    const total = (perProduct.get(line.product) ?? 0) + line.quantity;
    if (total > ORDER_QUANTITY_MAX) return false;
    perProduct.set(line.product, total);
  }
  return true;
}
