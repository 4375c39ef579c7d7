/**
 * Taking stock for an order (DESIGN §4: never oversell), per SKU: one size of one colour (issue 31, ADR 0023).
 * The order is written and its stock taken by ONE statement (issue 16: one round trip per order), so the take
 * is SQL that the orders repository composes into its statement: `takeStockSql` names the CTEs, and `enough`
 * gates every write of the statement (docs/decisions/0017-stock-take-in-the-order-statement.md). A search
 * for `takeStock` lands here.
 */
import type { Transaction } from '../../db/client.js';
import type { InventoryRepository } from './repository.js';

/**
 * A quantity of one SKU, named as an order line names it: its product, colour (none: a colourless product's,
 * or, for a product with colours, its first colour's, as the product page opens on it) and size. `skuId`,
 * when known (an order line records the SKU it took from), wins: a cancel puts pieces back where they came
 * from. A line naming only its product (a caller from before SKUs) is the product's first SKU.
 */
export interface StockWanted {
  productId: string;
  variantId?: string | null | undefined;
  size?: string | undefined;
  skuId?: string | null | undefined;
  quantity: number;
}

/** What the take found short: the first line (by product id, then size) whose SKU had less than it wanted. */
export interface ShortStock {
  productId: string;
  size: string;
  /** What that SKU had left (0: none, or the size is not stocked in that colour). */
  left: number;
}

/** One SKU an order took from: what it had left after the take, and how many it took. */
export interface TakenStock {
  skuId: string;
  productId: string;
  variantId: string | null;
  size: string;
  left: number;
  taken: number;
}

/**
 * The take, as CTEs for a statement whose parameter `wantedParam` is a JSON array of `StockWanted` (product,
 * colour, size, quantity): locks the products in id order (every stock writer locks a product before its
 * SKUs, and products in id order, so no two writers wait on each other in a circle), resolves each line's
 * SKU, locks those (FOR UPDATE reads their newest stock, which cannot move before the commit), and takes
 * from every SKU, and from its product's `stock_count` (their sum, kept in the same statement), only when
 * every SKU has enough. Defines `wanted`, `locked`, `resolved` (each line's `sku_id`, for the order lines),
 * `sku_locked`, `short` (`line`: the first short line, as `ShortStock`, or null), `enough` (`ok`: the
 * statement's other writes must be gated on it), `taken` (each SKU taken from, as `TakenStock`: the statement
 * may answer them, for the low-stock message) and `taken_products`. With `sumsParam` (an SQL boolean
 * parameter) false, the products' sums are left to the caller, who must subtract what was `taken` in the same
 * transaction (`takeFromProductSums`): a batch of orders for one product updates its row once, not per order.
 *
 * Every read of products and SKUs goes through an index by construction (`= ANY (ARRAY(…))`, a LATERAL probe
 * per line): Postgres guesses a JSON array at 100 rows, and on a catalogue of a few hundred products that guess
 * chose hash joins over whole-table scans of both, four per order (test/order-stock-plan.test.ts).
 */
