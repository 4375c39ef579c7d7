/**
 * Tax invoices and credit notes (issue 30), built once in app.ts. The ship move calls `issueInvoice(tx, orderId)`
 * inside its transaction; a cancel after shipping or a refunded return calls `issueCreditNote(tx, …)`; the
 * orders listing calls `summaries(orderIds)`. Downloads and the GSTR-1 export are this module's own routes.
 */
import { API_MESSAGES, TAX_MESSAGES } from '@zari/contract';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { SessionUser } from '../sessions/service.js';
import type { SettingsService } from '../settings/service.js';
import { gstr1Export } from './gstr1.js';
import { invoiceSummaryFor } from './invoice-summary.js';
import { type CreditNoteRequest, issueCreditNote } from './issue-credit-note.js';
import { issueInvoice } from './issue-invoice.js';
import { findCreditNote, findInvoiceOfOrder, orderOwner } from './repository.js';

export type InvoicesService = ReturnType<typeof createInvoicesService>;

export interface DocumentFile {
  fileName: string;
  bytes: Buffer;
}

export function createInvoicesService(deps: {
  db: Database;
  clock: Clock;
  settings: SettingsService;
  documents: FileStorage;
}) {
  const { db, documents } = deps;

  /** Someone else's order is 404, as if it did not exist (as the orders routes answer). */
  async function checkOwnOrder(user: SessionUser | undefined, orderId: string) {
    const owner = await orderOwner(db, orderId);
    if (!owner || (user && owner !== user.id)) throw new NotFoundError(API_MESSAGES.orderNotFound);
  }

  async function readPdf(key: string): Promise<Buffer> {
    const bytes = await documents.read(key);
    // The row commits only after its PDF was stored: a missing file is a fault, not a 404.
    if (!bytes) throw new Error(`stored document missing: ${key}`);
    return bytes;
  }

  const fileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

  return {
    issueInvoice: (tx: Executor, orderId: string) => issueInvoice(deps, tx, orderId),
    issueCreditNote: (tx: Executor, request: CreditNoteRequest) => issueCreditNote(deps, tx, request),
    summaries: (orderIds: readonly string[]) => invoiceSummaryFor(db, orderIds),

    /** The invoice PDF of an order: the shopper's own (`user`), or any for staff (no `user`). */
    async invoicePdf(user: SessionUser | undefined, orderId: string): Promise<DocumentFile> {
      await checkOwnOrder(user, orderId);
      const invoice = await findInvoiceOfOrder(db, orderId);
      if (!invoice) throw new NotFoundError(TAX_MESSAGES.invoiceNotIssued);
      return { fileName: fileName(invoice.number), bytes: await readPdf(invoice.pdfKey) };
    },

    async creditNotePdf(
      user: SessionUser | undefined,
      orderId: string,
      creditNoteId: string,
    ): Promise<DocumentFile> {
      await checkOwnOrder(user, orderId);
      const note = await findCreditNote(db, orderId, creditNoteId);
      if (!note) throw new NotFoundError(TAX_MESSAGES.creditNoteNotFound);
      return { fileName: fileName(note.number), bytes: await readPdf(note.pdfKey) };
    },

    async gstr1(month: string) {
      const seller = await deps.settings.current();
      const { zip } = await gstr1Export(db, month, seller.registeredAddress.stateCode);
      return { fileName: `GSTR1-${seller.gstin}-${month}.zip`, bytes: Buffer.from(zip) };
    },
  };
}
