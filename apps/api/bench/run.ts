/**
 * `pnpm bench`: catalogue reads against a bare Fastify route in one run (DESIGN §8 budgets: ≥ 25% of the
 * bare route's throughput, p99 ≤ 20 ms at 50 connections). The machine is shared and noisy, so the ratio
 * matters more than the absolute numbers. Not part of `pnpm test`.
 */
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RATIO_BUDGET = 0.25;
const P99_BUDGET_MS = 20;

interface Ports {
  app: number;
  bare: number;
  database: string;
}

const server = fork(new URL('./server.ts', import.meta.url), {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ports = await new Promise<Ports>((resolve, reject) => {
  server.once('message', (message) => resolve(message as Ports));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const api = `http://127.0.0.1:${ports.app}`;
const fetchJson = async (path: string) =>
  (await (await fetch(`${api}${path}`)).json()) as { data: { _id: string }[] };
const [product] = (await fetchJson('/api/products?limit=1')).data;
const [category] = (await fetchJson('/api/categories')).data;
if (!product || !category) throw new Error('the demo catalogue is missing');

const scenarios: [string, string, Partial<autocannon.Options>?][] = [
  ['GET /api/categories', '/api/categories'],
  ['GET /api/posters/hero-banner', '/api/posters/hero-banner'],
  ['GET /api/products?limit=24', '/api/products?limit=24'],
  ['GET /api/products (whole demo list)', '/api/products'],
  ['GET /api/products?search=kurta&limit=10', '/api/products?search=kurta&limit=10'],
  ['GET /api/products/category/:id', `/api/products/category/${category._id}`],
  ['GET /api/products/:id', `/api/products/${product._id}`],
  ['GET /api/product-variants/product/:id', `/api/product-variants/product/${product._id}`],
  [
    'POST /api/pincodes/check',
    '/api/pincodes/check',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pincode":"560034"}' },
  ],
];

console.log(`Database: ${ports.database}; ${CONNECTIONS} connections, ${SECONDS} s per run.`);
console.log('Each route runs right after its own bare-route run, so both see the same machine load.');
const rows: Record<string, string | number>[] = [];
let failures = 0;
for (const [label, path, options] of scenarios) {
  const bare = await load(`http://127.0.0.1:${ports.bare}/bare`);
  const result = await load(`${api}${path}`, options);
  const ratio = result.rps / bare.rps;
  const ok = ratio >= RATIO_BUDGET && result.p99 <= P99_BUDGET_MS;
  if (!ok) failures++;
  rows.push({
    route: label,
    'req/s': Math.round(result.rps),
    'bare req/s': Math.round(bare.rps),
    ratio: ratio.toFixed(2),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'bare p99 ms': bare.p99,
    budget: ok ? 'ok' : 'over',
  });
}
console.table(rows);
console.log(`Budget: ratio ≥ ${RATIO_BUDGET} and p99 ≤ ${P99_BUDGET_MS} ms; ${failures} route(s) over.`);

server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));
process.exitCode = failures > 0 ? 1 : 0;
