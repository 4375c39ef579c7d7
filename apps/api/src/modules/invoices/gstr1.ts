/**
 * GSTR-1 for one month, for the accountant (issue 30): a zip of CSV files in the GST offline tool's column
 * order. Every amount is a sum of the month's invoice and credit-note lines as stored, by the contract's
 * b2csSummary and hsnSummary, so the files reconcile to the paisa with the documents issued that month.
 * Credit notes are listed in their own file (not netted into B2CS), so B2CS + B2CL equal the invoices.
 */
import {
  b2csSummary,
  formatPlaceOfSupply,
  type GstStateCode,
  type HsnTaxLine,
  hsnSummary,
  isB2clInvoice,
  type PlacedTaxLine,
  placeOfSupply as supplyFor,
} from '@zari/contract';
import { strToU8, zipSync } from 'fflate';
import type { Executor } from '../../db/client.js';
import {
  creditNotesIssuedBetween,
  type InvoiceLineRow,
  invoicesIssuedBetween,
  linesOfCreditNotes,
  linesOfInvoices,
} from './repository.js';

/** UTC+05:30: the month is the Indian calendar's. */
const IST_OFFSET_MS = 330 * 60 * 1000;

export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

/** 1499.00: rupees with two decimals, no grouping, exact from paise. */
export function csvAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const value = Math.abs(paise);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (rows: readonly (readonly (string | number)[])[]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;

/** dd-MMM-yyyy in Asia/Kolkata, as the offline tool writes dates (26-Nov-2026). */
function gstDate(at: Date): string {
  const inIndia = new Date(at.getTime() + IST_OFFSET_MS);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(inIndia.getUTCDate()).padStart(2, '0')}-${months[inIndia.getUTCMonth()]}-${inIndia.getUTCFullYear()}`;
}

/** The amounts of an invoice or credit-note line. */
type TaxedLine = Pick<
  InvoiceLineRow,
  'hsn' | 'quantity' | 'ratePercent' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'
>;
const taxOf = (line: TaxedLine) => line.cgstPaise + line.sgstPaise + line.igstPaise;
/** Goods lines only: the plantation line is no supply and is in no GSTR-1 table. */
const goods = <Line extends TaxedLine>(lines: readonly Line[]) =>
  lines.filter((line) => line.hsn !== null && line.ratePercent !== null);

function asHsnLine(line: TaxedLine): HsnTaxLine {
  return {
    hsn: line.hsn as string,
    quantity: line.quantity,
    ratePercent: line.ratePercent as number,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    taxPaise: taxOf(line),
  };
}

/** First and last number of a series issued in the month, and how many (none cancelled: numbers never are). */
function documentRange(nature: string, numbers: readonly string[]) {
  return numbers.length === 0
    ? []
    : [[nature, numbers[0] as string, numbers.at(-1) as string, numbers.length, 0]];
}

export interface Gstr1Export {
  files: Record<string, string>;
  zip: Uint8Array;
}

export async function gstr1Export(
  db: Executor,
  month: string,
  sellerStateCode: string,
): Promise<Gstr1Export> {
  const { start, end } = monthBounds(month);
  const invoices = await invoicesIssuedBetween(db, start, end);
  const lines = await linesOfInvoices(
    db,
    invoices.map((invoice) => invoice.id),
  );
  const linesOf = (invoiceId: string) => goods(lines.filter((line) => line.invoiceId === invoiceId));

  const b2cl: (string | number)[][] = [];
  const b2csLines: PlacedTaxLine[] = [];
  for (const invoice of invoices) {
    const supply = supplyFor(invoice.placeOfSupply, sellerStateCode);
    const invoiceGoods = linesOf(invoice.id);
    if (isB2clInvoice(supply, invoice.totalPaise)) {
      for (const row of hsnSummary(invoiceGoods.map(asHsnLine))) {
        b2cl.push([
          invoice.number,
          gstDate(invoice.issuedAt),
          csvAmount(invoice.totalPaise),
          formatPlaceOfSupply(invoice.placeOfSupply as GstStateCode),
          '',
          row.ratePercent,
          csvAmount(row.taxablePaise),
          csvAmount(row.igstPaise),
          '0.00',
          '',
        ]);
      }
      continue;
    }
    for (const line of invoiceGoods) {
      b2csLines.push({ ...asHsnLine(line), placeOfSupply: invoice.placeOfSupply as GstStateCode });
    }
  }

  const notes = await creditNotesIssuedBetween(db, start, end);
  const noteLines = await linesOfCreditNotes(
    db,
    notes.map(({ note }) => note.id),
  );
  const creditNoteRows = notes.flatMap(({ note, invoiceNumber, invoiceIssuedAt, placeOfSupply }) =>
    hsnSummary(goods(noteLines.filter((line) => line.creditNoteId === note.id)).map(asHsnLine)).map((row) => [
      note.number,
      gstDate(note.issuedAt),
      invoiceNumber,
      gstDate(invoiceIssuedAt),
      'C',
      formatPlaceOfSupply(placeOfSupply as GstStateCode),
      csvAmount(note.totalPaise),
      row.ratePercent,
      csvAmount(row.taxablePaise),
      csvAmount(row.igstPaise),
      csvAmount(row.cgstPaise),
      csvAmount(row.sgstPaise),
    ]),
  );

  const files: Record<string, string> = {
    'b2cs.csv': csv([
      [
        'Type',
        'Place Of Supply',
        'Rate',
        'Applicable % of Tax Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      ...b2csSummary(b2csLines).map((row) => [
        'OE',
        formatPlaceOfSupply(row.placeOfSupply),
        row.ratePercent,
        '',
        csvAmount(row.taxablePaise),
        csvAmount(row.igstPaise),
        csvAmount(row.cgstPaise),
        csvAmount(row.sgstPaise),
        '0.00',
        '',
      ]),
    ]),
    'b2cl.csv': csv([
      [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      ...b2cl,
    ]),
    'hsn.csv': csv([
      [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      ...hsnSummary(invoices.flatMap((invoice) => linesOf(invoice.id).map(asHsnLine))).map((row) => [
        row.hsn,
        '',
        'PCS-PIECES',
        row.quantity,
        csvAmount(row.totalValuePaise),
        row.ratePercent,
        csvAmount(row.taxablePaise),
        csvAmount(row.igstPaise),
        csvAmount(row.cgstPaise),
        csvAmount(row.sgstPaise),
        '0.00',
      ]),
    ]),
    'credit-notes.csv': csv([
      [
        'Note Number',
        'Note Date',
        'Invoice Number',
        'Invoice Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
      ],
      ...creditNoteRows,
    ]),
    'docs.csv': csv([
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      ...documentRange(
        'Invoices for outward supply',
        invoices.map((invoice) => invoice.number),
      ),
      ...documentRange(
        'Credit Note',
        notes.map(({ note }) => note.number),
      ),
    ]),
  };
  // A fixed time in each entry, so the same month's documents give the same bytes.
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: new Date('2020-01-01') }]]),
    ),
  );
  return { files, zip };
}
