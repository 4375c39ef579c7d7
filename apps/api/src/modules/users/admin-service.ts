/**
 * Who runs the store (DESIGN §9 Roles), owners only: list staff, grant-role (staff or owner to a phone),
 * revoke-role (back to shopper). Wired once for app.ts; the audit log's page is the audit module's.
 */
import { ADMIN_MESSAGES, type StaffMember } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionsService, SessionUser } from '../sessions/service.js';
import { createGrantRole } from './grant-role.js';
import { usersRepository } from './repository.js';
import { createRevokeRole } from './revoke-role.js';
import { toStaffMember } from './staff-roles.js';

export type AdminStaffService = ReturnType<typeof createAdminStaffService>;

export function createAdminStaffService(deps: {
  db: Database;
  clock: Clock;
  sessions: Pick<SessionsService, 'revokeAllForUser'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, clock, audit } = deps;
  const repository = usersRepository;
  const grantRole = createGrantRole({ db, repository, audit });
  return {
    async listStaff(): Promise<StaffMember[]> {
      return (await repository.listStaff(db)).map(toStaffMember);
    },

    /** With its audit entry; `actorId` null for the users:grant-role script, which has no signed-in owner. */
    grantRole,

    /** An owner cannot change their own role here (they would lock themselves out by mistake). */
    async grantStaff(actor: SessionUser, phone: string, role: 'staff' | 'owner'): Promise<StaffMember> {
      if (phone === actor.phone && role !== actor.role)
        throw new ConflictError(ADMIN_MESSAGES.staffSelfRevoke);
      return toStaffMember(await grantRole(actor.id, phone, role, clock.now()));
    },

    revokeStaff: createRevokeRole({ ...deps, repository }),
  };
}
