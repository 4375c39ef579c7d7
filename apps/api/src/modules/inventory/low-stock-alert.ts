/**
 * The owner hears when an order takes a size of a colour down to the store's low-stock threshold (issue 31):
 * one SMS through the notifications outbox, written in the order's own transaction (it commits with the
 * order or not at all), to store settings' `ownerPhone`. Once per fall: only the order that crosses the
 * threshold (had more than it before, has it or fewer after) sends it; the orders after it, below the
 * threshold already, do not, until a restock lifts the size above it again. The take reports what each SKU
 * had left (take-stock.ts `TakenStock`); orders of one batch run one after another in the same transaction,
 * so exactly one of them sees the crossing.
 */
import type { Transaction } from '../../db/client.js';
import type { EventsService } from '../events/service.js';
import type { InventoryRepository } from './repository.js';
import type { TakenStock } from './take-stock.js';

export interface LowStockSettings {
  threshold: number;
  /** Where the message goes; none: no message. */
  ownerPhone: string | undefined;
}

export type LowStockAlert = (tx: Transaction, orderId: string, taken: readonly TakenStock[]) => Promise<void>;

/** Whether this take crossed the threshold: more than it before, at or below it after. */
export function crossedThreshold(sku: Pick<TakenStock, 'left' | 'taken'>, threshold: number): boolean {
  return sku.left <= threshold && sku.left + sku.taken > threshold;
}

export function createLowStockAlert({
  repository,
  events,
  settings,
  thresholdMax,
}: {
  repository: Pick<InventoryRepository, 'describeSkus'>;
  events: Pick<EventsService, 'recordOwnerEvent'>;
  /** Read in the order's transaction (on PGlite, one connection, a read beside it would wait for ever). */
  settings: (tx: Transaction) => Promise<LowStockSettings>;
  /** The highest threshold a store may set: a take leaving more than this needs no settings read. */
  thresholdMax: number;
}): LowStockAlert {
  return async function lowStockAlert(tx, orderId, taken) {
    // Most orders leave plenty: no read at all.
    if (!taken.some((sku) => sku.left <= thresholdMax)) return;
    const { threshold, ownerPhone } = await settings(tx);
    if (!ownerPhone) return;
    const crossed = taken.filter((sku) => crossedThreshold(sku, threshold));
    if (crossed.length === 0) return;
    const described = new Map(
      (
        await repository.describeSkus(
          tx,
          crossed.map((sku) => sku.skuId),
        )
      ).map((row) => [row.id, row]),
    );
    for (const sku of crossed) {
      const row = described.get(sku.skuId);
      await events.recordOwnerEvent(tx, {
        type: 'low_stock',
        phone: ownerPhone,
        payload: {
          orderId,
          productId: sku.productId,
          title: row?.title ?? '',
          colour: row?.colour ?? '',
          size: sku.size,
          left: sku.left,
          threshold,
        },
      });
    }
  };
}
