/**
 * Staff import India Post's list as CSV. An import checks every row first; a dry run stops there (the UI's
 * preview), a real one writes all the changed good rows in one transaction and skips the bad ones, which it
 * reports by line.
 */
import {
  ADMIN_MESSAGES,
  PINCODE_IMPORT_ERRORS_MAX,
  PINCODE_IMPORT_MAX_ROWS,
  type PincodeImportResult,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { BadRequestError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { parsePincodeCsv } from './csv.js';
import type { PincodeRow, PincodesRepository } from './repository.js';

const PREVIEW_ROWS = 20;

const sameRow = (a: PincodeRow, b: PincodeRow) =>
  a.city === b.city &&
  a.state === b.state &&
  a.deliveryDays === b.deliveryDays &&
  a.codAvailable === b.codAvailable;

export interface ImportPincodesDeps {
  db: Database;
  repository: Pick<PincodesRepository, 'findPincodes' | 'upsertPincodes'>;
  audit: Pick<AuditService, 'record'>;
  /** Called after a commit that changed pincodes, so the cached pincode checks are dropped. */
  onPincodesChange?: (() => void) | undefined;
}

export function createImportPincodes({ db, repository, audit, onPincodesChange }: ImportPincodesDeps) {
  return async function importPincodes(
    actor: SessionUser,
    csv: string,
    dryRun: boolean,
  ): Promise<PincodeImportResult> {
    const parsed = parsePincodeCsv(csv);
    if (!parsed) throw new BadRequestError(ADMIN_MESSAGES.pincodeImportHeader);
    if (parsed.rows === 0) throw new BadRequestError(ADMIN_MESSAGES.pincodeImportEmpty);
    if (parsed.rows > PINCODE_IMPORT_MAX_ROWS)
      throw new BadRequestError(ADMIN_MESSAGES.pincodeImportTooLarge);

    const existing = new Map(
      (
        await repository.findPincodes(
          db,
          parsed.valid.map((row) => row.pincode),
        )
      ).map((row) => [row.pincode, row]),
    );
    const changed = parsed.valid.filter((row) => {
      const before = existing.get(row.pincode);
      return !before || !sameRow(before, row);
    });
    const created = changed.filter((row) => !existing.has(row.pincode)).length;
    const result: PincodeImportResult = {
      dryRun,
      rows: parsed.rows,
      valid: parsed.valid.length,
      created,
      updated: changed.length - created,
      unchanged: parsed.valid.length - changed.length,
      errorCount: parsed.errors.length,
      errors: parsed.errors.slice(0, PINCODE_IMPORT_ERRORS_MAX),
      preview: parsed.valid.slice(0, PREVIEW_ROWS),
    };
    if (dryRun || changed.length === 0) return result;
    await db.transaction(async (tx) => {
      await repository.upsertPincodes(tx, changed);
      const { errors: _errors, preview: _preview, ...counts } = result;
      await audit.record(tx, {
        actorId: actor.id,
        action: 'pincode.import',
        entityType: 'pincode',
        entityId: 'import',
        after: counts,
      });
    });
    onPincodesChange?.();
    return result;
  };
}
