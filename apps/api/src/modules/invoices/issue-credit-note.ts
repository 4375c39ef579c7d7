/**
 * `issueCreditNote(tx, { orderId, reason, orderLineIds? })` (CGST Rule 53, issue 30): when a shipped order is
 * cancelled, or returned lines are refunded, a credit note in its own consecutive series reverses exactly those
 * lines' taxable value and tax, as the invoice stated them. In the caller's transaction, like the invoice. An
 * order never invoiced (cancelled before shipping) gets none, and a line is reversed once at most: both answer
 * null. The donation is no supply and is not part of a credit note.
 */
import { creditNoteNumber, financialYear, type GstStateCode } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import type { CreditNoteReason } from '../../db/schema/index.js';
import { type DocumentLine, documentTotals, type TaxDocument } from './document.js';
import { type InvoiceDeps, storeDocumentPdf } from './issue-invoice.js';
import {
  type CreditNoteRow,
  findInvoiceOfOrder,
  insertCreditNote,
  lockOrder,
  takeSerial,
  uncreditedLines,
} from './repository.js';

export interface CreditNoteRequest {
  orderId: string;
  reason: CreditNoteReason;
  /** The order lines refunded (a return); all of the order's goods when absent (a cancel after shipping). */
  orderLineIds?: readonly string[];
}

export async function issueCreditNote(
  deps: Pick<InvoiceDeps, 'clock' | 'documents'>,
  tx: Executor,
  request: CreditNoteRequest,
): Promise<CreditNoteRow | null> {
  // The order's lock serialises credit notes of one order, as it serialises its moves.
  if (!(await lockOrder(tx, request.orderId))) return null;
  const invoice = await findInvoiceOfOrder(tx, request.orderId);
  if (!invoice) return null;
  const wanted = request.orderLineIds ? new Set(request.orderLineIds) : undefined;
  const reversed = (await uncreditedLines(tx, invoice.id)).filter(
    (line) => line.orderLineId !== null && line.hsn !== null && (!wanted || wanted.has(line.orderLineId)),
  );
  if (reversed.length === 0) return null;

  const lines: (DocumentLine & { invoiceLineId: string })[] = reversed.map((line, index) => ({
    position: index + 1,
    invoiceLineId: line.id,
    orderLineId: line.orderLineId,
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    discountPaise: line.discountPaise,
    taxablePaise: line.taxablePaise,
    ratePercent: line.ratePercent,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    totalPaise: line.totalPaise,
  }));
  const totals = documentTotals(lines);
  const issuedAt = deps.clock.now();
  const fy = financialYear(issuedAt);
  const serial = await takeSerial(tx, 'credit_note', fy);
  const document: TaxDocument = {
    kind: 'credit_note',
    number: creditNoteNumber(invoice.seller.invoicePrefix, fy, serial),
    issuedAt,
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply as GstStateCode,
    lines,
    totals,
  };
  const pdfKey = await storeDocumentPdf(deps.documents, 'credit-notes', fy, document);
  return insertCreditNote(
    tx,
    {
      number: document.number,
      invoiceId: invoice.id,
      financialYear: fy,
      serial,
      issuedAt,
      reason: request.reason,
      ...totals,
      pdfKey,
    },
    lines.map(({ orderLineId: _orderLineId, ...line }) => line),
  );
}
