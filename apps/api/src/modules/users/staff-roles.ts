/** What granting and revoking a role share: the staff member's shape and the check that the actor is still an owner. */
import { ADMIN_MESSAGES, type StaffMember } from '@zari/contract';
import { ConflictError } from '../../lib/errors.js';
import type { UserRow } from './repository.js';

export const toStaffMember = (row: UserRow): StaffMember => ({
  _id: row.id,
  phone: row.phone,
  fullName: row.fullName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/** The acting owner, locked: refused when a concurrent revoke has just taken their owner role away. */
export function requireStillOwner(locked: Map<string, UserRow>, actorId: string | null) {
  if (actorId !== null && locked.get(actorId)?.role !== 'owner') {
    throw new ConflictError(ADMIN_MESSAGES.staffActorNoLongerOwner);
  }
}
