/** User queries: profile changes, the owner's block switch, and back-office roles. */
import type { UserRole } from '@zari/contract';
import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileChanges = Partial<Pick<UserRow, 'fullName' | 'email' | 'address' | 'avatar' | 'locale'>>;

export async function updateProfile(db: Executor, userId: string, changes: ProfileChanges, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Sets the flag on the user of a phone; answers that user's id, or undefined when no user has it. */
export async function setBlockedByPhone(db: Executor, phone: string, blocked: boolean, now: Date) {
  const [row] = await db
    .update(users)
    .set({ blocked, updatedAt: now })
    .where(eq(users.phone, phone))
    .returning({ id: users.id });
  return row?.id;
}

export async function listStaff(db: Executor) {
  return db
    .select()
    .from(users)
    .where(ne(users.role, 'shopper'))
    .orderBy(desc(users.role), asc(users.createdAt));
}

export async function countOwners(tx: Executor) {
  const [row] = await tx.select({ owners: count() }).from(users).where(eq(users.role, 'owner'));
  return row?.owners ?? 0;
}

// Staff tools: a grant or revoke locks the acting owner's row and the target's, always in id order, so two
// owners acting on each other queue one behind the other instead of deadlocking (issue 27), and the one that
// runs second sees the first one's change.

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

export const usersRepository = {
  updateProfile,
  setBlockedByPhone,
  listStaff,
  countOwners,
  lockUsersInOrder,
  ensureUser,
  setRole,
};
export type UsersRepository = typeof usersRepository;
