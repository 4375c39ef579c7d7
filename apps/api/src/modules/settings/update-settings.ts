/**
 * `PATCH /api/admin/settings` (owner): the patch is merged over the saved settings and the result checked whole
 * with the contract's `StoreSettings`, so a GSTIN sent alone is still checked against the saved address' state.
 * The row is locked, the write and its audit entry commit together.
 */
import {
  API_MESSAGES,
  DEMO_STORE_SETTINGS,
  normalizeIndianPhone,
  type StoreSettings,
  type StoreSettingsPatch,
} from '@zari/contract';
import { StoreSettings as StoreSettingsSchema } from '@zari/contract/schemas';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { findSettings, lockSettingsWriters, saveSettings } from './repository.js';

/** `gstin: Enter a valid GSTIN`: named by its field, as a refused request body is (plugins/errors.ts). */
function refusal(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return API_MESSAGES.badRequest;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export async function updateSettings(
  deps: { db: Database; clock: Clock; audit: AuditService },
  /** Null when the change came from the command line (settings:set). */
  actor: SessionUser | null,
  patch: StoreSettingsPatch,
): Promise<StoreSettings> {
  return deps.db.transaction(async (tx) => {
    await lockSettingsWriters(tx);
    const before = (await findSettings(tx, { lock: true })) ?? DEMO_STORE_SETTINGS;
    const checked = StoreSettingsSchema.safeParse({ ...before, ...patch });
    if (!checked.success) throw new BadRequestError(refusal(checked.error.issues[0]));
    // The owner's mobile as the SMS provider takes it (+91…), however it was typed (issue 31).
    if (checked.data.ownerPhone)
      checked.data.ownerPhone = normalizeIndianPhone(checked.data.ownerPhone) ?? checked.data.ownerPhone;
    await saveSettings(tx, checked.data, deps.clock.now());
    await deps.audit.record(tx, {
      actorId: actor?.id ?? null,
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'store',
      before,
      after: checked.data,
    });
    return checked.data;
  });
}
