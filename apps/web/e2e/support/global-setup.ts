/**
 * Builds the store and starts it exactly as `pnpm start` does (the API process serving the built storefront),
 * on a free port with a fresh DATA_DIR, console SMS and simulated payments. With E2E_DATABASE_URL it runs on
 * a fresh database of that Postgres server instead of the embedded one. Everything started is stopped after.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseKind: string;
  }
}

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
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store did not answer ${url}/api/health within ${timeoutMs} ms`);
}

async function createDatabase(serverUrl: string) {
  const { default: pg } = await import('pg');
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

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(
      'pnpm',
      ['turbo', 'run', 'build', '--filter=@zari/api', '--filter=@zari/web', '--output-logs=errors-only'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zari-e2e-'));
  const database = process.env.E2E_DATABASE_URL
    ? await createDatabase(process.env.E2E_DATABASE_URL)
    : undefined;
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
    RATE_LIMIT_MAX: '100000',
    OTP_HOURLY_LIMIT_PER_IP: '1000',
    OTP_RESEND_SECONDS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, 120_000);
  console.log(`[e2e] store at ${baseURL} on ${database ? 'PostgreSQL' : 'embedded PGlite'}`);
  project.provide('baseURL', baseURL);
  project.provide('databaseKind', database ? 'postgres' : 'pglite');

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
