/**
 * Starts the built store exactly as `pnpm start` does — the API process serving the built storefront — on a
 * free port with a fresh DATA_DIR, console SMS and simulated payments; with `databaseServerUrl`, on a fresh
 * database of that Postgres server instead of the embedded one. `stop()` removes everything it made.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The store exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store did not answer ${url}/api/health within ${timeoutMs} ms`);
}

async function createDatabase(serverUrl: string) {
  const name = `zari_e2e_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface StoreProcess {
  baseURL: string;
  databaseKind: 'postgres' | 'pglite';
  stop(): Promise<void>;
}

export async function startStore(options: { databaseServerUrl?: string; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zari-store-'));
  const database = options.databaseServerUrl ? await createDatabase(options.databaseServerUrl) : undefined;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'Asia/Kolkata',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'console',
    PAYMENT_GATEWAY: 'simulated',
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, 120_000);
  return {
    baseURL,
    databaseKind: database ? 'postgres' : 'pglite',
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies StoreProcess;
}