export function takeStockSql(wantedParam: string, sumsParam?: string): string {
  return `wanted AS (
     SELECT "productId", "variantId", size, quantity
     FROM jsonb_to_recordset(${wantedParam}::jsonb) AS w("productId" uuid, "variantId" uuid, size text, quantity int)
   ),
   locked AS MATERIALIZED (
     SELECT id FROM products WHERE id = ANY (ARRAY(SELECT "productId" FROM wanted)) ORDER BY id FOR UPDATE
   ),
   products_locked AS MATERIALIZED (SELECT count(*) AS n FROM locked),
   resolved AS MATERIALIZED (
     SELECT DISTINCT ON (w."productId", w."variantId", w.size)
            w."productId", w."variantId", w.size, w.quantity, s.id AS sku_id
     FROM wanted w
     LEFT JOIN LATERAL (
       SELECT s.id FROM skus s
       LEFT JOIN product_variants v ON v.id = s.variant_id
       WHERE s.product_id = w."productId" AND s.size = w.size
         AND (s.variant_id = w."variantId" OR w."variantId" IS NULL)
       ORDER BY v.position NULLS FIRST, v.id
       LIMIT 1
     ) s ON true
     WHERE (SELECT n FROM products_locked) >= 0
     ORDER BY w."productId", w."variantId", w.size
   ),
   by_sku AS MATERIALIZED (
     SELECT sku_id, sum(quantity)::int AS quantity FROM resolved WHERE sku_id IS NOT NULL GROUP BY sku_id
   ),
   sku_locked AS MATERIALIZED (
     SELECT id, stock FROM skus WHERE id = ANY (ARRAY(SELECT sku_id FROM by_sku)) ORDER BY id FOR UPDATE
   ),
   short AS MATERIALIZED (
     SELECT (
       SELECT jsonb_build_object('productId', r."productId", 'size', r.size, 'left', coalesce(k.stock, 0))
       FROM resolved r
       LEFT JOIN by_sku b ON b.sku_id = r.sku_id
       LEFT JOIN sku_locked k ON k.id = r.sku_id
       WHERE k.id IS NULL OR k.stock < b.quantity
       ORDER BY r."productId", r.size
       LIMIT 1
     ) AS line
   ),
   enough AS MATERIALIZED (SELECT line IS NULL AS ok FROM short),
   taken AS (
     UPDATE skus SET stock = skus.stock - by_sku.quantity
     FROM by_sku WHERE skus.id = by_sku.sku_id AND skus.id = ANY (ARRAY(SELECT id FROM sku_locked))
       AND (SELECT ok FROM enough)
     RETURNING skus.id AS "skuId", skus.product_id AS "productId", skus.variant_id AS "variantId",
               skus.size, skus.stock AS "left", by_sku.quantity AS "taken"
   ),
   taken_products AS (
     UPDATE products SET stock_count = products.stock_count - t.quantity
     FROM (SELECT "productId", sum(quantity)::int AS quantity FROM wanted GROUP BY "productId") t
     WHERE products.id = t."productId" AND products.id = ANY (ARRAY(SELECT id FROM locked))
       AND (SELECT ok FROM enough)${sumsParam ? ` AND ${sumsParam}::boolean` : ''}
   )`;
}

/**
 * One line per SKU as the order names it (product, colour, size): the quantities an order's lines take,
 * summed (price-order already merges them; a draft stored before it may not have).
 */
export function stockWanted(
  lines: readonly { productId: string; variantId?: string | null; size: string; quantity: number }[],
): StockWanted[] {
  const wanted = new Map<string, StockWanted>();
  for (const { productId, variantId, size, quantity } of lines) {
    const key = JSON.stringify([productId, variantId ?? null, size]);
    const line = wanted.get(key);
    if (line) line.quantity += quantity;
    else wanted.set(key, { productId, variantId: variantId ?? null, size, quantity });
  }
  return [...wanted.values()];
}

/**
 * For a transaction whose takes left the products' sums to it (`takeStockSql`'s `sumsParam` false): subtracts
 * what they took from each product's `stock_count`, one update per product, before the transaction commits.
 */
export function createTakeFromProductSums({
  repository,
}: {
  repository: Pick<InventoryRepository, 'subtractFromProducts'>;
}) {
  return function takeFromProductSums(
    tx: Transaction,
    taken: readonly Pick<TakenStock, 'productId' | 'taken'>[],
  ) {
    const byProduct = new Map<string, number>();
    for (const { productId, taken: quantity } of taken)
      byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
    return repository.subtractFromProducts(tx, byProduct);
  };
}

/**
 * For a transaction that takes stock for several orders: locks all their products first, in id order. Each
 * order's statement locks only its own products, so two such transactions could otherwise each hold one
 * product the other's next order wants.
 */
export function createLockStock({ repository }: { repository: Pick<InventoryRepository, 'lockProducts'> }) {
  return function lockStock(tx: Transaction, productIds: readonly string[]) {
    return repository.lockProducts(tx, [...new Set(productIds)]);
  };
}
