/**
 * Single-request latency of search at 100,000 products, uncached (issue 36): each of the mix's 200 terms
 * (bench/mix.ts) as the bench sends it (page 1, no facets), as the storefront's search page asks for it
 * (relevance, page 1 with facets) and that page's pages 2 and 3, one request at a time through the real
 * app. Prints the median and the max of each, and the slowest terms. Not part of `pnpm test` or CI.
 *
 * `pnpm --filter @zari/api exec tsx --conditions=@zari/source bench/search-latency.ts`; with
 * SEARCH_DATABASE_URL it reads the catalogue written there (writing it first if there is none) and keeps it, otherwise it writes one in a
 * scratch database and drops it. SEARCH_PASSES (default 3) runs the terms that many times and keeps each
 * request's fastest (the box is shared); SEARCH_JSON=path writes every timing; SEARCH_TERMS=a,b only
 * those terms.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, median } from '@zari/dev-tools';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { generateLargeCatalog } from '../test/helpers/large-catalog.js';
import { searchTerms } from './mix.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const existing = process.env.SEARCH_DATABASE_URL;
const scratch = existing ? undefined : await createScratchDatabase(serverUrl, 'search_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'zari-search-'));
const database = await openDatabase({ databaseUrl: existing ?? scratch?.url, dataDir });
const PASSES = Number(process.env.SEARCH_PASSES ?? 3);

type Kind = 'mix' | 'page1' | 'page2' | 'page3';
const KINDS: Kind[] = ['mix', 'page1', 'page2', 'page3'];

try {
  await database.migrate();
  const written = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
  if (!written.rows[0]?.n) await generateLargeCatalog(database, 100_000, { skus: true });
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000000' }),
    db: database.db,
  });
  await app.ready();

  const get = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return { ms, body: response.json() as { data: unknown[]; nextCursor: string | null } };
  };

  const terms = process.env.SEARCH_TERMS?.split(',') ?? searchTerms();
  const best = new Map<string, Record<Kind, number>>();
  for (let pass = 0; pass < PASSES; pass++) {
    for (const term of terms) {
      const timings: Partial<Record<Kind, number>> = {};
      const mix = new URLSearchParams({ search: term, view: 'card', limit: '24' });
      timings.mix = (await get(`/api/products?${mix}`)).ms;
      // The storefront's search page (apps/web get-listing.ts): relevance, cards of 24, facets on page 1.
      const page = new URLSearchParams({ sort: 'relevance', search: term, view: 'card', limit: '24' });
      const first = await get(`/api/products?${page}&facets=true`);
      timings.page1 = first.ms;
      let cursor = first.body.nextCursor;
      for (const kind of ['page2', 'page3'] as const) {
        if (!cursor) break;
        const next = await get(`/api/products?${page}&cursor=${encodeURIComponent(cursor)}`);
        timings[kind] = next.ms;
        cursor = next.body.nextCursor;
      }
      const previous = best.get(term);
      const merged = Object.fromEntries(
        KINDS.map((kind) => [kind, Math.min(previous?.[kind] ?? Infinity, timings[kind] ?? Infinity)]),
      ) as Record<Kind, number>;
      best.set(term, merged);
    }
  }

  const round = (ms: number) => Number(ms.toFixed(1));
  for (const kind of KINDS) {
    const values = [...best.values()].map((timing) => timing[kind]).filter(Number.isFinite);
    const slowest = [...best.entries()]
      .filter(([, timing]) => Number.isFinite(timing[kind]))
      .sort((a, b) => b[1][kind] - a[1][kind])
      .slice(0, 6)
      .map(([term, timing]) => `${term} ${round(timing[kind])}`);
    console.log(
      `${kind.padEnd(5)} n=${values.length} median ${round(median(values))} ms, max ${round(Math.max(...values))} ms; slowest: ${slowest.join(', ')}`,
    );
  }
  if (process.env.SEARCH_JSON)
    writeFileSync(process.env.SEARCH_JSON, JSON.stringify(Object.fromEntries(best)));
  await app.close();
} finally {
  await database.close();
  await scratch?.drop();
}
