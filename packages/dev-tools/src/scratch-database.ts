/** An empty database of its own on a Postgres server, for a test file, a journey run or a benchmark. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The connection string of the new database. */
  url: string;
  /** Drops it, ending any connection still open. */
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the server at `serverUrl` (a URL whose user may create databases). */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`not a database name prefix: ${prefix}`);
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
