/**
 * Writes the OpenAPI document the API serves at /api/docs/json to a file, for `pnpm openapi:lint` and for
 * generating clients:  pnpm --filter @zari/api openapi:write <file>
 * No database is read: the app is built on an empty in-memory one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

async function main(target: string | undefined) {
  if (!target) {
    console.error('usage: openapi:write <file>');
    return 2;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config: testConfig(), db: database.db });
  try {
    await app.ready();
    const path = resolve(target);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    console.log(`OpenAPI document written to ${path}`);
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

main(process.argv[2]).then((code) => process.exit(code));
