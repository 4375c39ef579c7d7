/**
 * `invoiceSummaryFor(orderIds)`: the additive `invoice` and `creditNotes` of the order JSON (issue 30), for the
 * orders listing to merge once its restructuring lands: per order, the invoice's number, date, place of supply
 * and per line HSN, rate, taxable value and tax in rupees; and its credit notes. Two queries for any number of
 * orders (no query per order).
 */
import { paiseToRupees } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import { creditNotesOfInvoices, invoicesOfOrders, linesOfInvoices } from './repository.js';

export interface OrderInvoiceSummary {
  invoice: {
    number: string;
    issuedAt: string;
    placeOfSupply: string;
    lines: {
      description: string;
      hsn: string | null;
      rate: number | null;
      taxable: number;
      cgst: number;
      sgst: number;
      igst: number;
    }[];
  };
  creditNotes: { _id: string; number: string; issuedAt: string; reason: string; total: number }[];
}

export async function invoiceSummaryFor(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderInvoiceSummary>> {
  const invoices = await invoicesOfOrders(db, orderIds);
  const ids = invoices.map((invoice) => invoice.id);
  const [lines, notes] = await Promise.all([linesOfInvoices(db, ids), creditNotesOfInvoices(db, ids)]);
  return new Map(
    invoices.map((invoice) => [
      invoice.orderId,
      {
        invoice: {
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          placeOfSupply: invoice.placeOfSupply,
          lines: lines
            .filter((line) => line.invoiceId === invoice.id)
            .map((line) => ({
              description: line.description,
              hsn: line.hsn,
              rate: line.ratePercent,
              taxable: paiseToRupees(line.taxablePaise),
              cgst: paiseToRupees(line.cgstPaise),
              sgst: paiseToRupees(line.sgstPaise),
              igst: paiseToRupees(line.igstPaise),
            })),
        },
        creditNotes: notes
          .filter((note) => note.invoiceId === invoice.id)
          .map((note) => ({
            _id: note.id,
            number: note.number,
            issuedAt: note.issuedAt.toISOString(),
            reason: note.reason,
            total: paiseToRupees(note.totalPaise),
          })),
      },
    ]),
  );
}
