/**
 * The audit log (DESIGN §9 Roles): `recordAudit` runs inside the transaction of the change it records, so a
 * change and its entry commit together or not at all.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { CreatedKey } from '../../lib/keyset-cursor.js';

export interface AuditRecord {
  /** Null for the command line. */
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Executor, record: AuditRecord) {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export interface AuditQuery {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
  after?: CreatedKey | undefined;
  limit: number;
}

export async function listAudit(db: Executor, query: AuditQuery) {
  const filters: (SQL | undefined)[] = [
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.after
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`
      : undefined,
  ];
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      createdAtKey: sql<string>`${auditLog.createdAt}::text`,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      actorId: users.id,
      actorPhone: users.phone,
      actorName: users.fullName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
}
