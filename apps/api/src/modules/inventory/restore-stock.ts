/**
 * Putting an order's stock back on the shelf, inside its cancel's (or return's) transaction: the shopper's
 * cancel and staff's share one use case (orders/cancel-order.ts), and cancelled is final, so stock comes back
 * once. Each line's pieces go back to the SKU it took them from (issue 31).
 */
import type { Transaction } from '../../db/client.js';
import type { InventoryRepository, SkuRow } from './repository.js';
import type { StockWanted } from './take-stock.js';

type ListedSku = Pick<SkuRow, 'id' | 'variantId' | 'size'>;

/**
 * The SKU a line names, among its product's (colours in position order, then sizes in the product's order):
 * `skuId` while it exists; else its colour (none named: the first colour, as the product page opens on it)
 * and size; a line naming only its product (a caller from before SKUs), the first SKU. Undefined when its
 * colour or size was retired since: those pieces have no shelf left to go back to.
 */
export function skuOfLine(line: StockWanted, skus: readonly ListedSku[]): ListedSku | undefined {
  const recorded = line.skuId ? skus.find((sku) => sku.id === line.skuId) : undefined;
  if (recorded) return recorded;
  return skus.find(
    (sku) =>
      (line.size === undefined || sku.size === line.size) &&
      (line.variantId == null || sku.variantId === line.variantId),
  );
}

export function createRestoreStock({
  repository,
}: {
  repository: Pick<InventoryRepository, 'lockProducts' | 'listSkus' | 'addToSku'>;
}) {
  /**
   * Adds each quantity back to its SKU and its product's sum, products locked in id order first (the lock
   * order of every stock writer); answers the products.
   */
  return async function restoreStock(tx: Transaction, lines: readonly StockWanted[]): Promise<string[]> {
    const productIds = [...new Set(lines.map((line) => line.productId))].sort();
    await repository.lockProducts(tx, productIds);
    for (const productId of productIds) {
      const skus = await repository.listSkus(tx, productId, true);
      for (const line of lines.filter((entry) => entry.productId === productId)) {
        const sku = skuOfLine(line, skus);
        if (sku) await repository.addToSku(tx, productId, sku.id, line.quantity);
      }
    }
    return productIds;
  };
}
