/**
 * Reads the catalogue's CSV (issue 31; columns in the contract's rules/catalog-csv.ts): a header naming the
 * columns in any order, then one row per SKU. Each row's cells are checked on their own here, every bad field
 * named with its line; what needs the database (products, categories, SKU codes, photos) is checked by the
 * import. Like the pincode import's reader (pincodes/csv.ts): csv-parse with each record's line.
 */
import {
  ADMIN_MESSAGES,
  type CatalogCsvColumn,
  type CatalogImportRowError,
  catalogCsvColumns,
  PRICE_MAX_RUPEES,
  parseCsvRupees,
  SKU_CODE_PATTERN,
  splitCsvPhotos,
} from '@zari/contract';
import { UploadedImagePath } from '@zari/contract/schemas';
import { readCsvRecords } from '../../lib/csv-records.js';

/** A row whose cells are each well formed. */
export interface CatalogCsvRow {
  line: number;
  productId: string;
  title: string;
  category: string;
  description: string;
  colour: string;
  colourCode: string;
  size: string;
  sku: string;
  stock: number;
  mrpPaise: number;
  pricePaise: number;
  photos: string[];
}

/** What of a bad row the import still checks against the database, so every bad field is named at once. */
export interface RejectedCatalogRow {
  line: number;
  productId: string;
  category: string;
  photos: string[];
}

export interface ParsedCatalogCsv {
  rows: number;
  valid: CatalogCsvRow[];
  rejected: RejectedCatalogRow[];
  errors: CatalogImportRowError[];
}

/** The export's name of each column, which an error names as its field. */
export const FIELD: Record<CatalogCsvColumn, string> = {
  productId: 'product_id',
  title: 'title',
  category: 'category',
  description: 'description',
  colour: 'colour',
  colourCode: 'colour_code',
  size: 'size',
  sku: 'sku',
  stock: 'stock',
  mrp: 'mrp',
  price: 'price',
  photos: 'photos',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLOUR_CODE = /^#[0-9a-fA-F]{6}$/;
const STOCK_MAX = 1_000_000;

/** Undefined when the file or its header is unusable: the caller refuses the whole file. */
export function parseCatalogCsv(csv: string): ParsedCatalogCsv | undefined {
  const records = readCsvRecords(csv);
  if (!records) return undefined;
  const [header, ...body] = records;
  const columns = header && catalogCsvColumns(header.record);
  if (!columns) return undefined;

  const valid: CatalogCsvRow[] = [];
  const rejected: RejectedCatalogRow[] = [];
  const errors: CatalogImportRowError[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    // A spreadsheet kept the apostrophe the export put before a cell starting with = + - @.
    const cell = (column: CatalogCsvColumn) =>
      (record[columns[column]] ?? '').trim().replace(/^'(?=[=+\-@])/, '');
    const before = errors.length;
    const fail = (column: CatalogCsvColumn, message: string) =>
      errors.push({ line, field: FIELD[column], message });

    const productId = cell('productId');
    if (productId && !UUID.test(productId)) fail('productId', ADMIN_MESSAGES.catalogRowProductId);
    const title = cell('title');
    if (title.length > 200 || (!productId && !title && !cell('sku')))
      fail('title', ADMIN_MESSAGES.catalogRowTitle);
    const description = cell('description');
    if (description.length > 5000) fail('description', ADMIN_MESSAGES.catalogRowDescription);
    const colour = cell('colour');
    if (colour.length > 50) fail('colour', ADMIN_MESSAGES.catalogRowColour);
    const colourCode = cell('colourCode');
    if ((colour || colourCode) && !COLOUR_CODE.test(colourCode))
      fail('colourCode', ADMIN_MESSAGES.catalogRowColourCode);
    const size = cell('size');
    if (size.length > 20) fail('size', ADMIN_MESSAGES.catalogRowSize);
    const sku = cell('sku');
    if (sku && !SKU_CODE_PATTERN.test(sku)) fail('sku', ADMIN_MESSAGES.catalogRowSku);
    const stockText = cell('stock');
    const stock = Number(stockText);
    if (!/^\d+$/.test(stockText) || stock > STOCK_MAX) fail('stock', ADMIN_MESSAGES.catalogRowStock);
    const mrpPaise = parseCsvRupees(cell('mrp'));
    const pricePaise = parseCsvRupees(cell('price'));
    if (mrpPaise === undefined || mrpPaise > PRICE_MAX_RUPEES * 100)
      fail('mrp', ADMIN_MESSAGES.catalogRowRupees);
    if (pricePaise === undefined || pricePaise > PRICE_MAX_RUPEES * 100)
      fail('price', ADMIN_MESSAGES.catalogRowRupees);
    else if (mrpPaise !== undefined && pricePaise > mrpPaise)
      fail('price', ADMIN_MESSAGES.catalogRowPriceAboveMrp);
    const photos = splitCsvPhotos(cell('photos'));
    const wellFormed = photos.filter((path) => UploadedImagePath.safeParse(path).success);
    for (const path of photos) {
      if (!wellFormed.includes(path)) fail('photos', ADMIN_MESSAGES.catalogRowPhoto(path));
    }
    if (errors.length > before) {
      rejected.push({
        line,
        productId: UUID.test(productId) ? productId.toLowerCase() : '',
        category: cell('category'),
        photos: wellFormed,
      });
      continue;
    }
    valid.push({
      line,
      productId: productId.toLowerCase(),
      title,
      category: cell('category'),
      description,
      colour,
      colourCode: colourCode.toUpperCase(),
      size,
      sku,
      stock,
      mrpPaise: mrpPaise as number,
      pricePaise: pricePaise as number,
      photos,
    });
  }
  return { rows: body.length, valid, rejected, errors };
}
