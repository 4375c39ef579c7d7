/**
 * Staff set a product's stock, or move it by a delta that may not take it below zero (the back office's
 * stock editor), inside the caller's transaction so it lands with its audit entry.
 */
import { ADMIN_MESSAGES } from '@zari/contract';
import type { Transaction } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import type { InventoryRepository } from './repository.js';

export function createSetStock({ repository }: { repository: Pick<InventoryRepository, 'changeStock'> }) {
  /** Answers the new count; 409 when a delta would go below zero. */
  return async function setStock(
    tx: Transaction,
    productId: string,
    change: { stockCount: number } | { delta: number },
  ): Promise<number> {
    const changed = await repository.changeStock(tx, productId, change);
    if (!changed) throw new ConflictError(ADMIN_MESSAGES.stockBelowZero);
    return changed.stockCount;
  };
}
