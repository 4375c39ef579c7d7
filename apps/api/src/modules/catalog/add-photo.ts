/**
 * Staff upload a photo to a product, or to one of its colour variants: the image pipeline stores it (sizes,
 * AVIF, link preview) before the product's or variant's image list grows by it.
 */
import { type AdminProduct, API_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { ImagesService } from '../images/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { GetProduct } from './edit-products.js';
import type { CatalogWrites } from './product-writes.js';
import type { CatalogRepository } from './repository.js';
import { toVariant } from './to-product.js';

export interface AddPhotoDeps {
  db: Database;
  repository: Pick<CatalogRepository, 'findAdminProduct' | 'findVariant' | 'updateVariant' | 'updateProduct'>;
  images: Pick<ImagesService, 'store'>;
  writes: CatalogWrites;
  getProduct: GetProduct;
}

export function createAddProductPhoto({ db, repository, images, writes, getProduct }: AddPhotoDeps) {
  return async function addProductPhoto(
    actor: SessionUser,
    id: string,
    bytes: Buffer,
    variantId: string | undefined,
  ): Promise<AdminProduct> {
    if (!(await repository.findAdminProduct(db, id))) throw new NotFoundError(API_MESSAGES.productNotFound);
    const image = await images.store(bytes);
    if (variantId) {
      await writes.writeVariant(actor, id, 'variant.image', async (tx) => {
        const variant = await repository.findVariant(tx, id, variantId);
        if (!variant) throw new NotFoundError(API_MESSAGES.variantNotFound);
        const updated = await repository.updateVariant(tx, variantId, {
          images: [...variant.images, image.path],
        });
        return {
          entityId: variantId,
          before: toVariant(variant),
          ...(updated && { after: toVariant(updated) }),
        };
      });
    } else {
      await writes.writeProduct(actor, id, 'product.image', (tx, before) =>
        repository.updateProduct(tx, id, { images: [...before.images, image.path] }),
      );
    }
    return getProduct(id);
  };
}
