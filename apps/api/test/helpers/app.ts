/** The real app on a fresh database, as tests use it. */
import { afterAll } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/config.js';
import type { Clock } from '../../src/lib/clock.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A whole config instead of the test one (e.g. a production config); `env` is then ignored. */
  config?: Config;
  clock?: Clock;
  deps?: Partial<AppDeps>;
  /** Share one database between several apps (e.g. two instances). */
  database?: TestDatabase;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const config =
    options.config ?? testConfig({ DATA_DIR: `/tmp/zari-test-${process.pid}-${Date.now()}`, ...options.env });
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.clock ? { clock: options.clock } : {}),
    ...options.deps,
  });
  await app.ready();
  return { app, database, config, db: database.db };
}

/** A production deployment's settings, with the demo SMS and payment providers allowed: what changes in production. */
export const PRODUCTION_DEMO_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  ALLOW_DEMO_PROVIDERS: 'true',
  PUBLIC_ORIGIN: 'https://zari.example',
  // Issue 33: production requires the key of data encrypted at rest.
  DATA_ENCRYPTION_KEY: 'k6Vq3m0n8Jb2Xw5Yt7Zr1Pc4Ls9Hd6Fg0Ae3Ui8Oy2M=',
};

/** A test app closed (and its database dropped) after the file's tests. */
export async function useTestApp(options: TestAppOptions = {}) {
  const context = await createTestApp(options);
  afterAll(async () => {
    await context.app.close();
    if (!options.database) await context.database.drop();
  });
  return context;
}

/** A clock tests can move. */
export function fakeClock(start = new Date('2026-11-22T10:00:00+05:30')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}
