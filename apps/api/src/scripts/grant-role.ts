/**
 * The way in for the first owner (DESIGN §9 Roles), and a way to fix roles without a database client:
 *   pnpm --filter @zari/api users:grant-role <phone> owner|staff|shopper      (from the repository)
 *   node dist/scripts/grant-role.js <phone> owner|staff|shopper               (inside the production image)
 * Creates the account when the phone has none; a shopper role ends the person's sessions. Uses the same
 * DATABASE_URL / DATA_DIR as the server (the embedded database when DATABASE_URL is unset), and is audited.
 */
import { normalizeIndianPhone, USER_ROLES, type UserRole } from '@zari/contract';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { grantRole } from '../modules/admin/staff/service.js';
import { createAuditService } from '../modules/audit/service.js';
import { createSessionsService } from '../modules/sessions/service.js';

const USAGE = `usage: users:grant-role <phone> ${USER_ROLES.join('|')}`;

async function main(args: string[]) {
  const [input, role, ...rest] = args;
  const phone = normalizeIndianPhone(input);
  if (!phone || !USER_ROLES.includes(role as UserRole) || rest.length > 0) {
    console.error(input && !phone ? `Not an Indian mobile number: ${input}\n${USAGE}` : USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const user = await grantRole(
      database.db,
      createAuditService({ db: database.db }),
      null,
      phone,
      role as UserRole,
      systemClock.now(),
    );
    if (role === 'shopper') {
      const sessions = createSessionsService({ db: database.db, clock: systemClock, config });
      await sessions.revokeAllForUser(database.db, user.id);
    }
    console.log(`${phone} is now ${role}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
