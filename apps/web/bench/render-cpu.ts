/**
 * Probe (issue 36): CPU milliseconds the storefront's server build spends rendering one page, for the home, a
 * category and a product page, with the API's part taken out. The built store is started once (embedded
 * database, demo catalogue) only to record the answers the renders read; the renders then run in this process
 * against those answers held in memory (in bench/render-cpu-worker.mjs, on plain Node as the store runs: under
 * tsx every lazy route's `import()` went through its loader hooks), so what is measured is the web build's own work: the route's loaders,
 * React, the head, the dehydrated state. Each round renders every page RENDERS times per build and takes the
 * process's CPU time per render; a page's figure is the median over ROUNDS rounds.
 *
 * Builds are compared side by side, never run after run: RENDER_BUILDS=before=/tmp/web-dist-a,after=dist
 * (each a copy of the web package's dist) loads each server build (each a self-contained module) and
 * interleaves them within every round, in a rotated order. With TEST_DATABASE_URL the store runs on a scratch
 * database of that Postgres (faster to start than the embedded one). Run after building the store:
 *   pnpm --filter @zari/web exec tsx bench/render-cpu.ts
 * and with a CPU profile of the renders alone:
 *   NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/render-prof' pnpm --filter @zari/web exec tsx bench/render-cpu.ts
 * RENDER_HTML_DIR=/tmp/pages writes each build's pages there, to compare what they send. Not part of `pnpm bench`,
 * `pnpm test` or CI.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, startStore } from '@zari/dev-tools';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const RENDERS = Number(process.env.RENDERS ?? 40);
const WARMUP = Number(process.env.WARMUP ?? 30);
const webDir = fileURLToPath(new URL('..', import.meta.url));
const BUILDS = (process.env.RENDER_BUILDS ?? `current=${resolve(webDir, 'dist')}`).split(',').map((pair) => {
  const [name = '', dir = ''] = pair.split('=');
  return { name, entry: resolve(dir, 'server', 'entry-server.js') };
});

interface Outcome {
  kind: string;
  status?: number;
  head?: string;
  body?: string;
  state?: string;
}
interface Renderer {
  render(url: URL): Promise<Outcome>;
}
type Entry = { createRenderer(options: { fetch: typeof fetch }): Renderer };

/** Every answer a render read, by its URL, as the store sent it. */
const answers = new Map<string, { status: number; body: string; type: string }>();
const ORIGIN = 'http://127.0.0.1';

const firstBuild = BUILDS[0];
if (!firstBuild) throw new Error('no build');

// Record: render each page once through the running store's API, keeping every answer.
const pages: Record<string, string> = { home: '/' };
const store = await startStore({
  ...(process.env.TEST_DATABASE_URL ? { databaseServerUrl: process.env.TEST_DATABASE_URL } : {}),
  env: { RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn' },
});
try {
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await fetch(new URL(url, store.baseURL), {
      ...init,
      headers: { accept: 'application/json' },
    });
    const body = await response.text();
    const type = response.headers.get('content-type') ?? 'application/json';
    answers.set(url, { status: response.status, body, type });
    return new Response(body, { status: response.status, headers: { 'content-type': type } });
  };
  const entry = (await import(pathToFileURL(firstBuild.entry).href)) as Entry;
  const recorder = entry.createRenderer({ fetch: recordingFetch });
  // The first category the home page links to, and the first product that category lists.
  const linked = async (path: string, prefix: string) => {
    const outcome = await recorder.render(new URL(path, ORIGIN));
    if (outcome.kind !== 'page' || outcome.status !== 200) throw new Error(`${path}: ${outcome.status}`);
    const found = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(outcome.body ?? '')?.[1];
    if (!found) throw new Error(`${path} links to no ${prefix}`);
    return found;
  };
  pages.category = await linked('/', '/category/');
  pages.product = await linked(pages.category, '/product/');
  await recorder.render(new URL(pages.product, ORIGIN));
  // Each build reads its own answers: a build may ask for what another did not.
  for (const build of BUILDS.slice(1)) {
    const other = ((await import(pathToFileURL(build.entry).href)) as Entry).createRenderer({
      fetch: recordingFetch,
    });
    for (const path of Object.values(pages)) await other.render(new URL(path, ORIGIN));
  }
} finally {
  await store.stop();
}

// Measure in plain Node (render-cpu-worker.mjs), with the answers in a file it reads.
const dir = mkdtempSync(join(tmpdir(), 'render-cpu-'));
try {
  const input = join(dir, 'input.json');
  writeFileSync(
    input,
    JSON.stringify({
      answers: Object.fromEntries(answers),
      builds: BUILDS,
      pages,
      rounds: ROUNDS,
      renders: RENDERS,
      warmup: WARMUP,
    }),
  );
  const output = execFileSync(
    process.execPath,
    [
      ...(process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      join(webDir, 'bench', 'render-cpu-worker.mjs'),
      input,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
  );
  const { cpuMs, sizes } = JSON.parse(output) as {
    cpuMs: Record<string, Record<string, number[]>>;
    sizes: Record<string, Record<string, { html: number; state: number }>>;
  };
  console.log(
    `pages: ${JSON.stringify(pages)}; ${ROUNDS} rounds × ${RENDERS} renders, CPU ms per render (median)`,
  );
  for (const { name } of BUILDS) {
    const row = Object.keys(pages).map((page) => {
      const samples = cpuMs[name]?.[page] ?? [];
      const size = sizes[name]?.[page];
      return `${page} ${median(samples).toFixed(2)} ms [${samples.map((s) => s.toFixed(1)).join(' ')}] (html ${size?.html} B, state ${size?.state} B)`;
    });
    console.log(`${name}: ${row.join(' | ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
