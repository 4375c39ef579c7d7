/**
 * The store owner's switch (SPEC §6: a blocked account cannot log in):
 *   pnpm --filter @zari/api users:block <phone>            blocks the account and ends its sessions
 *   pnpm --filter @zari/api users:block <phone> --unblock  lets it log in again
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { join } from 'node:path';
import { normalizeIndianPhone } from '@zari/contract';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { createSessionsService } from '../modules/sessions/service.js';
import { createUsersService } from '../modules/users/service.js';
import { createLocalStorage } from '../providers/storage/index.js';

const USAGE = 'usage: users:block <phone> [--unblock]';

async function main(args: string[]) {
  const unblock = args.includes('--unblock');
  const [input, ...rest] = args.filter((arg) => arg !== '--unblock');
  const phone = normalizeIndianPhone(input);
  if (!phone || rest.length > 0) {
    console.error(input ? `Not an Indian mobile number: ${input}\n${USAGE}` : USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const deps = { db: database.db, clock: systemClock };
    const users = createUsersService({
      ...deps,
      storage: createLocalStorage(join(config.DATA_DIR, 'uploads')),
      sessions: createSessionsService({ ...deps, config }),
    });
    const found = await users.setBlocked(phone, !unblock);
    if (!found) {
      console.error(`No user with phone ${phone}`);
      return 1;
    }
    console.log(`${unblock ? 'Unblocked' : 'Blocked'} ${phone}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
