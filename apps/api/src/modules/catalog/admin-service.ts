/**
 * Running the catalogue (issue 14), one file per kind of thing staff edit: edit-products, edit-variants,
 * add-photo, set-product-stock and set-product-skus (through the inventory module), edit-categories, edit-posters,
 * export-catalog and import-catalog (the catalogue's CSV). Every write
 * and its audit entry share one transaction (product-writes.ts); this wires them once with the catalogue
 * repository, for app.ts.
 */
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/service.js';
import type { ImagesService } from '../images/service.js';
import type { InventoryService } from '../inventory/service.js';
import { createAddProductPhoto } from './add-photo.js';
import { createEditCategories } from './edit-categories.js';
import { createEditPosters } from './edit-posters.js';
import { createEditProducts } from './edit-products.js';
import { createEditVariants } from './edit-variants.js';
import { createExportCatalog } from './export-catalog.js';
import { createImportCatalog } from './import-catalog.js';
import { createCatalogWrites, type ReadTaxClasses } from './product-writes.js';
import { catalogRepository } from './repository.js';
import { createSetProductSkus } from './set-product-skus.js';
import { createSetProductStock } from './set-product-stock.js';

export interface AdminCatalogDeps {
  db: Database;
  clock: Clock;
  images: ImagesService;
  inventory: Pick<InventoryService, 'setStock' | 'setSkus' | 'syncSkus' | 'listSkus' | 'stockNewProducts'>;
  audit: Pick<AuditService, 'record'>;
  /** Drops the storefront's cached catalogue answers; called after a commit shoppers can see. */
  onCatalogChange: () => void;
  /** The store's tax classes (the settings module's table), which a product or category edit must name. */
  taxClasses: ReadTaxClasses;
  /** Whether a file is stored at a public path (the catalogue import's photos); none known without it. */
  photoExists?: (path: string) => Promise<boolean>;
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;

export function createAdminCatalogService({
  db,
  clock,
  images,
  inventory,
  audit,
  onCatalogChange,
  taxClasses,
  photoExists = async () => false,
}: AdminCatalogDeps) {
  const repository = catalogRepository;
  const writes = createCatalogWrites({ db, repository, audit, inventory, onCatalogChange });
  const products = createEditProducts({
    db,
    clock,
    repository,
    writes,
    audit,
    inventory,
    onCatalogChange,
    taxClasses,
  });
  return {
    ...products,
    ...createEditVariants({ repository, writes }),
    addProductPhoto: createAddProductPhoto({
      db,
      repository,
      images,
      writes,
      getProduct: products.getProduct,
    }),
    setProductStock: createSetProductStock({ inventory, writes }),
    setProductSkus: createSetProductSkus({ db, repository, inventory, audit, onCatalogChange }),
    ...createEditCategories({ db, repository, audit, onCatalogChange, taxClasses }),
    ...createEditPosters({ db, repository, audit, onCatalogChange }),
    exportCatalog: createExportCatalog({ db, repository }),
    importCatalog: createImportCatalog({
      db,
      clock,
      repository,
      inventory,
      audit,
      photoExists,
      onCatalogChange,
    }),
  };
}
