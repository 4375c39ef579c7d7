/**
 * Issue 34: the profile, consents, sessions and stored replays of the shopper's requests. Erasure empties the
 * profile and frees the phone (the row stays, under the pseudonym, as the owner of the orders kept), deletes
 * consents, sessions and replays, and removes the avatar's file once the erasure committed.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { consents, idempotencyKeys, paymentAttempts, sessions, users } from '../../db/schema/index.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { PersonalDataSection } from '../privacy/sections.js';

/** The placeholder phone of an erased account: unique, and no phone anyone can sign in with. */
export const erasedPhone = (userId: string) => `erased:${userId}`;

export function usersPersonalData(deps: { db: Database; storage: FileStorage }): PersonalDataSection {
  const { db, storage } = deps;
  const avatars = new Map<string, string>();
  return {
    name: 'profile',
    async collect(userId) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const history = await db
        .select({
          purpose: consents.purpose,
          granted: consents.granted,
          source: consents.source,
          at: consents.at,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(consents.id);
      if (!user) return null;
      return {
        phone: user.phone,
        fullName: user.fullName,
        email: user.email,
        address: user.address,
        avatar: user.avatar || null,
        preferredChannel: user.preferredChannel,
        createdAt: user.createdAt.toISOString(),
        consentHistory: history.map((row) => ({ ...row, at: row.at.toISOString() })),
      };
    },
    async erase(tx, userId, erasure) {
      const [user] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
      if (user?.avatar) avatars.set(userId, user.avatar);
      await tx.delete(consents).where(eq(consents.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      // Bag data on the server: payment attempts that never became an order carry the bag and its address.
      await tx.update(paymentAttempts).set({ orderDraft: null }).where(eq(paymentAttempts.userId, userId));
      await tx
        .update(users)
        .set({
          phone: erasedPhone(userId),
          fullName: erasure.pseudonym,
          email: '',
          address: '',
          avatar: '',
          preferredChannel: 'sms',
          blocked: true,
          erasedAt: erasure.now,
          updatedAt: erasure.now,
        })
        .where(eq(users.id, userId));
    },
    async afterCommit(userId: string) {
      const avatar = avatars.get(userId);
      avatars.delete(userId);
      if (avatar) await storage.remove(avatar);
    },
  };
}
