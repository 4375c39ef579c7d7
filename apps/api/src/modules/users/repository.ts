/** User queries the store owner's tools need. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/**
 * Blocks or unblocks the user of a phone; blocking also ends every session, so the shopper is out at once
 * rather than at their next request. Answers false when no user has that phone.
 */
export async function setUserBlocked(db: Database, phone: string, blocked: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ blocked, updatedAt: now })
      .where(eq(users.phone, phone))
      .returning({ id: users.id });
    if (!user) return false;
    if (blocked) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
