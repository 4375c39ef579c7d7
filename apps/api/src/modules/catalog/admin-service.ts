/**
 * Running the catalogue (issue 14): products, colour variants, stock, photos, categories and banners.
 * Prices arrive in rupees and are kept in paise. Every write and its audit entry share one transaction;
 * after each commit that changes what shoppers see, the storefront's cached catalogue answers are dropped,
 * so the change shows on this instance at once and on every other within the cache's lifetime.
 */
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminCategory,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminStockUpdate,
  API_MESSAGES,
  type Poster,
  type ProductVariant,
  rupeesToPaise,
} from '@zari/contract';
import type {
  AdminCategoryCreate,
  AdminCategoryPatch,
  AdminPosterUpdate,
  AdminProductCreate,
  AdminProductPatch,
  AdminVariantCreate,
  AdminVariantPatch,
} from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { decodeCreatedCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { AuditService } from '../audit/service.js';
import type { ImagesService } from '../images/service.js';
import type { SessionUser } from '../sessions/service.js';
import * as repository from './admin-repository.js';
import { posterLinks, toProduct, toVariant } from './service.js';

type ProductCreate = z.output<typeof AdminProductCreate>;
type ProductPatch = z.output<typeof AdminProductPatch>;
type CategoryCreate = z.output<typeof AdminCategoryCreate>;
type CategoryPatch = z.output<typeof AdminCategoryPatch>;
type PosterUpdate = z.output<typeof AdminPosterUpdate>;
type VariantCreate = z.output<typeof AdminVariantCreate>;
type VariantPatch = z.output<typeof AdminVariantPatch>;
type ProductRow = NonNullable<Awaited<ReturnType<typeof repository.lockProduct>>>;

export interface AdminCatalogDeps {
  db: Database;
  clock: Clock;
  images: ImagesService;
  audit: AuditService;
  /** Drops the storefront's cached catalogue answers; called after a commit shoppers can see. */
  onCatalogChange: () => void;
}

/** What the audit log keeps of a product: the fields staff edit, money in paise as stored. */
function productSnapshot(row: ProductRow) {
  return {
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    amountPaise: row.amountPaise,
    discountedPaise: row.discountedPaise,
    images: row.images,
    sizes: row.sizes,
    stockCount: row.stockCount,
    fastDelivery: row.fastDelivery,
    tag: row.tag,
    productInfo: row.productInfo,
    archived: row.archivedAt !== null,
  };
}

const paiseOf = (rupees: number | undefined) => (rupees === undefined ? undefined : rupeesToPaise(rupees));

/** Only the fields present in a patch, so an absent field is left alone rather than cleared. */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function createAdminCatalogService({ db, clock, images, audit, onCatalogChange }: AdminCatalogDeps) {
  async function get(id: string): Promise<AdminProduct> {
    const row = await repository.findProduct(db, id);
    if (!row) throw new NotFoundError(API_MESSAGES.productNotFound);
    const variants = await repository.listVariants(db, id);
    return {
      ...toProduct(row),
      archived: row.archivedAt !== null,
      createdAt: row.createdAt.toISOString(),
      variants: variants.map(toVariant),
      media: row.media ?? {},
    };
  }

  async function requireCategory(categoryId: string | undefined) {
    if (categoryId && !(await repository.categoryExists(db, categoryId))) {
      throw new BadRequestError(API_MESSAGES.categoryNotFound);
    }
  }

  /** Runs a write on a product (locked) with its audit entry, then drops the storefront's cache. */
  async function writeProduct(
    actor: SessionUser,
    id: string,
    action: string,
    write: (tx: Transaction, row: ProductRow) => Promise<ProductRow | undefined>,
  ) {
    await db.transaction(async (tx) => {
      const before = await repository.lockProduct(tx, id);
      if (!before) throw new NotFoundError(API_MESSAGES.productNotFound);
      const after = (await write(tx, before)) ?? before;
      await audit.record(tx, {
        actorId: actor.id,
        action,
        entityType: 'product',
        entityId: id,
        before: productSnapshot(before),
        after: productSnapshot(after),
      });
    });
    onCatalogChange();
  }

  async function writeVariant(
    actor: SessionUser,
    productId: string,
    action: string,
    write: (
      tx: Transaction,
    ) => Promise<{ before?: ProductVariant; after?: ProductVariant; entityId: string }>,
  ) {
    const result = await db.transaction(async (tx) => {
      if (!(await repository.lockProduct(tx, productId)))
        throw new NotFoundError(API_MESSAGES.productNotFound);
      const change = await write(tx);
      await audit.record(tx, {
        actorId: actor.id,
        action,
        entityType: 'variant',
        entityId: change.entityId,
        before: change.before,
        after: change.after,
      });
      return change;
    });
    onCatalogChange();
    return result;
  }

  return {
    get,

    async list(query: AdminProductListQuery) {
      const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
      const rows = await repository.searchProducts(db, {
        q: query.q || undefined,
        categoryId: query.categoryId,
        state: query.state ?? 'active',
        lowStock: query.lowStock ?? false,
        after: query.cursor ? decodeCreatedCursor(query.cursor) : undefined,
        limit,
      });
      const { page, nextCursor } = pageOf(rows, limit);
      return {
        nextCursor,
        products: page.map((row) => ({
          ...toProduct(row),
          archived: row.archivedAt !== null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async create(actor: SessionUser, input: ProductCreate): Promise<AdminProduct> {
      await requireCategory(input.categoryId);
      const id = await db.transaction(async (tx) => {
        const row = await repository.insertProduct(tx, {
          title: input.title,
          description: input.description,
          categoryId: input.categoryId,
          amountPaise: rupeesToPaise(input.amount),
          discountedPaise: rupeesToPaise(input.discountedAmount),
          images: input.images,
          sizes: input.sizes,
          stockCount: input.stockCount,
          fastDelivery: input.fastDelivery,
          tag: input.tag,
          productInfo: input.productInfo,
          createdAt: clock.now(),
        });
        await audit.record(tx, {
          actorId: actor.id,
          action: 'product.create',
          entityType: 'product',
          entityId: row.id,
          after: productSnapshot(row),
        });
        return row.id;
      });
      onCatalogChange();
      return get(id);
    },

    async update(actor: SessionUser, id: string, patch: ProductPatch): Promise<AdminProduct> {
      await requireCategory(patch.categoryId);
      await writeProduct(
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
            tag: patch.tag,
            productInfo: patch.productInfo,
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
      return get(id);
    },

    async archive(actor: SessionUser, id: string): Promise<AdminProduct> {
      await writeProduct(actor, id, 'product.archive', (tx, before) =>
        before.archivedAt
          ? Promise.resolve(before)
          : repository.updateProduct(tx, id, { archivedAt: clock.now() }),
      );
      return get(id);
    },

    async setStock(actor: SessionUser, id: string, change: AdminStockUpdate) {
      let stockCount = 0;
      await writeProduct(actor, id, 'product.stock', async (tx, before) => {
        const changed = await repository.changeStock(tx, id, change);
        if (!changed) throw new ConflictError(ADMIN_MESSAGES.stockBelowZero);
        stockCount = changed.stockCount;
        return { ...before, stockCount };
      });
      return { _id: id, stockCount, inStock: stockCount > 0 };
    },

    async addImage(
      actor: SessionUser,
      id: string,
      bytes: Buffer,
      variantId: string | undefined,
    ): Promise<AdminProduct> {
      if (!(await repository.findProduct(db, id))) throw new NotFoundError(API_MESSAGES.productNotFound);
      const image = await images.store(bytes);
      if (variantId) {
        await writeVariant(actor, id, 'variant.image', async (tx) => {
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
        await writeProduct(actor, id, 'product.image', (tx, before) =>
          repository.updateProduct(tx, id, { images: [...before.images, image.path] }),
        );
      }
      return get(id);
    },

    async createVariant(actor: SessionUser, productId: string, input: VariantCreate) {
      const { after } = await writeVariant(actor, productId, 'variant.create', async (tx) => {
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
      const { after } = await writeVariant(actor, productId, 'variant.update', async (tx) => {
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
        return {
          entityId: variantId,
          before: toVariant(before),
          after: toVariant(row ?? before),
        };
      });
      return after as ProductVariant;
    },

    async deleteVariant(actor: SessionUser, productId: string, variantId: string) {
      const { before } = await writeVariant(actor, productId, 'variant.delete', async (tx) => {
        const row = await repository.findVariant(tx, productId, variantId);
        if (!row) throw new NotFoundError(API_MESSAGES.variantNotFound);
        await repository.deleteVariant(tx, variantId);
        return { entityId: variantId, before: toVariant(row) };
      });
      return before as ProductVariant;
    },

    async listCategories(): Promise<AdminCategory[]> {
      return (await repository.listCategories(db)).map(toAdminCategory);
    },

    async createCategory(actor: SessionUser, input: CategoryCreate): Promise<AdminCategory> {
      const id = await db
        .transaction(async (tx) => {
          const categoryId = await repository.insertCategory(tx, input);
          await audit.record(tx, {
            actorId: actor.id,
            action: 'category.create',
            entityType: 'category',
            entityId: categoryId,
            after: input,
          });
          return categoryId;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new ConflictError(ADMIN_MESSAGES.categorySlugTaken) : error;
        });
      onCatalogChange();
      return toAdminCategory((await repository.findCategory(db, id)) as CategoryListRow);
    },

    async updateCategory(actor: SessionUser, id: string, patch: CategoryPatch): Promise<AdminCategory> {
      await db
        .transaction(async (tx) => {
          const before = await repository.lockCategory(tx, id);
          if (!before) throw new NotFoundError(API_MESSAGES.categoryNotFound);
          const fields = defined(patch);
          // An empty patch is a no-op answered with the category, as for products and variants; there is
          // nothing to write (and an UPDATE with no column is no statement at all), nor anything to audit.
          if (Object.keys(fields).length === 0) return;
          await repository.updateCategory(tx, id, fields);
          const { createdAt: _createdAt, id: _id, ...beforeFields } = before;
          await audit.record(tx, {
            actorId: actor.id,
            action: 'category.update',
            entityType: 'category',
            entityId: id,
            before: beforeFields,
            after: { ...beforeFields, ...fields },
          });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new ConflictError(ADMIN_MESSAGES.categorySlugTaken) : error;
        });
      onCatalogChange();
      return toAdminCategory((await repository.findCategory(db, id)) as CategoryListRow);
    },

    async listPosters(): Promise<Poster[]> {
      return (await repository.listPosterSets(db)).map(toPoster);
    },

    async updatePoster(actor: SessionUser, name: Poster['name'], update: PosterUpdate): Promise<Poster> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.lockPosterSet(tx, name);
        const saved = await repository.savePosterSet(
          tx,
          name,
          update.slides.map((slide) => slide.image),
          update.slides.map((slide) => slide.link ?? ''),
        );
        await audit.record(tx, {
          actorId: actor.id,
          action: 'poster.update',
          entityType: 'poster',
          entityId: name,
          before: before ? toPoster(before) : null,
          after: toPoster(saved),
        });
        return saved;
      });
      onCatalogChange();
      return toPoster(row);
    },
  };
}

type CategoryListRow = Awaited<ReturnType<typeof repository.listCategories>>[number];

function toAdminCategory(row: CategoryListRow): AdminCategory {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    position: row.position,
    productCount: row.productCount,
  };
}

function toPoster(row: { id: string; name: string; images: string[]; links: string[] }): Poster {
  return { _id: row.id, name: row.name as Poster['name'], images: row.images, links: posterLinks(row) };
}
