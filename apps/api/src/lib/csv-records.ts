/** Reading an uploaded CSV file (the catalogue's and the pincodes' imports) into its records. */
import { parse } from 'csv-parse/sync';

/** One record of the file and the line it was read from (for the error report). */
export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/**
 * The file's records, header first, blank lines skipped, cells trimmed, a byte-order mark dropped and rows of
 * any length kept (each import checks its own columns); undefined when the text is not CSV at all.
 */
export function readCsvRecords(csv: string): CsvRecord[] | undefined {
  try {
    return parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CsvRecord[];
  } catch {
    return undefined;
  }
}
