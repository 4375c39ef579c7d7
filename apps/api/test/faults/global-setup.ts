/**
 * `pnpm test:faults` brings its own Postgres cluster (port 5441, trust auth on loopback) and drops it after,
 * then prints the figures every scenario recorded. Where pg_createcluster is missing the suite is skipped,
 * saying why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDemoPhotos } from '../../src/db/seed/demo-photos.js';
import { buildDemoCatalog } from '../../src/db/seed/seed.js';

const CLUSTER = 'faults';
const PORT = '5441';
const figuresFile = join(tmpdir(), `zari-faults-figures-${process.pid}.jsonl`);
let version: string | undefined;

function commandExists(name: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function dropCluster() {
  if (!version) return;
  try {
    execFileSync('pg_dropcluster', [version, CLUSTER, '--stop'], { stdio: 'ignore' });
  } catch {
    // Not there: nothing to drop.
  }
}

export async function setup() {
  process.env.ZARI_FAULTS_FIGURES = figuresFile;
  rmSync(figuresFile, { force: true });
  const missing = ['pg_createcluster', 'redis-server'].filter((name) => !commandExists(name));
  if (missing.length > 0) {
    process.env.ZARI_FAULTS_SKIP = `${missing.join(' and ')} not installed`;
    console.log(`[zari] fault tests skipped: ${process.env.ZARI_FAULTS_SKIP}`);
    return;
  }
  version = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!version) {
    process.env.ZARI_FAULTS_SKIP = 'no PostgreSQL server under /usr/lib/postgresql';
    console.log(`[zari] fault tests skipped: ${process.env.ZARI_FAULTS_SKIP}`);
    return;
  }
  dropCluster(); // a cluster left by an interrupted run
  execFileSync(
    'pg_createcluster',
    [version, CLUSTER, '-p', PORT, '--start', '--', '--auth-local=trust', '--auth-host=trust'],
    { stdio: 'ignore' },
  );
  // The servers seed the demo catalogue: its photos encoded once here, so a start only copies them.
  await cacheDemoPhotos(buildDemoCatalog().photos);
  process.env.ZARI_FAULTS_PG_VERSION = version;
  console.log(`[zari] fault tests use their own PostgreSQL ${version} cluster on 127.0.0.1:${PORT}`);
}

export function teardown() {
  dropCluster();
  if (!existsSync(figuresFile)) return;
  const rows = readFileSync(figuresFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { scenario: string; figure: string; value: string });
  rmSync(figuresFile, { force: true });
  const widths = [
    Math.max(8, ...rows.map((row) => row.scenario.length)),
    Math.max(6, ...rows.map((row) => row.figure.length)),
  ];
  console.log('\n[zari] fault figures');
  console.log(`${'scenario'.padEnd(widths[0] ?? 0)}  ${'figure'.padEnd(widths[1] ?? 0)}  value`);
  for (const row of rows) {
    console.log(`${row.scenario.padEnd(widths[0] ?? 0)}  ${row.figure.padEnd(widths[1] ?? 0)}  ${row.value}`);
  }
}
