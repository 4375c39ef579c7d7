/**
 * The built store as a process, started exactly as `pnpm start` starts it (`pnpm --filter @zari/api start`:
 * the API serving the built storefront) on a free port with a fresh DATA_DIR, console SMS and simulated
 * payments; with `databaseServerUrl`, on a scratch database of that Postgres server instead of the embedded
 * one. The store is found by its package name, as the root `start` script finds it, never by a path.
 */

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { createScratchDatabase } from './scratch-database.js';

const STARTUP_MS = 120_000;
const SHUTDOWN_MS = 10_000;

/** The folder of pnpm-workspace.yaml above this package, where `pnpm` and `turbo` see every package. */
function workspaceRoot() {
  let dir = fileURLToPath(new URL('.', import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('no pnpm-workspace.yaml above @zari/dev-tools');
    dir = parent;
  }
  return dir;
}

/** Builds the API, the storefront and the back office as `pnpm start` does (turbo replays what has not changed). */
export function buildStore() {
  execFileSync(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@zari/api',
      '--filter=@zari/web',
      '--filter=@zari/admin',
      '--output-logs=errors-only',
    ],
    { cwd: workspaceRoot(), stdio: 'inherit' },
  );
}

async function waitForHealth(url: string, store: ChildProcess) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (store.exitCode !== null || store.signalCode !== null) {
      throw new Error(`The store exited early (${store.exitCode ?? store.signalCode})`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store did not answer ${url}/api/health within ${STARTUP_MS} ms`);
}

export interface StoreProcess {
  baseURL: string;
  databaseKind: 'postgres' | 'pglite';
  /** Stops the store and removes everything it made: its data folder and its scratch database. */
  stop(): Promise<void>;
}

export interface StartStoreOptions {
  databaseServerUrl?: string;
  env?: Record<string, string>;
  /**
   * Back-office roles to grant before the store starts (phone → role), as an owner would: with
   * `users:grant-role` on the store's own database, which on the embedded one must happen while it is closed.
   */
  roles?: Record<string, 'owner' | 'staff'>;
}

export async function startStore(options: StartStoreOptions = {}): Promise<StoreProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'zari-store-'));
  const database = options.databaseServerUrl
    ? await createScratchDatabase(options.databaseServerUrl, 'zari_store')
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
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  try {
    for (const [phone, role] of Object.entries(options.roles ?? {})) {
      execFileSync('pnpm', ['--silent', '--filter', '@zari/api', 'users:grant-role', phone, role], {
        cwd: workspaceRoot(),
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // Its own process group, so stopping it reaches the server behind pnpm's script runner.
  const store = spawn('pnpm', ['--silent', '--filter', '@zari/api', 'start'], {
    cwd: workspaceRoot(),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(store.pid as number), name);
    } catch {
      // already gone
    }
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const running = () => store.exitCode === null && store.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => store.once('exit', resolve));
      signal('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_MS))]);
    }
    // Whatever of the group is still there after the drain time.
    signal('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, store);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, databaseKind: database ? 'postgres' : 'pglite', stop };
}
