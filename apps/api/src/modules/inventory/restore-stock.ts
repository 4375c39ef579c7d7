/**
 * Putting an order's stock back on the shelf, inside its cancel's transaction: the shopper's cancel and
 * staff's share one use case (orders/cancel-order.ts), and cancelled is final, so stock comes back once.
 */
import type { Transaction } from '../../db/client.js';
import type { InventoryRepository } from './repository.js';
import type { StockWanted } from './take-stock.js';

export function createRestoreStock({ repository }: { repository: Pick<InventoryRepository, 'addStock'> }) {
  /** Adds each quantity back, in product id order (the lock order of every stock writer); answers the products. */
  return async function restoreStock(tx: Transaction, quantities: readonly StockWanted[]): Promise<string[]> {
    const inOrder = [...quantities].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    for (const { productId, quantity } of inOrder) await repository.addStock(tx, productId, quantity);
    return inOrder.map((line) => line.productId);
  };
}
