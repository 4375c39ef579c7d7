/**
 * Inventory (DESIGN §10: stock has one owner), per SKU (issue 31, ADR 0023): take (take-stock.ts, composed
 * into the order statement), restore (restore-stock.ts, on cancel and return), set (set-stock.ts, staff: the
 * matrix and the product total) and the SKUs themselves (sync-skus.ts, when colours or sizes change). Built
 * once in app.ts; orders and the catalogue's back office call it, and nothing else writes `skus.stock` or
 * `products.stock_count`.
 */
import { LOW_STOCK_THRESHOLD_MAX } from '@zari/contract';
import type { Transaction } from '../../db/client.js';
import type { EventsService } from '../events/service.js';
import { createLowStockAlert, type LowStockSettings } from './low-stock-alert.js';
import { inventoryRepository } from './repository.js';
import { createRestoreStock } from './restore-stock.js';
import { createSetStock } from './set-stock.js';
import { createSyncSkus } from './sync-skus.js';
import { createLockStock, createTakeFromProductSums } from './take-stock.js';

export type InventoryService = ReturnType<typeof createInventoryService>;

export function createInventoryService() {
  const repository = inventoryRepository;
  const { setStock, setSkus, stockNewProducts } = createSetStock({ repository });
  return {
    lockStock: createLockStock({ repository }),
    takeFromProductSums: createTakeFromProductSums({ repository }),
    restoreStock: createRestoreStock({ repository }),
    setStock,
    setSkus,
    stockNewProducts,
    syncSkus: createSyncSkus({ repository }),
    /** The owner's low-stock message an order's take may call for (low-stock-alert.ts), for the orders module. */
    lowStockAlert: (deps: {
      events: Pick<EventsService, 'recordOwnerEvent'>;
      settings: (tx: Transaction) => Promise<LowStockSettings>;
    }) => createLowStockAlert({ repository, thresholdMax: LOW_STOCK_THRESHOLD_MAX, ...deps }),
    /** A product's SKUs (colours in position order, then sizes), for the back office's matrix. */
    listSkus: (tx: Parameters<typeof repository.listSkus>[0], productId: string) =>
      repository.listSkus(tx, productId),
  };
}
