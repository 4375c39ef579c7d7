/**
 * Issue 15, failure 3: three instances started at once on an empty database. Migrations and the seed run
 * under the advisory lock, so all three come up ready, with the demo catalogue seeded exactly once.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type RunningServer, recordFigure, skipReason, startServer, status } from './infra.js';

const DEMO_PRODUCTS = 96;

describe.skipIf(skipReason)('three instances on one empty database', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('all come up ready with the catalogue seeded once', async () => {
    const url = await freshDatabase('zari_faults_three');
    const started = performance.now();
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => startServer({ DATABASE_URL: url, SEED_DEMO_CATALOG: 'true' })),
    );
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    const readiness = await Promise.all(servers.map((server) => status(`${server.url}/api/ready`)));
    const allReadyMs = performance.now() - started;
    expect(readiness.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const [counts] = (
      await client.query(
        'select (select count(*)::int from products) as products, (select count(*)::int from categories) as categories',
      )
    ).rows;
    await client.end();
    expect(counts.products).toBe(DEMO_PRODUCTS);
    const seeded = servers.filter((server) => /"demoCatalog":"seeded"/.test(server.output())).length;
    expect(seeded).toBe(1);
    for (const server of servers) {
      const products = await status(`${server.url}/api/products?limit=100`);
      expect(products.status).toBe(200);
    }

    recordFigure(
      '3 instances, empty database',
      'instances ready',
      `${readiness.filter((answer) => answer.status === 200).length} / 3`,
    );
    recordFigure(
      '3 instances, empty database',
      'products / seeded by',
      `${counts.products} / ${seeded} instance`,
    );
    recordFigure('3 instances, empty database', 'all ready after', `${(allReadyMs / 1000).toFixed(1)} s`);
  });
});
