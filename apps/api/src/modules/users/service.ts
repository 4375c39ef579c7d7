/** Profile changes (SPEC §7 PATCH /api/users/{userId}): name, email, address and avatar; never the phone. */
import { createHash } from 'node:crypto';
import type { UpdateProfileFields } from '@zari/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../providers/storage/index.js';
import { normalizeAvatar } from './avatar.js';

type UserRow = typeof users.$inferSelect;

const AVATAR_FOLDER = 'avatars';

export function createUsersService(deps: { db: Database; clock: Clock; storage: FileStorage }) {
  const { db, clock, storage } = deps;

  return {
    /** Applies the fields that were sent and answers the whole, updated user. */
    async updateProfile(user: UserRow, fields: UpdateProfileFields): Promise<UserRow> {
      const changes: Partial<Pick<UserRow, 'fullName' | 'email' | 'address' | 'avatar'>> = {};
      if (fields.fullName !== undefined) changes.fullName = fields.fullName;
      if (fields.email !== undefined) changes.email = fields.email;
      if (fields.address !== undefined) changes.address = fields.address;
      if (fields.avatar) {
        const image = await normalizeAvatar(fields.avatar);
        // Named by user and content: a new picture gets a new URL, so year-long caching stays correct.
        const digest = createHash('sha256').update(image).digest('hex').slice(0, 16);
        changes.avatar = await storage.save(AVATAR_FOLDER, `${user.id}-${digest}.webp`, image);
      }

      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new Error(`user ${user.id} vanished during a profile update`);
      if (changes.avatar && user.avatar && user.avatar !== changes.avatar) {
        await storage.remove(user.avatar);
      }
      return updated;
    },
  };
}
