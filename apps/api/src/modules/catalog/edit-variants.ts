/** Staff add, edit and remove a product's colour variants, each with its own price and photos. */
import { ADMIN_MESSAGES, API_MESSAGES, type ProductVariant, rupeesToPaise } from '@zari/contract';
import type { AdminVariantCreate, AdminVariantPatch } from '@zari/contract/schemas';
import type { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { SessionUser } from '../sessions/service.js';
import { type CatalogWrites, defined, paiseOf } from './product-writes.js';
import type { CatalogRepository } from './repository.js';
import { toVariant } from './to-product.js';

type VariantCreate = z.output<typeof AdminVariantCreate>;
type VariantPatch = z.output<typeof AdminVariantPatch>;

export interface EditVariantsDeps {
  repository: Pick<CatalogRepository, 'insertVariant' | 'findVariant' | 'updateVariant' | 'deleteVariant'>;
  writes: CatalogWrites;
}

export function createEditVariants({ repository, writes }: EditVariantsDeps) {
  return {
    async createVariant(actor: SessionUser, productId: string, input: VariantCreate) {
      const { after } = await writes.writeVariant(actor, productId, 'variant.create', async (tx) => {
        const row = await repository.insertVariant(tx, {
          productId,
          colorCode: input.colorCode,
          colorName: input.colorName,
          pricePaise: rupeesToPaise(input.price),
          discountedPricePaise: rupeesToPaise(input.discountedPrice),
          images: input.images,
        });
        return { entityId: row.id, after: toVariant(row) };
      });
      return after as ProductVariant;
    },

    async updateVariant(actor: SessionUser, productId: string, variantId: string, patch: VariantPatch) {
      const { after } = await writes.writeVariant(actor, productId, 'variant.update', async (tx) => {
        const before = await repository.findVariant(tx, productId, variantId);
        if (!before) throw new NotFoundError(API_MESSAGES.variantNotFound);
        const fields = defined({
          colorCode: patch.colorCode,
          colorName: patch.colorName,
          pricePaise: paiseOf(patch.price),
          discountedPricePaise: paiseOf(patch.discountedPrice),
          images: patch.images,
        });
        if (
          (fields.discountedPricePaise ?? before.discountedPricePaise) >
          (fields.pricePaise ?? before.pricePaise)
        ) {
          throw new BadRequestError(ADMIN_MESSAGES.discountAboveAmount);
        }
        const row =
          Object.keys(fields).length > 0 ? await repository.updateVariant(tx, variantId, fields) : before;
        return { entityId: variantId, before: toVariant(before), after: toVariant(row ?? before) };
      });
      return after as ProductVariant;
    },

    async deleteVariant(actor: SessionUser, productId: string, variantId: string) {
      const { before } = await writes.writeVariant(actor, productId, 'variant.delete', async (tx) => {
        const row = await repository.findVariant(tx, productId, variantId);
        if (!row) throw new NotFoundError(API_MESSAGES.variantNotFound);
        await repository.deleteVariant(tx, variantId);
        return { entityId: variantId, before: toVariant(row) };
      });
      return before as ProductVariant;
    },
  };
}
