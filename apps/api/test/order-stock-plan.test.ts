/**
 * The stock take every order runs (inventory's `takeStockSql`, inside the order's statement) reads products and
 * SKUs through their indexes whatever the catalogue's size. Its input is a JSON array, which Postgres guesses at
 * 100 rows; on a catalogue of a few hundred products that guess made it scan both tables whole, four times per
 * order, under the plan a prepared statement keeps (issue 36: most of Postgres's CPU per order on
 * bench/order-cpu.ts's 600 products).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { takeStockSql } from '../src/modules/inventory/take-stock.js';
import { useTestApp } from './helpers/app.js';
import { generateLargeCatalog } from './helpers/large-catalog.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

describe('the stock take of an order', async () => {
  const { db, database } = await useTestApp();
  await generateLargeCatalog(database, 600, { skus: true });
  await db.execute(sql`ANALYZE products, skus, product_variants`);
  const [sku] = (
    await db.execute<{ productId: string; variantId: string | null; size: string }>(
      sql`SELECT product_id AS "productId", variant_id AS "variantId", size FROM skus ORDER BY id LIMIT 1`,
    )
  ).rows;
  const wanted = JSON.stringify([{ ...sku, quantity: 1 }]).replaceAll("'", "''");

  /** The relations the take's plan reads whole (sequential scans), as a prepared statement runs it. */
  async function scannedWhole(planCacheMode: 'force_custom_plan' | 'force_generic_plan') {
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${planCacheMode}`));
      await tx.execute(
        sql.raw(`PREPARE take_plan_probe(jsonb, boolean) AS WITH ${takeStockSql('$1', '$2')}
          SELECT (SELECT ok FROM enough) AS ok, (SELECT count(*) FROM taken) AS taken`),
      );
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE take_plan_probe('${wanted}', true)`),
      );
      await tx.execute(sql.raw('DEALLOCATE take_plan_probe'));
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (!plan) throw new Error('no plan');
      return nodesOf(plan)
        .filter((node) => node['Node Type'] === 'Seq Scan')
        .map((node) => node['Relation Name']);
    });
  }

  it('reads products and SKUs through their indexes with the values known', async () => {
    expect(await scannedWhole('force_custom_plan')).toEqual([]);
  });

  it('reads products and SKUs through their indexes under the plan a prepared statement keeps', async () => {
    expect(await scannedWhole('force_generic_plan')).toEqual([]);
  });
});
