/**
 * The process under load: the real app on a seeded database, and a bare Fastify route to compare with.
 * Runs apart from the load generator so the two never share an event loop; reports its ports over IPC.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemoCatalog } from '../src/db/seed/seed.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (serverUrl) {
  const name = `zari_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
}

const dataDir = await mkdtemp(join(tmpdir(), 'zari-bench-'));
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dataDir : 'memory://' });
await database.migrate();
await seedDemoCatalog(database.db, { uploadsDir: join(dataDir, 'uploads') });

// Production settings: the global rate limit stays on, high enough never to refuse the load.
const config = testConfig({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000000' });
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
  await dropDatabase();
  process.exit(0);
});
