/**
 * The store's settings (issue 30, DESIGN §10 Store settings), built once in app.ts. Other modules (invoices, and
 * later the storefront's server render) read the seller through `current`; only the owner changes it.
 */
import type { StoreSettingsPatch } from '@zari/contract';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { getSettings, publicSettings } from './get-settings.js';
import { listTaxClasses } from './repository.js';
import { updateSettings } from './update-settings.js';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** After a commit that changed the settings: drop cached public answers. */
  onSettingsChange?: () => void;
}) {
  const { db } = deps;
  return {
    /** The settings now, in `tx` when given (an invoice snapshots them inside its own transaction). */
    current: (tx: Executor = db) => getSettings(tx),
    async forShoppers() {
      return publicSettings(await getSettings(db));
    },
    taxClasses: (tx: Executor = db) => listTaxClasses(tx),
    async update(actor: SessionUser, patch: StoreSettingsPatch) {
      const saved = await updateSettings(deps, actor, patch);
      deps.onSettingsChange?.();
      return saved;
    },
  };
}
