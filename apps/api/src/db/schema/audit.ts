/**
 * The back office's audit log (DESIGN §9 Roles): every admin write, in the same transaction as the write,
 * with who made it and the entity before and after. Only the owner reads it.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the change came from the command line (users:grant-role) or the actor was deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc()),
  ],
);
