/**
 * The store's settings as every reader takes them: the saved row, or the demo seller on a database whose first
 * start has not seeded it yet (a fresh test database). Production refuses the demo seller at start-up.
 */
import { DEMO_STORE_SETTINGS, type PublicStoreSettings, type StoreSettings } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import { findSettings } from './repository.js';

export async function getSettings(db: Executor): Promise<StoreSettings> {
  return (await findSettings(db)) ?? DEMO_STORE_SETTINGS;
}

/** What shoppers may see (`GET /api/store`): everything but the invoice prefix, the low-stock threshold and the owner's phone. */
export function publicSettings(settings: StoreSettings): PublicStoreSettings {
  const { invoicePrefix: _prefix, lowStockThreshold: _threshold, ownerPhone: _owner, ...shown } = settings;
  return shown;
}
