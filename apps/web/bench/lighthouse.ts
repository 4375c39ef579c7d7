/**
 * `pnpm bench` (web): Lighthouse 12's mobile run — a mid-range phone on a throttled 4G link — on the home,
 * category and product pages of the built store, against DESIGN §8's budgets. Not part of `pnpm test`.
 */
import { existsSync } from 'node:fs';
import { startStore } from '@zari/dev-tools';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 };
/** Lighthouse varies from run to run, more so on a shared machine: each page's median of this many runs counts. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!chromePath) throw new Error('Chromium not found: apt-get install chromium, or set CHROME_PATH');

const store = await startStore();
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
  const [product] = await api<{ _id: string }[]>('/api/products?limit=1');
  const pages = {
    home: '/',
    category: `/category/${category?.slug}`,
    product: `/product/${product?._id}`,
  };

  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    // The first load warms the server's caches, as a live store's would be.
    await fetch(`${store.baseURL}${path}`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${store.baseURL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      });
    }
    const score = median(runs.map((run) => run.score));
    const lcpMs = median(runs.map((run) => run.lcpMs));
    const tbtMs = median(runs.map((run) => run.tbtMs));
    const cls = median(runs.map((run) => run.cls));
    const ok = score >= BUDGET.score && lcpMs <= BUDGET.lcpMs && tbtMs <= BUDGET.tbtMs && cls <= BUDGET.cls;
    rows.push({ page: name, score, 'LCP ms': lcpMs, 'TBT ms': tbtMs, CLS: cls, budget: ok ? 'ok' : 'over' });
  }
  console.log(`Lighthouse 12, mobile (simulated mid-range phone on 4G), median of ${RUNS} runs:`);
  console.table(rows);
  console.log(
    `Budget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}.`,
  );
  process.exitCode = rows.every((row) => row.budget === 'ok') ? 0 : 1;
} finally {
  chrome.kill();
  await store.stop();
}
