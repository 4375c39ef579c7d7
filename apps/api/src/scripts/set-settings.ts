/**
 * The way a new store gets its own seller before its first production start (issue 30): production refuses
 * the demo seller's GSTIN, and the back office needs a running server. From a JSON file of settings (any of
 * StoreSettings' fields; the rest stay as they are), checked whole like PATCH /api/admin/settings, audited:
 *   pnpm --filter @zari/api settings:set <settings.json>          (from the repository)
 *   node dist/scripts/set-settings.js <settings.json>             (inside the production image)
 * Uses the same DATABASE_URL / DATA_DIR as the server. Exits 0 when saved, 1 when refused, 2 on usage.
 */
import { readFile } from 'node:fs/promises';
import { StoreSettingsPatch } from '@zari/contract/schemas';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { announceChangeToInstances } from '../lib/cache-bus.js';
import { systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { createAuditService } from '../modules/audit/service.js';
import { updateSettings } from '../modules/settings/update-settings.js';

const USAGE = 'usage: settings:set <settings.json>';

async function main(argv: string[]): Promise<number> {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const patch = StoreSettingsPatch.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!patch.success) {
    const issue = patch.error.issues[0];
    console.error(`${issue?.path.join('.') || 'settings'}: ${issue?.message}`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const audit = createAuditService({ db: database.db });
    const saved = await updateSettings({ db: database.db, clock: systemClock, audit }, null, patch.data);
    // Running instances keep the store's answers and pages until told (cache-bus.ts).
    await announceChangeToInstances(database);
    console.log(`Store settings saved: ${saved.legalName}, GSTIN ${saved.gstin}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
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
