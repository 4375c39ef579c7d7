/**
 * The invoices module's tables (invoices, credit notes, their lines, the document series) and the reads of
 * orders and the catalogue an invoice is built from. No other module imports this; they call the service.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  type CreditNoteReason,
  creditNoteLines,
  creditNotes,
  type DocumentKind,
  documentSeries,
  invoiceLines,
  invoices,
  orders,
  pincodes,
} from '../../db/schema/index.js';

/**
 * The next serial of a series, taken in the caller's transaction: the upsert locks the series row until that
 * transaction ends, so a concurrent issuer waits and then takes the following number, and a rollback gives
 * the number back (no gap). The first document of a year creates its row.
 */
export async function takeSerial(tx: Executor, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, nextSerial: 2 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.financialYear],
      set: { nextSerial: sql`${documentSeries.nextSerial} + 1` },
    })
    .returning({ serial: sql<number>`${documentSeries.nextSerial} - 1` });
  if (!row) throw new Error('document series upsert returned nothing');
  return Number(row.serial);
}

/** The order an invoice is issued for, locked: its buyer, shipping address and donation. */
export async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      fullName: orders.fullName,
      phone: orders.phone,
      address: orders.address,
      city: orders.city,
      state: orders.state,
      postalCode: orders.postalCode,
      donationPaise: orders.donationPaise,
      totalPaise: orders.totalPaise,
      isCancelled: orders.isCancelled,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export interface OrderLineForInvoice {
  id: string;
  position: number;
  title: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  hsn: string | null;
  taxClass: string;
}

/**
 * The order's lines with the HSN and tax class they are taxed under: the product's own, else its category's
 * (and the class's default HSN). A line's promotion share is `order_lines.discount_paise` where that column
 * exists; read through to_jsonb so this query works before and after it is added (0 where it is absent).
 */
export async function orderLinesForInvoice(tx: Executor, orderId: string): Promise<OrderLineForInvoice[]> {
  const result = await tx.execute<{
    id: string;
    position: number;
    title: string;
    size: string;
    quantity: number;
    unit_price_paise: string | number;
    discount_paise: string | number;
    hsn: string | null;
    tax_class: string;
  }>(sql`
    select ol.id, ol.position, ol.title, ol.size, ol.quantity, ol.unit_price_paise,
      coalesce((to_jsonb(ol) ->> 'discount_paise')::bigint, 0) as discount_paise,
      coalesce(p.hsn, c.hsn, tc.hsn_default) as hsn,
      coalesce(p.tax_class, c.tax_class) as tax_class
    from order_lines ol
    join products p on p.id = ol.product_id
    join categories c on c.id = p.category_id
    left join tax_classes tc on tc.id = coalesce(p.tax_class, c.tax_class)
    where ol.order_id = ${orderId}
    order by ol.position`);
  return result.rows.map((row) => ({
    id: row.id,
    position: Number(row.position),
    title: row.title,
    size: row.size,
    quantity: Number(row.quantity),
    unitPricePaise: Number(row.unit_price_paise),
    discountPaise: Number(row.discount_paise),
    hsn: row.hsn,
    taxClass: row.tax_class,
  }));
}

/** The state the pincode table gives a pincode, or undefined when the pincode is not in it. */
export async function pincodeState(tx: Executor, pincode: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ state: pincodes.state })
    .from(pincodes)
    .where(eq(pincodes.pincode, pincode));
  return row?.state;
}

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
export type NewCreditNoteLine = Omit<typeof creditNoteLines.$inferInsert, 'creditNoteId'>;

export async function findInvoiceOfOrder(db: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function insertInvoice(tx: Executor, invoice: NewInvoice, lines: readonly NewInvoiceLine[]) {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

export async function linesOfInvoice(db: Executor, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** The invoice's lines no credit note has reversed yet, with the order line each bills. */
/**
 * The invoice's lines with how many of each line's pieces credit notes reversed already (a line may be
 * reversed in parts: a return of 1 of its 3 pieces, then another).
 */
export async function linesWithCredited(
  tx: Executor,
  invoiceId: string,
): Promise<(InvoiceLineRow & { creditedQuantity: number })[]> {
  const credited = tx
    .select({
      invoiceLineId: creditNoteLines.invoiceLineId,
      creditedQuantity: sql<number>`sum(${creditNoteLines.quantity})::int`.as('credited_quantity'),
    })
    .from(creditNoteLines)
    .groupBy(creditNoteLines.invoiceLineId)
    .as('credited');
  const rows = await tx
    .select({ line: invoiceLines, creditedQuantity: credited.creditedQuantity })
    .from(invoiceLines)
    .leftJoin(credited, eq(credited.invoiceLineId, invoiceLines.id))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  return rows.map((row) => ({ ...row.line, creditedQuantity: Number(row.creditedQuantity ?? 0) }));
}

export async function insertCreditNote(
  tx: Executor,
  note: typeof creditNotes.$inferInsert,
  lines: readonly NewCreditNoteLine[],
) {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  if (!row) throw new Error('credit note insert returned nothing');
  await tx.insert(creditNoteLines).values(lines.map((line) => ({ ...line, creditNoteId: row.id })));
  return row;
}

export async function findCreditNote(db: Executor, orderId: string, creditNoteId: string) {
  const [row] = await db
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(invoices.orderId, orderId)));
  return row?.note;
}

export async function creditNotesOfInvoices(db: Executor, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, [...invoiceIds]))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial));
}

/** Who placed an order, or undefined when there is no such order. */
export async function orderOwner(db: Executor, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}

export async function invoicesOfOrders(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
}

export async function linesOfInvoices(db: Executor, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

/** Invoices issued in [start, end), in number order. */
export async function invoicesIssuedBetween(db: Executor, start: Date, end: Date) {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.financialYear), asc(invoices.serial));
}

/** Credit notes issued in [start, end), with the invoice each reverses and its place of supply. */
export async function creditNotesIssuedBetween(db: Executor, start: Date, end: Date) {
  return db
    .select({
      note: creditNotes,
      invoiceNumber: invoices.number,
      invoiceIssuedAt: invoices.issuedAt,
      placeOfSupply: invoices.placeOfSupply,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.serial));
}

export async function linesOfCreditNotes(db: Executor, noteIds: readonly string[]) {
  if (noteIds.length === 0) return [];
  return db
    .select()
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.creditNoteId, [...noteIds]))
    .orderBy(asc(creditNoteLines.creditNoteId), asc(creditNoteLines.position));
}

export type { CreditNoteReason };
