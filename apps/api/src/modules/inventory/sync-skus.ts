/**
 * Keeping a product's SKUs its colours × its sizes when staff change either (a product created, a colour
 * added or deleted, sizes edited), in the caller's transaction. A colourless product's first colour takes
 * over its colourless SKUs, and a sizeless product's first size its one-size SKU, stock and all; any other
 * colour or size retired takes its stock with it (ADR 0023), and a new one starts at 0.
 */
import type { Transaction } from '../../db/client.js';
import type { InventoryRepository } from './repository.js';

export function createSyncSkus({
  repository,
}: {
  repository: Pick<
    InventoryRepository,
    | 'lockProductShape'
    | 'listSkus'
    | 'repointSkus'
    | 'deleteSkus'
    | 'insertSkus'
    | 'changeSku'
    | 'resumProduct'
  >;
}) {
  /**
   * `initialStock`: a new product's first count, put on its first SKU. Answers the product's new total
   * (undefined when the product is gone).
   */
  return async function syncSkus(
    tx: Transaction,
    productId: string,
    initialStock?: number,
  ): Promise<number | undefined> {
    const shape = await repository.lockProductShape(tx, productId);
    if (!shape) return undefined;
    const colours: (string | null)[] = shape.variantIds.length > 0 ? shape.variantIds : [null];
    const sizes = shape.sizes.length > 0 ? [...new Set(shape.sizes)] : [''];
    let skus = await repository.listSkus(tx, productId, true);
    const firstColour = colours[0] ?? null;
    const firstSize = sizes[0] ?? '';
    if (firstColour !== null && skus.length > 0 && skus.every((sku) => sku.variantId === null)) {
      await repository.repointSkus(tx, productId, { variantId: null }, { variantId: firstColour });
      skus = await repository.listSkus(tx, productId, true);
    }
    if (firstSize !== '' && skus.length > 0 && skus.every((sku) => sku.size === '')) {
      await repository.repointSkus(tx, productId, { size: '' }, { size: firstSize });
      skus = await repository.listSkus(tx, productId, true);
    }
    const wanted = colours.flatMap((variantId) => sizes.map((size) => ({ variantId, size })));
    const isWanted = (sku: { variantId: string | null; size: string }) =>
      wanted.some((cell) => cell.variantId === sku.variantId && cell.size === sku.size);
    await repository.deleteSkus(
      tx,
      skus.filter((sku) => !isWanted(sku)).map((sku) => sku.id),
    );
    await repository.insertSkus(
      tx,
      wanted
        .filter((cell) => !skus.some((sku) => sku.variantId === cell.variantId && sku.size === cell.size))
        .map((cell) => ({ productId, ...cell })),
    );
    if (initialStock !== undefined) {
      const [first] = await repository.listSkus(tx, productId, true);
      if (first) await repository.changeSku(tx, productId, first.id, { stock: initialStock });
    }
    return repository.resumProduct(tx, productId);
  };
}
