/**
 * The audit log (DESIGN §9 Roles): `recordAudit` runs inside the transaction of the change it records, so a
 * change and its entry commit together or not at all.
 */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, products, users } from '../../db/schema/index.js';
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
  action?: string | undefined;
  /** Entries at or after this instant, and before `until`. */
  from?: Date | undefined;
  until?: Date | undefined;
  after?: CreatedKey | undefined;
  limit: number;
}

/*
 * The product an entry is about: the product itself, or the one a colour (variant) belongs to, which every
 * variant snapshot names (`product`, so a removed colour still links to its product). Only ids shaped as
 * uuids are cast (CASE is evaluated lazily), since other entries' ids are pincodes or names; the join then
 * uses the products' primary key.
 */
const variantProduct = sql`coalesce(${auditLog.after}->>'product', ${auditLog.before}->>'product')`;
const UUID_SHAPE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const productOfEntry = sql`case
  when ${auditLog.entityType} = 'product' and ${auditLog.entityId} ~ ${UUID_SHAPE} then ${auditLog.entityId}::uuid
  when ${auditLog.entityType} = 'variant' and ${variantProduct} ~ ${UUID_SHAPE} then (${variantProduct})::uuid
end`;

export async function listAudit(db: Executor, query: AuditQuery) {
  const filters: (SQL | undefined)[] = [
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.createdAt, query.from) : undefined,
    query.until ? lt(auditLog.createdAt, query.until) : undefined,
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
      productId: products.id,
      productTitle: products.title,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(products, sql`${products.id} = ${productOfEntry}`)
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
}
