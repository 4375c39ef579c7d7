/**
 * Staff import the catalogue as CSV (issue 31), the way they import pincodes (pincodes/import-pincodes.ts):
 * every row is checked first and a dry run stops there with every bad row and field named. A real import
 * then writes the whole file in one transaction, or nothing when any row is bad: a half-loaded catalogue
 * would sell sizes whose rows were skipped.
 *
 * A row is one SKU. It belongs to the product its `product_id` names, else to the product holding its SKU
 * code, else to a new product (rows of the same new title and category are one product). Colours are matched
 * by name (or by code when unnamed), sizes by name; new ones are added, and the ones a file does not name are
 * left as they are. Stock and SKU codes go through the inventory module (set-stock.ts), which keeps the
 * product's total their sum. Photos are paths already uploaded (or none); each product's change is audited.
 */
import {
  ADMIN_MESSAGES,
  CATALOG_IMPORT_ERRORS_MAX,
  CATALOG_IMPORT_MAX_ROWS,
  type CatalogImportResult,
  type CatalogImportRowError,
} from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import { type CatalogCsvRow, FIELD, parseCatalogCsv, type RejectedCatalogRow } from './catalog-csv.js';
import { productSnapshot } from './product-writes.js';
import type { CatalogRepository } from './repository.js';

type Repository = Pick<
  CatalogRepository,
  | 'findProductsByIds'
  | 'listVariantsOfProducts'
  | 'findSkusForImport'
  | 'listCategorySlugs'
  | 'knownPhotoPaths'
  | 'lockProduct'
  | 'insertProduct'
  | 'updateProduct'
  | 'insertVariant'
  | 'updateVariant'
>;

type ProductRow = Awaited<ReturnType<CatalogRepository['findProductsByIds']>>[number];
type VariantRow = Awaited<ReturnType<CatalogRepository['listVariantsOfProducts']>>[number];

export interface ImportCatalogDeps {
  db: Database;
  clock: Clock;
  repository: Repository;
  inventory: Pick<InventoryService, 'syncSkus' | 'setSkus' | 'stockNewProducts'>;
  audit: Pick<AuditService, 'record'>;
  /** Whether a file is stored at this public path (an upload the image pipeline did not record). */
  photoExists: (path: string) => Promise<boolean>;
  onCatalogChange: () => void;
}

/** A colour of a product as the file gives it (first row of the colour), or the colourless "colour". */
interface PlannedColour {
  key: string;
  name: string;
  code: string;
  mrpPaise: number;
  pricePaise: number;
  photos: string[];
  line: number;
}

interface PlannedProduct {
  existing: ProductRow | undefined;
  title: string;
  description: string;
  categoryId: string | undefined;
  coloured: boolean;
  colours: Map<string, PlannedColour>;
  sizes: string[];
  cells: { colourKey: string; size: string; stock: number; code: string; line: number }[];
  firstLine: number;
}

const colourKeyOf = (row: { colour: string; colourCode: string }) =>
  row.colour
    ? `name:${row.colour.toLowerCase()}`
    : row.colourCode
      ? `code:${row.colourCode.toUpperCase()}`
      : '';
