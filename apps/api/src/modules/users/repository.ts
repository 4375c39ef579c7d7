/** User queries: profile changes, the owner's block switch, and back-office roles. */
import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileChanges = Partial<Pick<UserRow, 'fullName' | 'email' | 'address' | 'avatar'>>;

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
