/**
 * Who runs the store (DESIGN §9 Roles), owners only: list staff, grant staff or owner to a phone (its
 * account is created if it has none), revoke back to shopper — which ends that person's sessions at once.
 * The store never loses its last owner, and nobody removes their own access by mistake. Concurrent grants
 * and revokes each succeed or answer 409, one after the other (users/repository.ts locks them in id order).
 */
import { ADMIN_MESSAGES, type StaffMember, type UserRole } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditListQuery, AuditService } from '../audit/service.js';
import type { SessionsService, SessionUser } from '../sessions/service.js';
import * as users from './repository.js';

const toStaffMember = (row: users.UserRow): StaffMember => ({
  _id: row.id,
  phone: row.phone,
  fullName: row.fullName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/** The acting owner, locked: refused when a concurrent revoke has just taken their owner role away. */
function requireStillOwner(locked: Map<string, users.UserRow>, actorId: string | null) {
  if (actorId !== null && locked.get(actorId)?.role !== 'owner') {
    throw new ConflictError(ADMIN_MESSAGES.staffActorNoLongerOwner);
  }
}

/** Grants a role by phone with its audit entry: the owner's API and the users:grant-role script share it. */
export async function grantRole(
  db: Database,
  audit: AuditService,
  actorId: string | null,
  phone: string,
  role: UserRole,
  now: Date,
) {
  return db.transaction(async (tx) => {
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

export function createAdminStaffService(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionsService;
  audit: AuditService;
}) {
  const { db, clock, sessions, audit } = deps;
  return {
    async list(): Promise<StaffMember[]> {
      return (await users.listStaff(db)).map(toStaffMember);
    },

    async grant(actor: SessionUser, phone: string, role: 'staff' | 'owner'): Promise<StaffMember> {
      if (phone === actor.phone && role !== actor.role)
        throw new ConflictError(ADMIN_MESSAGES.staffSelfRevoke);
      return toStaffMember(await grantRole(db, audit, actor.id, phone, role, clock.now()));
    },

    async revoke(actor: SessionUser, userId: string): Promise<StaffMember> {
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
    },

    audit(query: AuditListQuery) {
      return audit.list(query);
    },
  };
}
