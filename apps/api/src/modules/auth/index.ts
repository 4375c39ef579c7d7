/**
 * Everything about shoppers' accounts, registered with one line in app.ts: OTP sign-in and sessions
 * (auth) and the profile (users). SMS and file storage are injected; by default they come from config.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createSmsSender, type SmsSender } from '../../providers/sms/index.js';
import { createLocalStorage, type FileStorage } from '../../providers/storage/index.js';
import { usersRoutes } from '../users/routes.js';
import { createUsersService } from '../users/service.js';
import { authRoutes } from './routes.js';
import { createAuthService } from './service.js';

export interface AccountDeps {
  config: Config;
  db: Database;
  clock: Clock;
  sms?: SmsSender | undefined;
  storage?: FileStorage | undefined;
}

export function accountRoutes(deps: AccountDeps) {
  const { config, db, clock } = deps;
  return async (app: FastifyInstance) => {
    const sms = deps.sms ?? createSmsSender({ config, db, clock, log: app.log });
    if (sms.kind === 'console' && config.NODE_ENV === 'production') {
      app.log.warn(
        '!!! SMS_PROVIDER=console in production: OTP codes are written to the log and readable at ' +
          'GET /api/dev/outbox. Set SMS_PROVIDER=twilio before real shoppers sign in. !!!',
      );
    }
    const storage = deps.storage ?? createLocalStorage(join(config.DATA_DIR, 'uploads'));

    await app.register(authRoutes({ config, sms, auth: createAuthService({ db, clock, config, sms }) }));
    await app.register(usersRoutes({ users: createUsersService({ db, clock, storage }) }));
  };
}
