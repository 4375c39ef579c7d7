/**
 * `pnpm bench`, the storefront's half: Lighthouse 12's mobile run (a mid-range phone on a throttled 4G
 * link), the median run of 5 (by score, then LCP), on the home, category and product pages of the built store and on the ceiling
 * page (bench/ceiling.tsx) in the same run, and on the Hindi home (`/hi`, issue 35) beside the English one; each
 * route's JavaScript from the build, and what its first visit downloads before it hydrates in English and in
 * Hindi (first-screen-js.ts). Writes
 * bench/parts/web.json at the repository root, which bench/report.mjs turns into the report with the
 * budgets of issue 16. Not part of `pnpm test` or CI.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStore } from '@zari/dev-tools';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveCeiling } from './ceiling.js';
import { firstScreenJavaScript } from './first-screen-js.js';
import { routeJavaScript } from './route-js.js';

/** Lighthouse varies from run to run, more so on a shared machine: each page's median of this many runs counts. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** While working on one page: e.g. LIGHTHOUSE_PAGES=product,ceiling (the ceiling is the reference to keep). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
/** A folder to keep each run's full report in (<page>-<run>.json), to read its audits. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;

const webDir = fileURLToPath(new URL('..', import.meta.url));
// The browser's build (dist/server is the server renderer's).
const distDir = join(webDir, 'dist', 'client');
const partsDir = join(webDir, '..', '..', 'bench', 'parts');

/**
 * Where a run's LCP went (Lighthouse's LCP breakdown: time to first byte, load delay, load time, render
 * delay, in ms), and how many scripts the page fetched: the first things to read when LCP is over budget.
 */
function lcpDiagnostics(lhr: { audits: Record<string, { details?: unknown }> }) {
  type Table = { type?: string; items?: { phase?: string; timing?: number; resourceType?: string }[] };
  const tables =
    (lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] })?.items ?? [];
  const phases = tables.flatMap((table) => table.items ?? []).filter((item) => item.phase !== undefined);
  const requests = (lhr.audits['network-requests']?.details as Table | undefined)?.items ?? [];
  return {
    lcpPhasesMs: Object.fromEntries(
      phases.map((item) => [item.phase, Math.round(item.timing ?? Number.NaN)]),
    ),
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
  };
}

/**
 * Lighthouse now and then fails to record a run's trace (NO_NAVSTART on this machine, about one run in
 * twenty): such a run has no figures, and counted in a median it would decide it. Tried again, a few times.
 */
const ATTEMPTS_PER_RUN = 3;

async function lighthouseRun(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    console.log(
      `  ${url}: Lighthouse failed (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS_PER_RUN}`,
    );
    if (attempt === ATTEMPTS_PER_RUN)
      throw new Error(`Lighthouse failed ${ATTEMPTS_PER_RUN} times on ${url}`);
  }
}

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!chromePath) throw new Error('Chromium not found: apt-get install chromium, or set CHROME_PATH');

const databaseServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const store = await startStore(databaseServerUrl ? { databaseServerUrl } : {});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const api = async <T>(path: string) =>
    ((await (await fetch(`${store.baseURL}${path}`)).json()) as { data: T }).data;
  const [category] = await api<{ slug: string }[]>('/api/categories');
  const [listed] = await api<{ _id: string }[]>('/api/products?limit=1');
  if (!category || !listed) throw new Error('the demo catalogue is missing');
  const product = await api<{
    images: string[];
    media?: Record<string, { width: number; height: number }>;
  }>(`/api/products/${listed._id}`);

  // The ceiling page gets the store's stylesheet (the one the built index.html links, whichever chunk of the
  // manifest carries it) and the product page's photo.
  const stylesheet = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/.exec(
    readFileSync(join(distDir, 'index.html'), 'utf8'),
  )?.[1];
  if (!stylesheet) throw new Error('the build links no stylesheet');
  const imagePath = product.images[0] as string;
  const imageResponse = await fetch(`${store.baseURL}${imagePath}`);
  const ceiling = await serveCeiling({
    css: readFileSync(join(distDir, stylesheet)),
    image: {
      bytes: Buffer.from(await imageResponse.arrayBuffer()),
      type: imageResponse.headers.get('content-type') ?? 'image/webp',
      width: product.media?.[imagePath]?.width ?? 800,
      height: product.media?.[imagePath]?.height ?? 1000,
    },
  });

  const pages: Record<string, string> = {
    home: `${store.baseURL}/`,
    'home-hi': `${store.baseURL}/hi`,
    category: `${store.baseURL}/category/${category.slug}`,
    product: `${store.baseURL}/product/${listed._id}`,
    ceiling: ceiling.url,
  };
  const lighthouseRows = [];
  try {
    for (const [page, url] of Object.entries(pages)) {
      if (PAGES && !PAGES.includes(page)) continue;
      // The first load warms the server's caches, as a live store's would be.
      await fetch(url);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await lighthouseRun(url);
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          writeFileSync(join(REPORTS_DIR, `${page}-${run + 1}.json`), JSON.stringify(lhr));
        }
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
          // Lighthouse's own measure of the CPU it ran on (higher is faster): on a shared 2-core box it moves
          // within minutes, so the report shows it beside each run's TBT.
          cpuIndex: Math.round(lhr.environment.benchmarkIndex),
          ...lcpDiagnostics(lhr),
        });
        console.log(`  ${page} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
      }
      // One real run stands for the page: the median by score, ties by LCP (never per-metric medians that
      // may match no run).
      const order = runs
        .map((run, index) => ({ run, index }))
        .sort((a, b) => b.run.score - a.run.score || a.run.lcpMs - b.run.lcpMs);
      const middle = order[Math.floor((order.length - 1) / 2)] as (typeof order)[number];
      const row = {
        page,
        score: middle.run.score,
        lcpMs: middle.run.lcpMs,
        tbtMs: middle.run.tbtMs,
        cls: middle.run.cls,
        medianRun: middle.index + 1,
        runs,
      };
      lighthouseRows.push(row);
      console.log(`${page}: score ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`);
    }
  } finally {
    await ceiling.close();
  }

  // A run of some pages is for reading their audits, not for the report.
  if (!PAGES) {
    const routeJs = routeJavaScript(distDir, {
      home: 'src/pages/home.tsx',
      category: 'src/pages/category.tsx',
      product: 'src/pages/product.tsx',
    });
    const firstScreenJs = await firstScreenJavaScript(distDir, store.baseURL, {
      home: '/',
      category: `/category/${category.slug}`,
      product: `/product/${listed._id}`,
    });
    mkdirSync(partsDir, { recursive: true });
    writeFileSync(
      join(partsDir, 'web.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouseRuns: RUNS, database: store.databaseKind, lighthouse: lighthouseRows, routeJs, firstScreenJs }, null, 2)}\n`,
    );
    console.log(`Wrote ${join(partsDir, 'web.json')}`);
  }
} finally {
  chrome.kill();
  await store.stop();
}
