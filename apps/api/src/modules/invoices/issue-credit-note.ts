/**
 * `issueCreditNote(tx, { orderId, reason, orderLineIds? | orderLines? })` (CGST Rule 53, issue 30): when a
 * shipped order is cancelled, or returned lines are refunded, a credit note in its own consecutive series
 * reverses exactly those lines' taxable value and tax, as the invoice stated them. In the caller's transaction,
 * like the invoice. A return of some of a line's pieces (`orderLines` with quantities, issue 33) reverses that
 * share of the line (the contract's creditNoteSharePaise: the parts add up to the line exactly). An order never
 * invoiced (cancelled before shipping) gets none, and no piece is reversed twice: nothing left answers null.
 * The donation is no supply and is not part of a credit note.
 */
import { creditNoteNumber, creditNoteSharePaise, financialYear, type GstStateCode } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import type { CreditNoteReason } from '../../db/schema/index.js';
import { type DocumentLine, documentTotals, type TaxDocument } from './document.js';
import { type InvoiceDeps, storeDocumentPdf } from './issue-invoice.js';
import {
  type CreditNoteRow,
  findInvoiceOfOrder,
  insertCreditNote,
  linesWithCredited,
  lockOrder,
  takeSerial,
} from './repository.js';

export interface CreditNoteRequest {
  orderId: string;
  reason: CreditNoteReason;
  /** The order lines refunded (a return); all of the order's goods when absent (a cancel after shipping). */
  orderLineIds?: readonly string[];
  /** Pieces of order lines refunded (a return of some pieces); takes precedence over `orderLineIds`. */
  orderLines?: readonly { orderLineId: string; quantity: number }[];
}

/** How many pieces of an order line this credit note reverses: what was asked, at most what is left. */
function piecesWanted(request: CreditNoteRequest, orderLineId: string, left: number): number {
  if (request.orderLines) {
    const asked = request.orderLines
      .filter((line) => line.orderLineId === orderLineId)
      .reduce((sum, line) => sum + line.quantity, 0);
    return Math.min(Math.max(asked, 0), left);
  }
  if (request.orderLineIds && !request.orderLineIds.includes(orderLineId)) return 0;
  return left;
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
  const reversed = (await linesWithCredited(tx, invoice.id)).flatMap((line) => {
    if (line.orderLineId === null || line.hsn === null) return [];
    const pieces = piecesWanted(request, line.orderLineId, line.quantity - line.creditedQuantity);
    return pieces > 0 ? [{ line, orderLineId: line.orderLineId, hsn: line.hsn, pieces }] : [];
  });
  if (reversed.length === 0) return null;

  const lines: (DocumentLine & { invoiceLineId: string })[] = reversed.map(
    ({ line, orderLineId, hsn, pieces }, index) => {
      const share = (amountPaise: number) =>
        creditNoteSharePaise(amountPaise, line.quantity, line.creditedQuantity, pieces);
      const taxablePaise = share(line.taxablePaise);
      const cgstPaise = share(line.cgstPaise);
      const sgstPaise = share(line.sgstPaise);
      const igstPaise = share(line.igstPaise);
      return {
        position: index + 1,
        invoiceLineId: line.id,
        orderLineId,
        description: line.description,
        hsn,
        quantity: pieces,
        unitPricePaise: line.unitPricePaise,
        discountPaise: share(line.discountPaise),
        taxablePaise,
        ratePercent: line.ratePercent,
        cgstPaise,
        sgstPaise,
        igstPaise,
        totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
      };
    },
  );
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
