/** `pnpm db:seed`: migrate, then add the demo catalogue, its images and the pincodes (idempotent). */
import { join } from 'node:path';
import { loadConfig } from '../../config.js';
import { announceChangeToInstances } from '../../lib/cache-bus.js';
import { openDatabase } from '../client.js';
import { seedDemoCatalog } from './seed.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const added = await seedDemoCatalog(database.db, { uploadsDir: join(config.DATA_DIR, 'uploads') });
  // A store already running on this database shows the seeded catalogue at once (cache-bus.ts).
  await announceChangeToInstances(database);
  console.log(`Seeded the ${database.kind} database; rows added:`, added);
} finally {
  await database.close();
}
