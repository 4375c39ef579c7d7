/** User queries: profile changes and the owner's block switch. */
import { eq } from 'drizzle-orm';
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
