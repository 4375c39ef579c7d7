/** `pnpm db:migrate`: apply the committed SQL migrations to DATABASE_URL (or the embedded database). */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`Migrated the ${database.kind} database.`);
