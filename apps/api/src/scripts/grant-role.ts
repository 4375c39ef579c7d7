/**
 * The way in for the first owner (DESIGN §9 Roles), and a way to fix roles without a database client:
 *   pnpm --filter @zari/api users:grant-role <phone> owner|staff|shopper      (from the repository)
 *   node dist/scripts/grant-role.js <phone> owner|staff|shopper               (inside the production image)
 * Creates the account when the phone has none; a shopper role ends the person's sessions. Uses the same
 * DATABASE_URL / DATA_DIR as the server (the embedded database when DATABASE_URL is unset), and is audited.
 */
import { USER_ROLES, type UserRole } from '@zari/contract';
import { systemClock } from '../lib/clock.js';
import { createAuditService } from '../modules/audit/service.js';
import { createSessionsService } from '../modules/sessions/service.js';
import { createAdminStaffService } from '../modules/users/admin-service.js';
import { runUserScript } from './user-script.js';

runUserScript({
  usage: `usage: users:grant-role <phone> ${USER_ROLES.join('|')}`,
  parse: ([role, ...rest]) =>
    USER_ROLES.includes(role as UserRole) && rest.length === 0 ? (role as UserRole) : undefined,
  async run({ phone, args: role, config, database }) {
    const audit = createAuditService({ db: database.db });
    const sessions = createSessionsService({ db: database.db, clock: systemClock, config });
    const staff = createAdminStaffService({ db: database.db, clock: systemClock, sessions, audit });
    const user = await staff.grantRole(null, phone, role, systemClock.now());
    if (role === 'shopper') await sessions.revokeAllForUser(database.db, user.id);
    console.log(`${phone} is now ${role}`);
    return 0;
  },
});
