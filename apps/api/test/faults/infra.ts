/**
 * What the fault tests break on purpose, all on loopback and all their own: a Postgres cluster on port 5441
 * (created by global-setup.ts, stopped and started here), a redis-server on port 6391, and real server
 * processes (`src/server.ts`) that must survive it. The machine's own Postgres and Redis are never touched.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const FAULTS_PG_PORT = 5441;
export const FAULTS_REDIS_PORT = 6391;
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Set by global-setup.ts when the cluster could not be made (no pg_createcluster): the tests skip. */
export const skipReason = process.env.ZARI_FAULTS_SKIP;
const clusterVersion = process.env.ZARI_FAULTS_PG_VERSION ?? '';
export const clusterAdminUrl = `postgres://postgres@127.0.0.1:${FAULTS_PG_PORT}/postgres`;

export function clusterCtl(action: 'stop' | 'start') {
  const args = ['--skip-systemctl-redirect', clusterVersion, 'faults', action];
  execFileSync('pg_ctlcluster', action === 'stop' ? [...args, '-m', 'immediate'] : args, { stdio: 'ignore' });
}

/** A fresh, empty database on the fault cluster; answers its URL. */
export async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: clusterAdminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return `postgres://postgres@127.0.0.1:${FAULTS_PG_PORT}/${name}`;
}

/** Ends every connection of `database` but the caller's, as an operator's pg_terminate_backend would. */
export async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: clusterAdminUrl });
  await admin.connect();
  const result = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  await admin.end();
  return result.rowCount ?? 0;
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  alive(): boolean;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts a real server process (`src/server.ts` through tsx) with `env` over quiet test defaults. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(TSX, ['--conditions=@zari/source', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zari-faults-')),
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ended = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    alive: () => !ended,
    exited,
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** Resolves with the server's base URL once it listens; rejects with its output if it exits or stalls. */
export async function listening(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
  const url = waitFor(
    'the server to listen',
    async () => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(server.output()) || !server.alive(),
    timeoutMs,
  ).then(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1]);
  const found = await url.catch(() => undefined);
  if (!found) {
    await server.stop();
    throw new Error(`server did not listen:\n${server.output()}`);
  }
  return found;
}

export interface RunningServer extends ServerProcess {
  url: string;
}

/** A server process that listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = spawnServer(env);
  return { ...server, url: await listening(server) };
}

/** Runs the server until it exits by itself (start-up failures); answers exit code, output and duration. */
export async function runServerToExit(env: Record<string, string>, timeoutMs = 90_000) {
  const started = performance.now();
  const server = spawnServer(env);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output(), ms: performance.now() - started };
}

/** A redis-server of our own on FAULTS_REDIS_PORT, killed and restarted by the Redis test. */
export async function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(FAULTS_REDIS_PORT), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      execFileSync('redis-cli', ['-p', String(FAULTS_REDIS_PORT), 'ping'], { stdio: 'ignore' });
      return child;
    } catch {
      await sleep(100);
    }
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check().catch(() => false)) return performance.now();
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export interface Answer {
  status: number;
  body: string;
  headers: Response['headers'];
  ms: number;
}

export async function status(url: string, init?: RequestInit): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await response.text();
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
}

/** One row of the table global-setup.ts prints at the end. */
export function recordFigure(scenario: string, figure: string, value: string | number) {
  const file = process.env.ZARI_FAULTS_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ scenario, figure, value: String(value) })}\n`);
}
