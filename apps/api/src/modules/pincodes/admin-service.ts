/**
 * Where the store delivers (issue 14): staff search and edit serviceable pincodes one by one, or import
 * India Post's list as CSV. An import checks every row first; a dry run stops there (the UI's preview), a
 * real one writes all the good rows in one transaction and skips the bad ones, which it reports by line.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminPincode,
  type AdminPincodeUpdate,
  API_MESSAGES,
  PINCODE_IMPORT_ERRORS_MAX,
  PINCODE_IMPORT_MAX_ROWS,
  type PincodeImportResult,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import * as repository from './admin-repository.js';
import { parsePincodeCsv } from './csv.js';

const PREVIEW_ROWS = 20;
const PINCODE = /^[1-9]\d{5}$/;

const toPincode = (row: repository.PincodeRow): AdminPincode => ({ ...row });
const sameRow = (a: repository.PincodeRow, b: repository.PincodeRow) =>
  a.city === b.city &&
  a.state === b.state &&
  a.deliveryDays === b.deliveryDays &&
  a.codAvailable === b.codAvailable;

export function createAdminPincodesService({
  db,
  audit,
  onPincodesChange,
}: {
  db: Database;
  audit: AuditService;
  /** Called after a commit that changed pincodes, so the cached pincode checks are dropped. */
  onPincodesChange?: () => void;
}) {
  return {
    async list(query: { q?: string | undefined; cursor?: string | undefined; limit?: number | undefined }) {
      if (query.cursor && !PINCODE.test(query.cursor)) throw new BadRequestError(API_MESSAGES.invalidCursor);
      const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
      const rows = await repository.searchPincodes(db, {
        q: query.q || undefined,
        after: query.cursor,
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        pincodes: page.map(toPincode),
        nextCursor: rows.length > limit ? (page.at(-1)?.pincode ?? null) : null,
      };
    },

    async get(pincode: string): Promise<AdminPincode> {
      const [row] = await repository.findPincodes(db, [pincode]);
      if (!row) throw new NotFoundError(API_MESSAGES.pincodeUnserviceable);
      return toPincode(row);
    },

    async put(actor: SessionUser, pincode: string, fields: AdminPincodeUpdate): Promise<AdminPincode> {
      const row = { pincode, ...fields };
      await db.transaction(async (tx) => {
        const before = await repository.lockPincode(tx, pincode);
        await repository.upsertPincodes(tx, [row]);
        await audit.record(tx, {
          actorId: actor.id,
          action: 'pincode.put',
          entityType: 'pincode',
          entityId: pincode,
          before: before ?? null,
          after: row,
        });
      });
      onPincodesChange?.();
      return row;
    },

    async import(actor: SessionUser, csv: string, dryRun: boolean): Promise<PincodeImportResult> {
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
    },
  };
}
