/**
 * Users: profile changes (SPEC §7 PATCH /api/users/{userId}: name, email, address and avatar; never the
 * phone) and the store owner's block switch (SPEC §6: a blocked account cannot log in).
 */
import { createHash } from 'node:crypto';
import type { UpdateProfileFields } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { SessionsService } from '../sessions/service.js';
import { normalizeAvatar } from './avatar.js';
import type { ProfileChanges, UserRow } from './repository.js';
import * as repository from './repository.js';

const AVATAR_FOLDER = 'avatars';

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  sessions: Pick<SessionsService, 'revokeAllForUser'>;
}) {
  const { db, clock, storage, sessions } = deps;

  return {
    /** Applies the fields that were sent and answers the whole, updated user. */
    async updateProfile(user: UserRow, fields: UpdateProfileFields): Promise<UserRow> {
      const changes: ProfileChanges = {};
      if (fields.fullName !== undefined) changes.fullName = fields.fullName;
      if (fields.email !== undefined) changes.email = fields.email;
      if (fields.address !== undefined) changes.address = fields.address;
      if (fields.locale !== undefined) changes.locale = fields.locale;
      if (fields.avatar) {
        const image = await normalizeAvatar(fields.avatar);
        // Named by user and content: a new picture gets a new URL, so year-long caching stays correct.
        const digest = createHash('sha256').update(image).digest('hex').slice(0, 16);
        changes.avatar = await storage.save(AVATAR_FOLDER, `${user.id}-${digest}.webp`, image);
      }

      let updated: UserRow | undefined;
      try {
        updated = await repository.updateProfile(db, user.id, changes, clock.now());
        if (!updated) throw new Error(`user ${user.id} vanished during a profile update`);
      } catch (error) {
        // The new picture was never recorded: remove it rather than leave an orphan behind.
        if (changes.avatar && changes.avatar !== user.avatar) await storage.remove(changes.avatar);
        throw error;
      }
      if (changes.avatar && user.avatar && user.avatar !== changes.avatar) {
        await storage.remove(user.avatar);
      }
      return updated;
    },

    /**
     * Blocks or unblocks the user of a phone; blocking also ends every session, so the shopper is out at
     * once rather than at their next request. Answers false when no user has that phone.
     */
    async setBlocked(phone: string, blocked: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const userId = await repository.setBlockedByPhone(tx, phone, blocked, clock.now());
        if (!userId) return false;
        if (blocked) await sessions.revokeAllForUser(tx, userId);
        return true;
      });
    },
  };
}
