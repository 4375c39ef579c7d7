/** The process: config → database (migrated, seeded on first start) → app → listen; drains on SIGTERM/SIGINT. */
import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedOnFirstStart, seedPincodes } from './db/seed/seed.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleConnectionError: (error) => app?.log.warn({ err: error }, 'idle database connection lost'),
  });
  await database.migrate();
  await seedPincodes(database.db);
  const demoCatalog = config.SEED_DEMO_CATALOG
    ? await seedOnFirstStart(database.db, { uploadsDir: join(config.DATA_DIR, 'uploads') })
    : 'disabled';

  app = await buildApp({ config, db: database.db });
  app.log.info({ database: database.kind, demoCatalog }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

void main();
