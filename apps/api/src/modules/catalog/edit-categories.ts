/** Staff list, create and edit categories; a slug already taken is 409, and an empty edit changes nothing. */
import { ADMIN_MESSAGES, type AdminCategory, API_MESSAGES } from '@zari/contract';
import type { AdminCategoryCreate, AdminCategoryListQuery, AdminCategoryPatch } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { defined, isUniqueViolation, type ReadTaxClasses, requireTaxClass } from './product-writes.js';
import type { CatalogRepository } from './repository.js';
import { toAdminCategory } from './to-product.js';
import { mergeTranslations } from './translations.js';

type CategoryCreate = z.output<typeof AdminCategoryCreate>;
type CategoryPatch = z.output<typeof AdminCategoryPatch>;

export interface EditCategoriesDeps {
  db: Database;
  repository: Pick<
    CatalogRepository,
    'listAdminCategories' | 'findAdminCategory' | 'insertCategory' | 'lockCategory' | 'updateCategory'
  >;
  audit: Pick<AuditService, 'record'>;
  onCatalogChange: () => void;
  taxClasses: ReadTaxClasses;
}

const slugTaken = (error: unknown) => {
  throw isUniqueViolation(error) ? new ConflictError(ADMIN_MESSAGES.categorySlugTaken) : error;
};

export function createEditCategories({
  db,
  repository,
  audit,
  onCatalogChange,
  taxClasses,
}: EditCategoriesDeps) {
  async function answer(id: string) {
    const row = await repository.findAdminCategory(db, id);
    if (!row) throw new NotFoundError(API_MESSAGES.categoryNotFound);
    return toAdminCategory(row);
  }

  return {
    /** All, or (issue 35) only those without a Hindi title. */
    async listCategories(query: z.output<typeof AdminCategoryListQuery> = {}): Promise<AdminCategory[]> {
      return (
        await repository.listAdminCategories(db, { missingHindi: query.missingTranslation === 'hi' })
      ).map(toAdminCategory);
    },

    async createCategory(actor: SessionUser, input: CategoryCreate): Promise<AdminCategory> {
      await requireTaxClass(taxClasses, input.taxClass);
      const id = await db
        .transaction(async (tx) => {
          const categoryId = await repository.insertCategory(tx, {
            ...input,
            translations: mergeTranslations({}, input.translations),
          });
          await audit.record(tx, {
            actorId: actor.id,
            action: 'category.create',
            entityType: 'category',
            entityId: categoryId,
            after: input,
          });
          return categoryId;
        })
        .catch(slugTaken);
      onCatalogChange();
      return answer(id);
    },

    async updateCategory(actor: SessionUser, id: string, patch: CategoryPatch): Promise<AdminCategory> {
      await requireTaxClass(taxClasses, patch.taxClass);
      await db
        .transaction(async (tx) => {
          const before = await repository.lockCategory(tx, id);
          if (!before) throw new NotFoundError(API_MESSAGES.categoryNotFound);
          const fields = defined({
            ...patch,
            translations: patch.translations && mergeTranslations(before.translations, patch.translations),
          });
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
        .catch(slugTaken);
      onCatalogChange();
      return answer(id);
    },
  };
}
