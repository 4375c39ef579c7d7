/**
 * The process under load: the real app on a seeded database, and a bare Fastify route to compare with.
 * Runs apart from the load generator so the two never share an event loop; reports its ports over IPC.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@zari/dev-tools';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemoCatalog } from '../src/db/seed/seed.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'zari_bench') : undefined;
const databaseUrl = scratch?.url;

const dataDir = await mkdtemp(join(tmpdir(), 'zari-bench-'));
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dataDir : 'memory://' });
await database.migrate();
await seedDemoCatalog(database.db, { uploadsDir: join(dataDir, 'uploads') });

// Production defaults (the catalogue cache included); the rate limit stays on, high enough never to refuse the load.
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000000' });
const app = await buildApp({ config, db: database.db });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: { hello: 'world' } }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: typeof bare | typeof app) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
process.send?.({ app: portOf(app), bare: portOf(bare), database: database.kind });

process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  await bare.close();
  await database.close();
  await scratch?.drop();
  process.exit(0);
});
