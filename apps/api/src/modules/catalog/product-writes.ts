/**
 * What every back-office write of the catalogue shares: it runs in one transaction with its audit entry, the
 * product locked first, and then the storefront's cached catalogue answers are dropped, so the change shows on
 * this instance at once and on every other within the cache's lifetime. After each, the inventory module
 * makes the product's SKUs its colours × sizes again (a colour added or deleted, sizes edited).
 */
import {
  API_MESSAGES,
  type ProductVariant,
  rupeesToPaise,
  TAX_MESSAGES,
  type TaxClass,
} from '@zari/contract';
import { taxClassId } from '@zari/contract/schemas';
import type { Database, Transaction } from '../../db/client.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { CatalogRepository } from './repository.js';

export type LockedProduct = NonNullable<Awaited<ReturnType<CatalogRepository['lockProduct']>>>;

export interface CatalogWriteDeps {
  db: Database;
  repository: Pick<CatalogRepository, 'lockProduct'>;
  audit: Pick<AuditService, 'record'>;
  /** Keeps the product's SKUs its colours × sizes after each write (issue 31). */
  inventory: Pick<InventoryService, 'syncSkus'>;
  /** Drops the storefront's cached catalogue answers; called after a commit shoppers can see. */
  onCatalogChange: () => void;
}

/** What the audit log keeps of a product: the fields staff edit, money in paise as stored. */
export function productSnapshot(row: LockedProduct) {
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
    returnable: row.returnable,
    specialOffer: row.specialOffer,
    tag: row.tag,
    productInfo: row.productInfo,
    translations: row.translations,
    hsn: row.hsn,
    taxClass: row.taxClass,
    archived: row.archivedAt !== null,
  };
}

/** The store's tax classes as a product or category edit is checked against them (the settings module's). */
export type ReadTaxClasses = () => Promise<readonly TaxClass[]>;

/**
 * A class named in an edit must be one the store holds (the table, not the seeded defaults): refused with the
 * contract's message before the write, not left to the foreign key's 500. The HSN shape the schema checked.
 */
export async function requireTaxClass(taxClasses: ReadTaxClasses, taxClass: string | null | undefined) {
  if (taxClass === null || taxClass === undefined) return;
  const known = taxClassId(await taxClasses()).safeParse(taxClass);
  if (!known.success) throw new BadRequestError(TAX_MESSAGES.taxClassUnknown);
}

export const paiseOf = (rupees: number | undefined) =>
  rupees === undefined ? undefined : rupeesToPaise(rupees);

/** Only the fields present in a patch, so an absent field is left alone rather than cleared. */
export function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function createCatalogWrites({ db, repository, audit, inventory, onCatalogChange }: CatalogWriteDeps) {
  return {
    /** Runs a write on a product (locked) with its audit entry, then drops the storefront's cache. */
    async writeProduct(
      actor: SessionUser,
      id: string,
      action: string,
      write: (tx: Transaction, row: LockedProduct) => Promise<LockedProduct | undefined>,
    ) {
      await db.transaction(async (tx) => {
        const before = await repository.lockProduct(tx, id);
        if (!before) throw new NotFoundError(API_MESSAGES.productNotFound);
        const written = (await write(tx, before)) ?? before;
        const stockCount = await inventory.syncSkus(tx, id);
        const after = stockCount === undefined ? written : { ...written, stockCount };
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
    },

    /** Runs a write on a variant with its audit entry, its product locked first, then drops the cache. */
    async writeVariant(
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
        await inventory.syncSkus(tx, productId);
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
    },
  };
}

export type CatalogWrites = ReturnType<typeof createCatalogWrites>;
