/** An order's or a bag's priced lines as the contract's promotion rule reads them, keyed by position. */
import type { PromotionLine } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import { productCategories } from './repository.js';

/** What pricing answers for a line (the orders module's priced line, or a draft line of an order). */
export interface PricedLine {
  position: number;
  productId: string;
  unitPricePaise: number;
  quantity: number;
}

export const lineKey = (line: Pick<PricedLine, 'position'>) => String(line.position);

export async function promotionLines(db: Executor, lines: readonly PricedLine[]): Promise<PromotionLine[]> {
  const categories = await productCategories(db, [...new Set(lines.map((line) => line.productId))]);
  return lines.map((line) => ({
    key: lineKey(line),
    productId: line.productId,
    categoryId: categories.get(line.productId) ?? null,
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    amountPaise: line.unitPricePaise * line.quantity,
  }));
}

/** Uses by code, as the rule's context takes them, from counts by promotion id. */
export function usageByCode(
  rows: readonly { id: string; code: string }[],
  counts: ReadonlyMap<string, { total: number; byUser: number }>,
) {
  return Object.fromEntries(rows.map((row) => [row.code, counts.get(row.id) ?? { total: 0, byUser: 0 }]));
}
