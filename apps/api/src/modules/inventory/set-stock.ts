/**
 * Staff set stock (the back office's stock editors), inside the caller's transaction so it lands with its
 * audit entry: one SKU cell of the matrix at a time or many at once (`setSkus`), or the product's total as
 * before SKUs (`setStock`, on its first SKU). Each keeps `products.stock_count` the sum of its SKUs.
 */
import { ADMIN_MESSAGES } from '@zari/contract';
import type { Transaction } from '../../db/client.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { InventoryRepository } from './repository.js';

/** One cell of the stock matrix: a colour (null: a colourless product) and a size, its stock and SKU code. */
export interface SkuCell {
  variantId: string | null;
  size: string;
  stock: number;
  /** Absent: left as it is; null or '': none. */
  code?: string | null | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function createSetStock({
  repository,
}: {
  repository: Pick<
    InventoryRepository,
    'lockProducts' | 'listSkus' | 'changeSku' | 'resumProduct' | 'insertStockedSkus' | 'resumProducts'
  >;
}) {
  return {
    /**
     * The whole matrix of products just created in this transaction (the catalogue import, issue 31): every
     * colour × size with its stock and code, written at once for all of them, each total their sum. 409 for a
     * SKU code another SKU has (the import checks codes first, so this is a race with another writer).
     */
    async stockNewProducts(tx: Transaction, cells: readonly (SkuCell & { productId: string })[]) {
      const productIds = [...new Set(cells.map((cell) => cell.productId))].sort();
      await repository.lockProducts(tx, productIds);
      try {
        await repository.insertStockedSkus(
          tx,
          cells.map((cell) => ({
            productId: cell.productId,
            variantId: cell.variantId,
            size: cell.size,
            stock: cell.stock,
            code: cell.code?.trim() || null,
          })),
        );
      } catch (error) {
        const code = cells.find((cell) => cell.code)?.code ?? '';
        if (isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.skuCodeTaken(code));
        throw error;
      }
      await repository.resumProducts(tx, productIds);
    },

    /**
     * The product's total as a client from before SKUs sets it: the change lands on its first SKU (first
     * colour, first size; ADR 0023), the others kept. Answers the new total; 409 when it would go below zero.
     */
    async setStock(
      tx: Transaction,
      productId: string,
      change: { stockCount: number } | { delta: number },
    ): Promise<number> {
      await repository.lockProducts(tx, [productId]);
      const skus = await repository.listSkus(tx, productId, true);
      const [first, ...others] = skus;
      if (!first) throw new NotFoundError(ADMIN_MESSAGES.skuNotOfProduct);
      const rest = others.reduce((sum, sku) => sum + sku.stock, 0);
      const onFirst = 'delta' in change ? change : { stock: change.stockCount - rest };
      if ('stock' in onFirst && onFirst.stock < 0) throw new ConflictError(ADMIN_MESSAGES.stockBelowZero);
      const changed = await repository.changeSku(tx, productId, first.id, onFirst);
      if (!changed) throw new ConflictError(ADMIN_MESSAGES.stockBelowZero);
      return repository.resumProduct(tx, productId);
    },

    /**
     * Sets the given cells of the product's matrix (stock, and code when given); cells not named are left
     * alone. 400 for a cell that is not one of the product's colours and sizes; 409 for a SKU code another
     * SKU has. Answers the new total.
     */
    async setSkus(tx: Transaction, productId: string, cells: readonly SkuCell[]): Promise<number> {
      await repository.lockProducts(tx, [productId]);
      const skus = await repository.listSkus(tx, productId, true);
      for (const cell of cells) {
        const sku = skus.find((row) => row.variantId === cell.variantId && row.size === cell.size);
        if (!sku) throw new BadRequestError(ADMIN_MESSAGES.skuNotOfProduct);
        const code = cell.code === undefined ? undefined : cell.code?.trim() || null;
        try {
          await repository.changeSku(tx, productId, sku.id, { stock: cell.stock }, code);
        } catch (error) {
          if (code && isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.skuCodeTaken(code));
          throw error;
        }
      }
      return repository.resumProduct(tx, productId);
    },
  };
}
