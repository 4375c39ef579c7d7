/**
 * Row locks and writes of the owner's staff tools. A grant or revoke locks the acting owner's row and the
 * target's, always in id order: two owners acting on each other then queue one behind the other instead of
 * each holding one row and waiting for the other's (the deadlock of issue 27), and the one that runs second
 * sees the first one's change.
 */
import type { UserRole } from '@zari/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { UserRow } from '../../users/repository.js';

/** Locks the users of `ids` (duplicates and missing ones allowed) in id order; answers the rows by id. */
export async function lockUsersInOrder(tx: Executor, ids: string[]): Promise<Map<string, UserRow>> {
  const locked = new Map<string, UserRow>();
  for (const id of [...new Set(ids)].sort()) {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (row) locked.set(id, row);
  }
  return locked;
}

/**
 * Makes sure the phone has an account, creating a shopper's when it has none; answers its id and whether
 * this call created it. `on conflict do nothing` waits for a concurrent grant creating the same account and
 * then takes that one, where a plain insert failed one of them with a unique violation (a 500).
 */
export async function ensureUser(tx: Executor, phone: string, now: Date) {
  const [created] = await tx
    .insert(users)
    .values({ phone, role: 'shopper', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!existing) throw new Error(`no account for a phone whose insert conflicted: ${phone}`);
  return { id: existing.id, created: false };
}

export async function setRole(tx: Executor, id: string, role: UserRole, now: Date) {
  const [row] = await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`role update of a locked user returned nothing: ${id}`);
  return row;
}
