/**
 * Issue 34: the audit log keeps who did what, but an entry about the shopper (a block, an order's address
 * edited by staff) may hold their phone, name or address: erasure replaces those strings with the pseudonym.
 */
import { or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import {
  type PersonalDataSection,
  personalNeedles,
  scrubbedJson,
  scrubbedText,
} from '../privacy/sections.js';

export function auditPersonalData(_deps: { db: Database }): PersonalDataSection {
  return {
    name: 'audit',
    collect: async () => undefined,
    async erase(tx, _userId, erasure) {
      const needles = personalNeedles(erasure);
      if (needles.length === 0) return;
      const mentions = or(
        ...needles.flatMap((needle) => [
          sql`strpos(${auditLog.before}::text, ${needle}) > 0`,
          sql`strpos(${auditLog.after}::text, ${needle}) > 0`,
          sql`strpos(${auditLog.entityId}, ${needle}) > 0`,
        ]),
      );
      await tx
        .update(auditLog)
        .set({
          before: scrubbedJson(auditLog.before, erasure),
          after: scrubbedJson(auditLog.after, erasure),
          entityId: scrubbedText(auditLog.entityId, erasure),
        })
        .where(mentions);
    },
  };
}
