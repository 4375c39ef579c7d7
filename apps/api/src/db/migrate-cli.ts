/**
 * `pnpm db:migrate`, or `node dist/db/migrate-cli.js` in the image: waits for DATABASE_URL, then applies the
 * committed migrations and seeds (pincodes; the demo catalogue when SEED_DEMO_CATALOG) under the migration
 * lock. The Kubernetes Job and compose's one-shot `migrate` service run this before the API starts.
 */
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { DatabaseStartupError, prepareDatabase, waitForDatabase } from './startup.js';

try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  try {
    await waitForDatabase(database, {
      timeoutSeconds: config.DATABASE_STARTUP_TIMEOUT_SECONDS,
      report: (line) => console.error(line),
    });
    const { demoCatalog } = await prepareDatabase(database, config);
    console.log(
      `Migrated the ${database.kind} database at ${database.location} (demo catalogue: ${demoCatalog}).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DatabaseStartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
