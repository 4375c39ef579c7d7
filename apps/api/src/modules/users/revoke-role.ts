/**
 * An owner takes someone's staff or owner role back to shopper, which ends that person's sessions at once.
 * Nobody revokes themselves by mistake, and the store never loses its last owner.
 */
import { ADMIN_MESSAGES, type StaffMember } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionsService, SessionUser } from '../sessions/service.js';
import type { UsersRepository } from './repository.js';
import { requireStillOwner, toStaffMember } from './staff-roles.js';

export function createRevokeRole(deps: {
  db: Database;
  clock: Clock;
  repository: Pick<UsersRepository, 'lockUsersInOrder' | 'setRole' | 'countOwners'>;
  sessions: Pick<SessionsService, 'revokeAllForUser'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, clock, repository: users, sessions, audit } = deps;
  return async function revokeRole(actor: SessionUser, userId: string): Promise<StaffMember> {
    if (userId === actor.id) throw new ConflictError(ADMIN_MESSAGES.staffSelfRevoke);
    const row = await db.transaction(async (tx) => {
      const locked = await users.lockUsersInOrder(tx, [actor.id, userId]);
      const before = locked.get(userId);
      if (!before) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      requireStillOwner(locked, actor.id);
      const after = await users.setRole(tx, userId, 'shopper', clock.now());
      if (before.role === 'owner' && (await users.countOwners(tx)) === 0)
        throw new ConflictError(ADMIN_MESSAGES.lastOwner);
      await sessions.revokeAllForUser(tx, userId);
      await audit.record(tx, {
        actorId: actor.id,
        action: 'staff.revoke',
        entityType: 'user',
        entityId: userId,
        before: { phone: before.phone, role: before.role },
        after: { phone: after.phone, role: after.role },
      });
      return after;
    });
    return toStaffMember(row);
  };
}
