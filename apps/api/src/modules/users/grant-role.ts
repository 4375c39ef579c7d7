/**
 * Grants a role by phone (its account is created if it has none), with its audit entry: the owner's API and the
 * users:grant-role script share it. The store never loses its last owner; concurrent grants and revokes each
 * succeed or answer 409, one after the other (the users are locked in id order).
 */
import { ADMIN_MESSAGES, type UserRole } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { UsersRepository } from './repository.js';
import { requireStillOwner } from './staff-roles.js';

export interface GrantRoleDeps {
  db: Database;
  repository: Pick<UsersRepository, 'ensureUser' | 'lockUsersInOrder' | 'setRole' | 'countOwners'>;
  audit: Pick<AuditService, 'record'>;
}

export function createGrantRole({ db, repository: users, audit }: GrantRoleDeps) {
  /** `actorId` null: the command line, run by whoever operates the server. */
  return (actorId: string | null, phone: string, role: UserRole, now: Date) =>
    db.transaction(async (tx) => {
      const target = await users.ensureUser(tx, phone, now);
      const locked = await users.lockUsersInOrder(tx, actorId ? [actorId, target.id] : [target.id]);
      requireStillOwner(locked, actorId);
      const before = target.created ? undefined : locked.get(target.id);
      const after = await users.setRole(tx, target.id, role, now);
      if (before?.role === 'owner' && role !== 'owner' && (await users.countOwners(tx)) === 0) {
        throw new ConflictError(ADMIN_MESSAGES.lastOwner);
      }
      await audit.record(tx, {
        actorId,
        action: 'staff.grant',
        entityType: 'user',
        entityId: after.id,
        before: before ? { phone: before.phone, role: before.role } : null,
        after: { phone: after.phone, role: after.role },
      });
      return after;
    });
}