const variantKeyOf = (variant: VariantRow) =>
  variant.colorName ? `name:${variant.colorName.toLowerCase()}` : `code:${variant.colorCode.toUpperCase()}`;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function createImportCatalog(deps: ImportCatalogDeps) {
  const { db, clock, repository, inventory, audit, photoExists, onCatalogChange } = deps;

  /** Everything the rows name that is already stored, in a few queries whatever the file's size. */
  async function load(rows: (CatalogCsvRow | RejectedCatalogRow)[]) {
    const ids = [...new Set(rows.map((row) => row.productId).filter(Boolean))];
    const codes = [...new Set(rows.map((row) => ('sku' in row ? row.sku : '')).filter(Boolean))];
    const [byId, categories, codeSkus] = await Promise.all([
      repository.findProductsByIds(db, ids),
      repository.listCategorySlugs(db),
      repository.findSkusForImport(db, { productIds: [], codes }),
    ]);
    const productIds = [...new Set([...byId.map((p) => p.id), ...codeSkus.map((sku) => sku.productId)])];
    const [products, variants, skus] = await Promise.all([
      repository.findProductsByIds(db, productIds),
      repository.listVariantsOfProducts(db, productIds),
      repository.findSkusForImport(db, { productIds, codes: [] }),
    ]);
    const photos = [...new Set(rows.flatMap((row) => row.photos))];
    const known = await repository.knownPhotoPaths(db, photos);
    for (const path of photos) {
      if (!known.has(path) && (await photoExists(path))) known.add(path);
    }
    return {
      products: new Map(products.map((product) => [product.id, product])),
      variants,
      skus,
      skuByCode: new Map(codeSkus.map((sku) => [sku.code as string, sku])),
      categoryBySlug: new Map(categories.map((category) => [category.slug.toLowerCase(), category.id])),
      knownPhotos: known,
    };
  }

  /** Groups good rows into products, naming each row that cannot be placed. */
  function plan(
    rows: CatalogCsvRow[],
    rejected: RejectedCatalogRow[],
    stored: Awaited<ReturnType<typeof load>>,
  ) {
    const errors: CatalogImportRowError[] = [];
    const fail = (line: number, field: keyof typeof FIELD, message: string) =>
      errors.push({ line, field: FIELD[field], message });
    // A row already refused for its cells is still checked against what is stored, every bad field at once.
    for (const row of rejected) {
      if (row.productId && !stored.products.has(row.productId))
        fail(row.line, 'productId', ADMIN_MESSAGES.catalogRowProductUnknown);
      if (row.category && !stored.categoryBySlug.has(row.category.toLowerCase()))
        fail(row.line, 'category', ADMIN_MESSAGES.catalogRowCategoryUnknown(row.category));
      for (const path of row.photos) {
        if (!stored.knownPhotos.has(path)) fail(row.line, 'photos', ADMIN_MESSAGES.catalogRowPhoto(path));
      }
    }
    const planned = new Map<string, PlannedProduct>();
    const codeLine = new Map<string, number>();
    const cellLine = new Map<string, number>();

    for (const row of rows) {
      const before = errors.length;
      for (const path of row.photos) {
        if (!stored.knownPhotos.has(path)) fail(row.line, 'photos', ADMIN_MESSAGES.catalogRowPhoto(path));
      }
      if (row.sku && codeLine.has(row.sku))
        fail(row.line, 'sku', ADMIN_MESSAGES.catalogRowSkuDuplicate(codeLine.get(row.sku) as number));
      const bySku = row.sku ? stored.skuByCode.get(row.sku) : undefined;
      let existing: ProductRow | undefined;
      if (row.productId) {
        existing = stored.products.get(row.productId);
        if (!existing) fail(row.line, 'productId', ADMIN_MESSAGES.catalogRowProductUnknown);
      } else if (bySku) {
        existing = stored.products.get(bySku.productId);
      }
      const categoryId = row.category ? stored.categoryBySlug.get(row.category.toLowerCase()) : undefined;
      if (row.category && !categoryId)
        fail(row.line, 'category', ADMIN_MESSAGES.catalogRowCategoryUnknown(row.category));
      if (!existing && !row.productId) {
        if (!row.title) fail(row.line, 'title', ADMIN_MESSAGES.catalogRowTitle);
        if (!row.category) fail(row.line, 'category', ADMIN_MESSAGES.catalogRowCategory);
      }
      if (errors.length > before) continue;

      const key = existing ? existing.id : `new:${row.title.toLowerCase()}|${categoryId}`;
      const colourKey = colourKeyOf(row);
      // A SKU code already held names one SKU: its product, colour and size must be this row's.
      if (bySku) {
        const variant = stored.variants.find((v) => v.id === bySku.variantId);
        const skuColourKey = variant ? variantKeyOf(variant) : '';
        if (bySku.productId !== existing?.id || bySku.size !== row.size || skuColourKey !== colourKey) {
          fail(row.line, 'sku', ADMIN_MESSAGES.catalogRowSkuElsewhere(row.sku));
          continue;
        }
      }
      const cellId = `${key}|${colourKey}|${row.size}`;
      if (cellLine.has(cellId)) {
        fail(row.line, 'size', ADMIN_MESSAGES.catalogRowCellDuplicate(cellLine.get(cellId) as number));
        continue;
      }
      let product = planned.get(key);
      if (!product) {
        const storedColours = existing ? stored.variants.filter((v) => v.productId === existing.id) : [];
        product = {
          existing,
          title: row.title,
          description: row.description,
          categoryId,
          coloured: existing && storedColours.length > 0 ? true : colourKey !== '',
          colours: new Map(),
          sizes: existing ? [...existing.sizes] : [],
          cells: [],
          firstLine: row.line,
        };
        planned.set(key, product);
      }
      if (product.coloured !== (colourKey !== '')) {
        fail(row.line, 'colour', ADMIN_MESSAGES.catalogRowColourMixed);
        continue;
      }
      const colour = product.colours.get(colourKey);
      if (colour) {
        const differs = (field: keyof typeof FIELD) =>
          fail(row.line, field, ADMIN_MESSAGES.catalogRowDiffers(colour.line));
        if (colour.code !== row.colourCode) differs('colourCode');
        else if (colour.mrpPaise !== row.mrpPaise) differs('mrp');
        else if (colour.pricePaise !== row.pricePaise) differs('price');
        else if (row.photos.length > 0 && colour.photos.length > 0 && !sameList(colour.photos, row.photos))
          differs('photos');
        if (errors.length > before) continue;
        if (colour.photos.length === 0) colour.photos = row.photos;
      } else {
        product.colours.set(colourKey, {
          key: colourKey,
          name: row.colour,
          code: row.colourCode,
          mrpPaise: row.mrpPaise,
          pricePaise: row.pricePaise,
          photos: row.photos,
          line: row.line,
        });
      }
      if (row.size && !product.sizes.includes(row.size)) {
        if (product.sizes.length >= 20) {
          fail(row.line, 'size', ADMIN_MESSAGES.catalogRowTooManySizes);
          continue;
        }
        product.sizes.push(row.size);
      }
      if (row.sku) codeLine.set(row.sku, row.line);
      cellLine.set(cellId, row.line);
      product.cells.push({ colourKey, size: row.size, stock: row.stock, code: row.sku, line: row.line });
    }
    return { planned: [...planned.values()], errors };
  }

  /** Whether applying the plan would change a stored product (its fields, colours, sizes, stock or codes). */
  function changes(product: PlannedProduct, stored: Awaited<ReturnType<typeof load>>): boolean {
    const existing = product.existing;
    if (!existing) return true;
    if (product.title && product.title !== existing.title) return true;
    if (product.description && product.description !== existing.description) return true;
    if (product.categoryId && product.categoryId !== existing.categoryId) return true;
    if (!sameList(product.sizes, existing.sizes)) return true;
    const variants = stored.variants.filter((v) => v.productId === existing.id);
    for (const colour of product.colours.values()) {
      if (!product.coloured) {
        if (colour.mrpPaise !== existing.amountPaise || colour.pricePaise !== existing.discountedPaise)
          return true;
        if (colour.photos.length > 0 && !sameList(colour.photos, existing.images)) return true;
        continue;
      }
      const variant = variants.find((v) => variantKeyOf(v) === colour.key);
      if (!variant) return true;
      if (variant.colorCode.toUpperCase() !== colour.code) return true;
      if (variant.pricePaise !== colour.mrpPaise || variant.discountedPricePaise !== colour.pricePaise)
        return true;
      if (colour.photos.length > 0 && !sameList(colour.photos, variant.images)) return true;
    }
    const skus = stored.skus.filter((sku) => sku.productId === existing.id);
    for (const cell of product.cells) {
      const sku = skus.find(
        (s) =>
          s.size === cell.size &&
          (s.variantId === null
            ? cell.colourKey === ''
            : variants.some((v) => v.id === s.variantId && variantKeyOf(v) === cell.colourKey)),
      );
      if (!sku || sku.stock !== cell.stock || (cell.code && sku.code !== cell.code)) return true;
    }
    return false;
  }

  /** The colours of a planned product that are stored or made: their ids by the plan's colour key. */
  async function writeColours(tx: Transaction, productId: string, product: PlannedProduct) {
    const variantIdOf = new Map<string, string | null>([['', null]]);
    if (!product.coloured) return variantIdOf;
    const variants = product.existing ? await repository.listVariantsOfProducts(tx, [productId]) : [];
    for (const colour of product.colours.values()) {
      const variant = variants.find((v) => variantKeyOf(v) === colour.key);
      if (!variant) {
        const created = await repository.insertVariant(tx, {
          productId,
          colorCode: colour.code,
          colorName: colour.name,
          pricePaise: colour.mrpPaise,
          discountedPricePaise: colour.pricePaise,
          images: colour.photos,
        });
        variantIdOf.set(colour.key, created.id);
        continue;
      }
      variantIdOf.set(colour.key, variant.id);
      const fields: Parameters<CatalogRepository['updateVariant']>[2] = {};
      if (variant.colorCode.toUpperCase() !== colour.code) fields.colorCode = colour.code;
      if (variant.pricePaise !== colour.mrpPaise) fields.pricePaise = colour.mrpPaise;
      if (variant.discountedPricePaise !== colour.pricePaise) fields.discountedPricePaise = colour.pricePaise;
      if (colour.photos.length > 0 && !sameList(colour.photos, variant.images)) fields.images = colour.photos;
      if (Object.keys(fields).length > 0) await repository.updateVariant(tx, variant.id, fields);
    }
    return variantIdOf;
  }

  const cellsOf = (product: PlannedProduct, variantIdOf: Map<string, string | null>) =>
    product.cells.map((cell) => ({
      variantId: variantIdOf.get(cell.colourKey) ?? null,
      size: cell.size,
      stock: cell.stock,
      ...(cell.code && { code: cell.code }),
    }));

  /** Changes one stored product of the plan in the import's transaction, with its audit entry. */
  async function update(tx: Transaction, actor: SessionUser, product: PlannedProduct, existing: ProductRow) {
    const first = product.colours.values().next().value as PlannedColour;
    const locked = await repository.lockProduct(tx, existing.id);
    if (!locked) return;
    const fields: Parameters<CatalogRepository['updateProduct']>[2] = {};
    if (product.title && product.title !== locked.title) fields.title = product.title;
    if (product.description && product.description !== locked.description)
      fields.description = product.description;
    if (product.categoryId && product.categoryId !== locked.categoryId)
      fields.categoryId = product.categoryId;
    if (!sameList(product.sizes, locked.sizes)) fields.sizes = product.sizes;
    if (!product.coloured) {
      if (first.mrpPaise !== locked.amountPaise) fields.amountPaise = first.mrpPaise;
      if (first.pricePaise !== locked.discountedPaise) fields.discountedPaise = first.pricePaise;
      if (first.photos.length > 0 && !sameList(first.photos, locked.images)) fields.images = first.photos;
    }
    const changed =
      Object.keys(fields).length > 0 ? await repository.updateProduct(tx, locked.id, fields) : locked;
    const variantIdOf = await writeColours(tx, locked.id, product);
    // The matrix becomes the colours × sizes, then the file's cells get their stock and codes.
    await inventory.syncSkus(tx, locked.id);
    const stockCount = await inventory.setSkus(tx, locked.id, cellsOf(product, variantIdOf));
    await audit.record(tx, {
      actorId: actor.id,
      action: 'product.import',
      entityType: 'product',
      entityId: locked.id,
      before: productSnapshot(locked),
      after: productSnapshot({ ...(changed ?? locked), stockCount }),
    });
  }

  /**
   * Makes the new products of the plan in the import's transaction: each product and its colours, then all
   * their SKUs at once (every colour × size, the file's cells with their stock and codes, the rest at 0),
   * then an audit entry each.
   */
  async function create(tx: Transaction, actor: SessionUser, planned: PlannedProduct[]) {
    const made: { row: Awaited<ReturnType<CatalogRepository['insertProduct']>>; stockCount: number }[] = [];
    const cells: Parameters<InventoryService['stockNewProducts']>[1][number][] = [];
    for (const product of planned) {
      const first = product.colours.values().next().value as PlannedColour;
      const row = await repository.insertProduct(tx, {
        title: product.title,
        description: product.description,
        categoryId: product.categoryId as string,
        amountPaise: first.mrpPaise,
        discountedPaise: first.pricePaise,
        images: first.photos,
        sizes: product.sizes,
        stockCount: 0,
        createdAt: clock.now(),
      });
      const variantIdOf = await writeColours(tx, row.id, product);
      const named = cellsOf(product, variantIdOf);
      const colourIds = product.coloured
        ? [...product.colours.keys()].map((key) => variantIdOf.get(key) ?? null)
        : [null];
      for (const variantId of colourIds) {
        for (const size of product.sizes.length > 0 ? product.sizes : ['']) {
          const cell = named.find((c) => c.variantId === variantId && c.size === size);
          cells.push({
            productId: row.id,
            variantId,
            size,
            stock: cell?.stock ?? 0,
            code: cell?.code ?? null,
          });
        }
      }
      made.push({ row, stockCount: named.reduce((sum, cell) => sum + cell.stock, 0) });
    }
    await inventory.stockNewProducts(tx, cells);
    for (const { row, stockCount } of made) {
      await audit.record(tx, {
        actorId: actor.id,
        action: 'product.import',
        entityType: 'product',
        entityId: row.id,
        after: productSnapshot({ ...row, stockCount }),
      });
    }
  }

  return async function importCatalog(
    actor: SessionUser,
    csv: string,
    dryRun: boolean,
  ): Promise<CatalogImportResult> {
    const parsed = parseCatalogCsv(csv);
    if (!parsed) throw new BadRequestError(ADMIN_MESSAGES.catalogImportHeader);
    if (parsed.rows === 0) throw new BadRequestError(ADMIN_MESSAGES.catalogImportEmpty);
    if (parsed.rows > CATALOG_IMPORT_MAX_ROWS)
      throw new BadRequestError(ADMIN_MESSAGES.catalogImportTooLarge);

    const stored = await load([...parsed.valid, ...parsed.rejected]);
    const { planned, errors: placeErrors } = plan(parsed.valid, parsed.rejected, stored);
    // By line, then in the columns' order.
    const fieldOrder = Object.values(FIELD);
    const errors = [...parsed.errors, ...placeErrors].sort(
      (a, b) => a.line - b.line || fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field),
    );
    const changed = planned.filter((product) => changes(product, stored));
    const created = changed.filter((product) => !product.existing).length;
    const result: CatalogImportResult = {
      dryRun,
      rows: parsed.rows,
      errorCount: errors.length,
      errors: errors.slice(0, CATALOG_IMPORT_ERRORS_MAX),
      created,
      updated: changed.length - created,
      unchanged: planned.length - changed.length,
      skus: planned.reduce((sum, product) => sum + product.cells.length, 0),
    };
    if (dryRun) return result;
    if (errors.length > 0) {
      const lines = new Set(errors.map((error) => error.line)).size;
      throw new BadRequestError(ADMIN_MESSAGES.catalogImportHasErrors(lines));
    }
    if (changed.length === 0) return result;
    // Stored products in id order, the order every stock writer locks them in; then the new ones.
    const updates = changed
      .flatMap((product) => (product.existing ? [{ product, existing: product.existing }] : []))
      .sort((a, b) => a.existing.id.localeCompare(b.existing.id));
    await db.transaction(async (tx) => {
      for (const { product, existing } of updates) await update(tx, actor, product, existing);
      await create(
        tx,
        actor,
        changed.filter((product) => !product.existing),
      );
    });
    onCatalogChange();
    return result;
  };
}
