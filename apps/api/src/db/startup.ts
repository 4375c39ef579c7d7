/**
 * Getting a database ready at start-up, shared by the server and `db:migrate`: wait for it to answer (one
 * clear line, then retries with backoff), then migrate and seed under the migration lock, so instances
 * starting together on an empty database come up one after another with the catalogue seeded once.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { DatabaseHandle } from './client.js';
import { isDatabaseUnavailable } from './errors.js';
import {
  type FirstStartSeed,
  seedDemoDisclosures,
  seedOnFirstStart,
  seedPincodes,
  seedWelcomeOffer,
} from './seed/seed.js';
import { seedDemoCategoryTax, seedStoreSettings } from './seed/store-settings.js';

export class DatabaseStartupError extends Error {}

/** The driver's code (ECONNREFUSED, 28P01 …) of the innermost error that has one, else its first line. */
function describe(error: unknown): string {
  let innermost = error;
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof (current as { code?: unknown }).code === 'string') return (current as { code: string }).code;
    innermost = current;
  }
  const text = innermost instanceof Error ? innermost.message : String(innermost);
  return text.split('\n')[0] ?? text;
}

/** Resolves once the database answers; throws DatabaseStartupError (a one-line message) when it never does. */
export async function waitForDatabase(
  database: DatabaseHandle,
  options: { timeoutSeconds: number; report: (line: string) => void },
) {
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  for (let attempt = 0; ; attempt++) {
    try {
      await database.db.execute(sql`select 1`);
      if (attempt > 0) options.report(`Database at ${database.location} answers; starting.`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        // A wrong password or database name does not fix itself by waiting.
        throw new DatabaseStartupError(`Database at ${database.location} refused us: ${describe(error)}`);
      }
      if (Date.now() >= deadline) {
        throw new DatabaseStartupError(
          `Database at ${database.location} still unreachable after ${options.timeoutSeconds} s (${describe(error)}); giving up.`,
        );
      }
      if (attempt === 0) {
        options.report(
          `Database at ${database.location} is unreachable (${describe(error)}); retrying for up to ${options.timeoutSeconds} s.`,
        );
      }
      await sleep(Math.min(500 * 2 ** attempt, 5000, Math.max(deadline - Date.now(), 0)));
    }
  }
}

/**
 * Migrations, the pincodes, the welcome offer, the store's settings and (when SEED_DEMO_CATALOG) the demo
 * catalogue, all under the migration lock.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'SEED_DEMO_CATALOG' | 'DATA_DIR'>,
): Promise<{ demoCatalog: FirstStartSeed | 'disabled' }> {
  await database.migrate();
  return database.withMigrationLock(async (db) => {
    await seedPincodes(db);
    await seedWelcomeOffer(db);
    // Every store has settings from its first start: the demo seller until the owner saves their own.
    await seedStoreSettings(db);
    const demoCatalog = config.SEED_DEMO_CATALOG
      ? await seedOnFirstStart(db, { uploadsDir: join(config.DATA_DIR, 'uploads') })
      : 'disabled';
    if (config.SEED_DEMO_CATALOG) {
      await seedDemoCategoryTax(db);
      await seedDemoDisclosures(db);
    }
    return { demoCatalog };
  });
}
