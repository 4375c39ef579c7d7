/**
 * The catalogue as CSV for staff (issue 31): one row per SKU of every listed product, in the columns the
 * import reads (the contract's rules/catalog-csv.ts), rupees as csvRupees writes them, photos separated by
 * spaces; cells made safe by the contract's csv rule. Export, edit, import: the same file round-trips.
 */
import { CATALOG_CSV_HEADER, csvFile, csvRupees } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { CatalogRepository } from './repository.js';

export function createExportCatalog({
  db,
  repository,
}: {
  db: Database;
  repository: Pick<CatalogRepository, 'listCatalogCsvRows'>;
}) {
  return async function exportCatalog(): Promise<string> {
    const rows = await repository.listCatalogCsvRows(db);
    return csvFile([
      CATALOG_CSV_HEADER,
      ...rows.map((row) => [
        row.productId,
        row.title,
        row.category,
        row.description,
        row.colour,
        row.colourCode,
        row.size,
        row.code ?? '',
        row.stock,
        csvRupees(row.mrpPaise),
        csvRupees(row.pricePaise),
        row.photos.join(' '),
      ]),
    ]);
  };
}
