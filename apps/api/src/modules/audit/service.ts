/**
 * The audit log as the back office uses it (DESIGN §9 Roles): built once in app.ts and handed to every admin
 * service. `record` runs inside the caller's transaction, so a change and its entry commit together or not at
 * all; `list` pages the log for the owner, newest first.
 */
import type { AuditEntry } from '@zari/contract';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import { indiaDayEnd, indiaDayStart } from '../../lib/india-day.js';
import { decodeCreatedCursor, pageOf } from '../../lib/keyset-cursor.js';
import { type AuditRecord, listAudit, recordAudit } from './repository.js';

export type { AuditRecord } from './repository.js';

export interface AuditListQuery {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
  /** Days in India time, both inclusive (the contract's IsoDay). */
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(deps: { db: Executor }) {
  const { db } = deps;
  return {
    record(tx: Executor, record: AuditRecord) {
      return recordAudit(tx, record);
    },

    async list(query: AuditListQuery) {
      const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
      const rows = await listAudit(db, {
        entityType: query.entityType,
        entityId: query.entityId,
        actorId: query.actorId,
        action: query.action,
        from: query.from ? indiaDayStart(query.from) : undefined,
        until: query.to ? indiaDayEnd(query.to) : undefined,
        after: query.cursor ? decodeCreatedCursor(query.cursor) : undefined,
        limit,
      });
      const { page, nextCursor } = pageOf(rows, limit);
      const entries: AuditEntry[] = page.map((row) => ({
        _id: row.id,
        at: row.createdAt.toISOString(),
        actor: row.actorId
          ? { _id: row.actorId, phone: row.actorPhone ?? '', fullName: row.actorName ?? '' }
          : null,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        product: row.productId ? { _id: row.productId, title: row.productTitle ?? '' } : null,
      }));
      return { entries, nextCursor };
    },
  };
}
