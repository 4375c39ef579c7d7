/**
 * The process: config → database (waited for, migrated and seeded under a lock) → app → listen, plus the
 * metrics port; drains on SIGTERM/SIGINT. Start-up problems print one line and exit non-zero.
 */
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DatabaseStartupError, prepareDatabase, waitForDatabase } from './db/startup.js';
import { createMetrics, serveMetrics } from './lib/metrics.js';
import { demoSellerRefusal } from './modules/settings/demo-seller.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = loadConfigOrExit();

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onConnectionError: (error) => app?.log.warn({ err: error }, 'database connection lost'),
  });
  let demoCatalog: Awaited<ReturnType<typeof prepareDatabase>>['demoCatalog'];
  try {
    await waitForDatabase(database, {
      timeoutSeconds: config.DATABASE_STARTUP_TIMEOUT_SECONDS,
      report: (line) => console.error(line),
    });
    ({ demoCatalog } = await prepareDatabase(database, config));
    // The seller lives in the database, so this refusal waits for it (config.ts refuses the rest earlier).
    const refusal = await demoSellerRefusal(database.db, config);
    if (refusal) throw new DatabaseStartupError(refusal);
  } catch (error) {
    if (!(error instanceof DatabaseStartupError)) throw error;
    console.error(error.message);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  const metrics = createMetrics({ poolStats: database.poolStats });
  app = await buildApp({ config, db: database.db, metrics });
  app.log.info({ database: database.kind, demoCatalog }, 'database ready');
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await serveMetrics(metrics, { host: config.HOST, port: config.METRICS_PORT });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing || !app) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app?.log.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await metricsServer?.close();
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
  if (metricsServer) app.log.info({ port: metricsServer.port }, 'metrics served at /metrics');
}

void main();
