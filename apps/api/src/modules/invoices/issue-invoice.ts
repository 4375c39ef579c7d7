/**
 * `issueInvoice(tx, orderId)`: the tax invoice of an order, issued when it ships (issue 30), inside the ship
 * move's own transaction. It takes the next number of the financial year (held until that transaction ends, so
 * two instances shipping at once get consecutive numbers), renders the PDF and stores it; any failure throws,
 * the move rolls back and the number is given back. Idempotent: an order already invoiced answers its invoice.
 */
import { randomUUID } from 'node:crypto';
import {
  API_MESSAGES,
  financialYear,
  type GstStateCode,
  gstStateCodeFor,
  invoiceNumber,
  placeOfSupply,
  TAX_MESSAGES,
} from '@zari/contract';
import type { Executor } from '../../db/client.js';
import type { BuyerSnapshot } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, withCode } from '../../lib/errors.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { SettingsService } from '../settings/service.js';
import { invoiceLines, type TaxDocument } from './document.js';
import { renderDocumentPdf } from './render-pdf.js';
import {
  findInvoiceOfOrder,
  type InvoiceRow,
  insertInvoice,
  lockOrder,
  orderLinesForInvoice,
  pincodeState,
  takeSerial,
} from './repository.js';

export interface InvoiceDeps {
  clock: Clock;
  settings: SettingsService;
  /** Where issued PDFs are kept: private storage, never served as a public file. */
  documents: FileStorage;
}

/** The GST state of the shipping address: the pincode table's state for its pincode, else the state typed. */
async function shippingStateCode(
  tx: Executor,
  order: { postalCode: string; state: string },
): Promise<GstStateCode> {
  const state = (await pincodeState(tx, order.postalCode)) ?? order.state;
  const code = gstStateCodeFor(state);
  if (!code)
    throw withCode(new ConflictError(TAX_MESSAGES.placeOfSupplyUnknown(state)), 'tax.placeOfSupplyUnknown', [
      state,
    ]);
  return code;
}

/**
 * Renders a document's PDF and stores it under its financial year; answers the storage key. A failure to
 * render or store is a fault (503, the caller's move rolls back and may be retried), never half a document.
 */
export async function storeDocumentPdf(
  documents: FileStorage,
  folder: 'invoices' | 'credit-notes',
  fy: string,
  document: TaxDocument,
): Promise<string> {
  try {
    const pdf = await renderDocumentPdf(document);
    return await documents.save(`${folder}/${fy}`, `${randomUUID()}.pdf`, pdf);
  } catch (error) {
    const fault = new ServiceUnavailableError(API_MESSAGES.serviceUnavailable);
    // Logged with the 503 by the error handler: what the renderer or the storage said.
    fault.cause = error;
    throw fault;
  }
}

export async function issueInvoice(deps: InvoiceDeps, tx: Executor, orderId: string): Promise<InvoiceRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
  const existing = await findInvoiceOfOrder(tx, orderId);
  if (existing) return existing;
  if (order.isCancelled) throw new ConflictError(TAX_MESSAGES.invoiceCancelledOrder);

  const seller = await deps.settings.current(tx);
  const classes = await deps.settings.taxClasses(tx);
  const placeCode = await shippingStateCode(tx, order);
  const supply = placeOfSupply(placeCode, seller.registeredAddress.stateCode);
  const { lines, totals } = invoiceLines(
    await orderLinesForInvoice(tx, orderId),
    order.donationPaise,
    classes,
    supply,
  );

  const issuedAt = deps.clock.now();
  const fy = financialYear(issuedAt);
  const serial = await takeSerial(tx, 'invoice', fy);
  const buyer: BuyerSnapshot = {
    name: order.fullName,
    phone: order.phone,
    address: order.address,
    city: order.city,
    state: order.state,
    postalCode: order.postalCode,
  };
  const document: TaxDocument = {
    kind: 'invoice',
    number: invoiceNumber(seller.invoicePrefix, fy, serial),
    issuedAt,
    seller,
    buyer,
    placeOfSupply: placeCode,
    lines,
    totals,
  };
  const pdfKey = await storeDocumentPdf(deps.documents, 'invoices', fy, document);
  return insertInvoice(
    tx,
    {
      number: document.number,
      orderId,
      financialYear: fy,
      serial,
      issuedAt,
      seller,
      buyer,
      placeOfSupply: placeCode,
      ...totals,
      pdfKey,
    },
    lines.map(({ position, ...line }) => ({ position, ...line })),
  );
}
