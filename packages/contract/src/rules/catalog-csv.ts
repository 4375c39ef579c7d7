/**
 * The catalogue's CSV (issue 31): one row per SKU (a size of a colour; a product without colours, a size),
 * the same columns for the export and the import, so an owner exports, edits in a spreadsheet and imports
 * back. Rupees are written as `csvRupees` writes them (1499.00); photos are paths already uploaded, separated
 * by spaces. Cells are made safe by `csvCell` (rules/csv.ts).
 */

/** The columns in the export's order, each with the header names an import also accepts. */
export const CATALOG_CSV_COLUMNS = {
  productId: ['product_id', 'product id', 'id'],
  title: ['title', 'name'],
  category: ['category', 'category slug'],
  description: ['description'],
  colour: ['colour', 'color', 'colour name', 'color name'],
  colourCode: ['colour_code', 'colour code', 'color code', 'swatch'],
  size: ['size'],
  sku: ['sku', 'sku code', 'code'],
  stock: ['stock', 'quantity', 'qty'],
  mrp: ['mrp', 'amount'],
  price: ['price', 'sale price', 'discounted price'],
  photos: ['photos', 'images', 'photo'],
} as const;

export type CatalogCsvColumn = keyof typeof CATALOG_CSV_COLUMNS;

/** The export's header line: each column's first name. */
export const CATALOG_CSV_HEADER = Object.values(CATALOG_CSV_COLUMNS).map((names) => names[0]);

/**
 * Where each column is in a header (names in any order and case, `_`, `-` or space alike); undefined when a
 * column is missing, which refuses the whole file.
 */
export function catalogCsvColumns(header: readonly string[]): Record<CatalogCsvColumn, number> | undefined {
  const names = header.map((name) => name.trim().toLowerCase().replace(/[_-]+/g, ' '));
  const indexes = {} as Record<CatalogCsvColumn, number>;
  for (const [column, aliases] of Object.entries(CATALOG_CSV_COLUMNS) as [
    CatalogCsvColumn,
    readonly string[],
  ][]) {
    const spellings = aliases.map((alias) => alias.replace(/_/g, ' '));
    const index = names.findIndex((name) => spellings.includes(name));
    if (index < 0) return undefined;
    indexes[column] = index;
  }
  return indexes;
}

/**
 * Paise from rupees as a spreadsheet writes them: `1499`, `1499.5`, `1,499.00`, `₹1499` (and a leading
 * apostrophe a spreadsheet kept); undefined for anything else, a negative or more than two decimals.
 */
export function parseCsvRupees(text: string): number | undefined {
  const cleaned = text.trim().replace(/^'/, '').replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The photo paths of a cell: separated by spaces, `|` or `;`. */
export function splitCsvPhotos(text: string): string[] {
  return text
    .split(/[\s|;]+/)
    .map((path) => path.trim())
    .filter((path) => path.length > 0);
}

/** A SKU code as stored: letters, digits and - _ . / (so it survives any spreadsheet), at most 64. */
export const SKU_CODE_PATTERN = /^[\w./-]{1,64}$/;
