/**
 * Where the store delivers (issue 14): edit-pincodes (search, one at a time) and import-pincodes (India Post's
 * CSV), wired once with the pincodes repository for app.ts.
 */
import type { Database } from '../../db/client.js';
import type { AuditService } from '../audit/service.js';
import { createEditPincodes } from './edit-pincodes.js';
import { createImportPincodes } from './import-pincodes.js';
import { pincodesRepository } from './repository.js';

export type AdminPincodesService = ReturnType<typeof createAdminPincodesService>;

export function createAdminPincodesService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  /** Called after a commit that changed pincodes, so the cached pincode checks are dropped. */
  onPincodesChange?: () => void;
}) {
  const wired = { ...deps, repository: pincodesRepository };
  return { ...createEditPincodes(wired), importPincodes: createImportPincodes(wired) };
}
