/**
 * Staff set a product's stock, or move it by a delta (the back office's stock editor). The count is written
 * by the inventory module, which owns every change of stock; this adds the product lock, the audit entry and
 * the storefront's cache.
 */
import type { AdminStockUpdate } from '@zari/contract';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { CatalogWrites } from './product-writes.js';

export function createSetProductStock({
  inventory,
  writes,
}: {
  inventory: Pick<InventoryService, 'setStock'>;
  writes: CatalogWrites;
}) {
  return async function setProductStock(actor: SessionUser, id: string, change: AdminStockUpdate) {
    let stockCount = 0;
    await writes.writeProduct(actor, id, 'product.stock', async (tx, before) => {
      stockCount = await inventory.setStock(tx, id, change);
      return { ...before, stockCount };
    });
    return { _id: id, stockCount, inStock: stockCount > 0 };
  };
}
