/**
 * Taking stock for an order (DESIGN §4: never oversell). The order is written and its stock taken by ONE
 * statement (issue 16: one round trip per order), so the take is SQL that the orders repository composes
 * into its statement: `takeStockSql` names the CTEs, and `enough` gates every write of the statement
 * (docs/decisions/0017-stock-take-in-the-order-statement.md). A search for `takeStock` lands here.
 */
import type { Transaction } from '../../db/client.js';
import type { InventoryRepository } from './repository.js';

/** A quantity of one product. */
export interface StockWanted {
  productId: string;
  quantity: number;
}

/**
 * The take, as CTEs for a statement whose parameter `wantedParam` is a JSON array of `StockWanted`: locks
 * the products in id order (the order cancel returns stock in, so two orders never wait on each other in a
 * circle), reads their counts under those locks (the newest, which cannot move before the commit), and
 * decrements `stock_count` only when every product has enough. Defines `wanted`, `locked`, `stock`
 * (`counts`: the locked counts by product id, so the caller can name what ran out), `enough` (`ok`: the
 * statement's other writes must be gated on it) and `taken`.
 */
export function takeStockSql(wantedParam: string): string {
  return `wanted AS (
     SELECT "productId", quantity FROM jsonb_to_recordset(${wantedParam}::jsonb) AS w("productId" uuid, quantity int)
   ),
   locked AS MATERIALIZED (
     SELECT id, stock_count FROM products WHERE id IN (SELECT "productId" FROM wanted) ORDER BY id FOR UPDATE
   ),
   stock AS MATERIALIZED (SELECT jsonb_object_agg(id, stock_count) AS counts FROM locked),
   enough AS MATERIALIZED (
     SELECT NOT EXISTS (
       SELECT 1 FROM wanted, stock
       WHERE coalesce((stock.counts ->> wanted."productId"::text)::int, -1) < wanted.quantity
     ) AS ok
   ),
   taken AS (
     UPDATE products SET stock_count = products.stock_count - wanted.quantity
     FROM wanted WHERE products.id = wanted."productId" AND (SELECT ok FROM enough)
   )`;
}

/** One line per product: the quantities an order's lines take, summed. */
export function stockWanted(lines: readonly StockWanted[]): StockWanted[] {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return [...wanted].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The first product (in id order, as Postgres sorts uuids: the order the take locked and checked them in)
 * whose locked count was below what was wanted; undefined when every one had enough.
 */
export function firstShortProduct(
  wanted: readonly StockWanted[],
  counts: Record<string, number> | null,
): string | undefined {
  return [...wanted]
    .sort((a, b) => (a.productId < b.productId ? -1 : 1))
    .find(({ productId, quantity }) => (counts?.[productId] ?? -1) < quantity)?.productId;
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
