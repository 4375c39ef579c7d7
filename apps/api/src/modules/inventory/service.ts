/**
 * Inventory (DESIGN §10: stock has one owner): take (take-stock.ts, composed into the order statement),
 * restore (restore-stock.ts, on cancel) and set (set-stock.ts, staff). Built once in app.ts; orders and the
 * catalogue's back office call it, and nothing else writes `stock_count`.
 */
import { inventoryRepository } from './repository.js';
import { createRestoreStock } from './restore-stock.js';
import { createSetStock } from './set-stock.js';
import { createLockStock } from './take-stock.js';

export type InventoryService = ReturnType<typeof createInventoryService>;

export function createInventoryService() {
  const repository = inventoryRepository;
  return {
    lockStock: createLockStock({ repository }),
    restoreStock: createRestoreStock({ repository }),
    setStock: createSetStock({ repository }),
  };
}
