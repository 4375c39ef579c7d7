/**
 * Tax documents (issue 30): the invoice and credit note PDFs and the GSTR-1 export. Their 200 answers are files,
 * not the JSON envelope; the route table says so with `produces`, and these schemas describe the bytes.
 */
import { z } from 'zod';
import { TAX_MESSAGES } from '../messages/tax.js';
import { Id, Text } from './common.js';

/** A PDF file (`application/pdf`): an invoice or a credit note, rendered once when it was issued. */
export const PdfFile = z.string().meta({ description: 'A PDF document', format: 'binary' });

/** A zip of CSV files (`application/zip`): GSTR-1's tables for one month. */
export const ZipFile = z.string().meta({ description: 'A zip archive of CSV files', format: 'binary' });

export const CreditNoteParams = z.object({ id: Id, creditNoteId: Id });

/** `2026-11`: a calendar month, on the Indian calendar (Asia/Kolkata). */
export const Gstr1Query = z.object({
  month: Text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, TAX_MESSAGES.gstr1MonthInvalid),
});
export type Gstr1Query = z.infer<typeof Gstr1Query>;
