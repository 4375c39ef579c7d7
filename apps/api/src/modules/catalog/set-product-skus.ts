/**
 * Staff set cells of a product's stock matrix (issue 31): each colour × size its stock and SKU code, in one
 * transaction with its audit entry (the cells before and after), through the inventory module, which owns
 * every change of stock and keeps the product's total the sum. Then the storefront's cache is dropped.
 */
import { API_MESSAGES } from '@zari/contract';
import type { AdminSku, AdminSkusUpdate } from '@zari/contract/schemas';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { CatalogRepository } from './repository.js';
import { toAdminSku } from './to-product.js';

export function createSetProductSkus({
  db,
  repository,
  inventory,
  audit,
  onCatalogChange,
}: {
  db: Database;
  repository: Pick<CatalogRepository, 'lockProduct'>;
  inventory: Pick<InventoryService, 'setSkus' | 'listSkus'>;
  audit: Pick<AuditService, 'record'>;
  onCatalogChange: () => void;
}) {
  return async function setProductSkus(actor: SessionUser, id: string, body: AdminSkusUpdate) {
    const result = await db.transaction(async (tx) => {
      const product = await repository.lockProduct(tx, id);
      if (!product) throw new NotFoundError(API_MESSAGES.productNotFound);
      const before = (await inventory.listSkus(tx, id)).map(toAdminSku);
      const stockCount = await inventory.setSkus(
        tx,
        id,
        body.skus.map((cell) => ({
          variantId: cell.variant,
          size: cell.size,
          stock: cell.stock,
          ...(cell.code !== undefined && { code: cell.code }),
        })),
      );
      const skus: AdminSku[] = (await inventory.listSkus(tx, id)).map(toAdminSku);
      await audit.record(tx, {
        actorId: actor.id,
        action: 'product.skus',
        entityType: 'product',
        entityId: id,
        before: { stockCount: product.stockCount, skus: before },
        after: { stockCount, skus },
      });
      return { _id: id, stockCount, inStock: stockCount > 0, skus };
    });
    onCatalogChange();
    return result;
  };
}
