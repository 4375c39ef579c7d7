/**
 * Staff list, read, create, edit and archive products (issue 14). Prices arrive in rupees and are kept in
 * paise; a discount above the price is refused; archiving hides a product from the storefront and keeps it
 * for past orders.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminProduct,
  type AdminProductListQuery,
  API_MESSAGES,
  rupeesToPaise,
} from '@zari/contract';
import type { AdminProductCreate, AdminProductPatch } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { decodeCreatedCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { AuditService } from '../audit/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import {
  type CatalogWrites,
  defined,
  paiseOf,
  productSnapshot,
  type ReadTaxClasses,
  requireTaxClass,
} from './product-writes.js';
import type { CatalogRepository } from './repository.js';
import { toAdminProduct, toAdminProductSummary } from './to-product.js';
import { mergeTranslations } from './translations.js';

type ProductCreate = z.output<typeof AdminProductCreate>;
type ProductPatch = z.output<typeof AdminProductPatch>;

export interface EditProductsDeps {
  db: Database;
  clock: Clock;
  repository: Pick<
    CatalogRepository,
    | 'searchProducts'
    | 'findAdminProduct'
    | 'listVariants'
    | 'categoryExists'
    | 'insertProduct'
    | 'updateProduct'
  >;
  writes: CatalogWrites;
  audit: Pick<AuditService, 'record'>;
  inventory: Pick<InventoryService, 'syncSkus' | 'listSkus'>;
  onCatalogChange: () => void;
  taxClasses: ReadTaxClasses;
}

export type GetProduct = (id: string) => Promise<AdminProduct>;

export function createEditProducts({
  db,
  clock,
  repository,
  writes,
  audit,
  inventory,
  onCatalogChange,
  taxClasses,
}: EditProductsDeps) {
  async function getProduct(id: string): Promise<AdminProduct> {
    const row = await repository.findAdminProduct(db, id);
    if (!row) throw new NotFoundError(API_MESSAGES.productNotFound);
    return toAdminProduct(row, await repository.listVariants(db, id), await inventory.listSkus(db, id));
  }

  async function requireCategory(categoryId: string | undefined) {
    if (categoryId && !(await repository.categoryExists(db, categoryId))) {
      throw new BadRequestError(API_MESSAGES.categoryNotFound);
    }
  }

  return {
    getProduct,

    /** Active, archived or all; by title, category or low stock; paged by a keyset cursor on (created, id). */
    async listProducts(query: AdminProductListQuery) {
      const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
      const rows = await repository.searchProducts(db, {
        q: query.q || undefined,
        missingHindi: query.missingTranslation === 'hi',
        categoryId: query.categoryId,
        state: query.state ?? 'active',
        lowStock: query.lowStock ?? false,
        after: query.cursor ? decodeCreatedCursor(query.cursor) : undefined,
        limit,
      });
      const { page, nextCursor } = pageOf(rows, limit);
      return { nextCursor, products: page.map(toAdminProductSummary) };
    },

    async createProduct(actor: SessionUser, input: ProductCreate): Promise<AdminProduct> {
      await requireCategory(input.categoryId);
      await requireTaxClass(taxClasses, input.taxClass);
      const id = await db.transaction(async (tx) => {
        const row = await repository.insertProduct(tx, {
          title: input.title,
          description: input.description,
          categoryId: input.categoryId,
          amountPaise: rupeesToPaise(input.amount),
          discountedPaise: rupeesToPaise(input.discountedAmount),
          images: input.images,
          sizes: input.sizes,
          stockCount: 0,
          fastDelivery: input.fastDelivery,
          returnable: input.returnable,
          specialOffer: input.specialOffer,
          tag: input.tag,
          productInfo: input.productInfo,
          translations: mergeTranslations({}, input.translations),
          hsn: input.hsn ?? null,
          taxClass: input.taxClass ?? null,
          createdAt: clock.now(),
        });
        // Its SKUs (colours × sizes), the first count on the first; afterwards stock moves only through the
        // inventory module.
        const stockCount = (await inventory.syncSkus(tx, row.id, input.stockCount)) ?? input.stockCount;
        await audit.record(tx, {
          actorId: actor.id,
          action: 'product.create',
          entityType: 'product',
          entityId: row.id,
          after: productSnapshot({ ...row, stockCount }),
        });
        return row.id;
      });
      onCatalogChange();
      return getProduct(id);
    },

    async updateProduct(actor: SessionUser, id: string, patch: ProductPatch): Promise<AdminProduct> {
      await requireCategory(patch.categoryId);
      await requireTaxClass(taxClasses, patch.taxClass);
      await writes.writeProduct(
        actor,
        id,
        patch.archived === false ? 'product.restore' : 'product.update',
        async (tx, before) => {
          const fields = defined({
            title: patch.title,
            description: patch.description,
            categoryId: patch.categoryId,
            amountPaise: paiseOf(patch.amount),
            discountedPaise: paiseOf(patch.discountedAmount),
            images: patch.images,
            sizes: patch.sizes,
            fastDelivery: patch.fastDelivery,
            returnable: patch.returnable,
            specialOffer: patch.specialOffer,
            tag: patch.tag,
            productInfo: patch.productInfo,
            translations: patch.translations && mergeTranslations(before.translations, patch.translations),
            hsn: patch.hsn,
            taxClass: patch.taxClass,
            archivedAt:
              patch.archived === undefined
                ? undefined
                : patch.archived
                  ? (before.archivedAt ?? clock.now())
                  : null,
          });
          const amount = fields.amountPaise ?? before.amountPaise;
          const discounted = fields.discountedPaise ?? before.discountedPaise;
          if (discounted > amount) throw new BadRequestError(ADMIN_MESSAGES.discountAboveAmount);
          return Object.keys(fields).length > 0 ? repository.updateProduct(tx, id, fields) : before;
        },
      );
      return getProduct(id);
    },

    async archiveProduct(actor: SessionUser, id: string): Promise<AdminProduct> {
      await writes.writeProduct(actor, id, 'product.archive', (tx, before) =>
        before.archivedAt
          ? Promise.resolve(before)
          : repository.updateProduct(tx, id, { archivedAt: clock.now() }),
      );
      return getProduct(id);
    },
  };
}
