/**
 * Picks the Postgres the suite runs against and says which: TEST_DATABASE_URL first, then a Testcontainers
 * Postgres when a Docker engine answers, else embedded PGlite.
 */
import type { StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import { cacheDemoPhotos } from '../../src/db/seed/demo-photos.js';
import { buildDemoCatalog } from '../../src/db/seed/seed.js';

let container: StartedPostgreSqlContainer | undefined;

export async function setup() {
  // Encoded once for the whole run (a no-op once cached): files that seed then only copy them.
  await cacheDemoPhotos(buildDemoCatalog().photos);
  if (process.env.TEST_DATABASE_URL) {
    console.log('[zari] API tests use Postgres at TEST_DATABASE_URL');
    return;
  }
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    container = await new PostgreSqlContainer('postgres:16-alpine').start();
    process.env.ZARI_TESTCONTAINERS_URL = container.getConnectionUri();
    console.log('[zari] API tests use a Testcontainers Postgres');
  } catch {
    console.log('[zari] API tests use embedded PGlite (no TEST_DATABASE_URL and no Docker engine)');
  }
}

export async function teardown() {
  await container?.stop();
}
