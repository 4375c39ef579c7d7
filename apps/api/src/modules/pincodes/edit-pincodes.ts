/** Staff search serviceable pincodes and add or edit one at a time; each edit is audited. */
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminPincode,
  type AdminPincodeUpdate,
  API_MESSAGES,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { PincodeRow, PincodesRepository } from './repository.js';

const PINCODE = /^[1-9]\d{5}$/;

const toPincode = (row: PincodeRow): AdminPincode => ({ ...row });

export interface EditPincodesDeps {
  db: Database;
  repository: Pick<PincodesRepository, 'searchPincodes' | 'findPincodes' | 'lockPincode' | 'upsertPincodes'>;
  audit: Pick<AuditService, 'record'>;
  /** Called after a commit that changed pincodes, so the cached pincode checks are dropped. */
  onPincodesChange?: (() => void) | undefined;
}

export function createEditPincodes({ db, repository, audit, onPincodesChange }: EditPincodesDeps) {
  return {
    /** By pincode prefix, or city or state; paged by the last pincode seen. */
    async listPincodes(query: {
      q?: string | undefined;
      cursor?: string | undefined;
      limit?: number | undefined;
    }) {
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

    async getPincode(pincode: string): Promise<AdminPincode> {
      const [row] = await repository.findPincodes(db, [pincode]);
      if (!row) throw new NotFoundError(API_MESSAGES.pincodeUnserviceable);
      return toPincode(row);
    },

    async putPincode(actor: SessionUser, pincode: string, fields: AdminPincodeUpdate): Promise<AdminPincode> {
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
  };
}
