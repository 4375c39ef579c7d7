/**
 * The store owner's switch (SPEC §6: a blocked account cannot log in):
 *   pnpm --filter @zari/api users:block <phone>            blocks the account and ends its sessions
 *   pnpm --filter @zari/api users:block <phone> --unblock  lets it log in again
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { join } from 'node:path';
import { systemClock } from '../lib/clock.js';
import { createSessionsService } from '../modules/sessions/service.js';
import { createUsersService } from '../modules/users/service.js';
import { createLocalStorage } from '../providers/storage/index.js';
import { runUserScript } from './user-script.js';

runUserScript({
  usage: 'usage: users:block <phone> [--unblock]',
  parse: (rest) =>
    rest.length === 0 ? { unblock: false } : rest.join() === '--unblock' ? { unblock: true } : undefined,
  async run({ phone, args, config, database }) {
    const deps = { db: database.db, clock: systemClock };
    const users = createUsersService({
      ...deps,
      storage: createLocalStorage(join(config.DATA_DIR, 'uploads')),
      sessions: createSessionsService({ ...deps, config }),
    });
    if (!(await users.setBlocked(phone, !args.unblock))) {
      console.error(`No user with phone ${phone}`);
      return 1;
    }
    console.log(`${args.unblock ? 'Unblocked' : 'Blocked'} ${phone}`);
    return 0;
  },
});
