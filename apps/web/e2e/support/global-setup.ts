/** Builds the store, starts it as `pnpm start` does (@zari/dev-tools) and hands its address to the journeys. */
import { buildStore, startStore } from '@zari/dev-tools';
import type { TestProject } from 'vitest/node';
import { freshPhone } from './store-api';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseKind: string;
    /** The store's owner, made as README makes the first one: `users:grant-role` before the store starts. */
    ownerPhone: string;
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) buildStore();
  const ownerPhone = freshPhone();
  const store = await startStore({
    roles: { [ownerPhone]: 'owner' },
    ...(process.env.E2E_DATABASE_URL ? { databaseServerUrl: process.env.E2E_DATABASE_URL } : {}),
    // Journeys sign up many shoppers from one address, faster than any person would.
    env: {
      RATE_LIMIT_MAX: '100000',
      RUM_RATE_LIMIT_MAX: '100000',
      OTP_HOURLY_LIMIT_PER_IP: '1000',
      // The owner signs in to the back office in several journeys (12, 15, 17, 18, 19, 20) within the hour.
      OTP_HOURLY_LIMIT_PER_PHONE: '1000',
      OTP_RESEND_SECONDS: '0',
      // Order updates go out at any hour, so a journey run in the evening reads them (quiet hours are IST).
      NOTIFY_QUIET_HOURS: 'off',
    },
  });
  console.log(
    `[e2e] store at ${store.baseURL} on ${store.databaseKind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  project.provide('baseURL', store.baseURL);
  project.provide('databaseKind', store.databaseKind);
  project.provide('ownerPhone', ownerPhone);
  return () => store.stop();
}
