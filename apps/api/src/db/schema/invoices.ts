/**
 * Tax invoices and credit notes (issue 30, CGST Rule 46 and 53). An invoice is written once, when its order
 * ships, and never changes: seller and buyer are snapshots, every amount is integer paise as the contract's
 * GST rule computed it, and the PDF rendered then is kept in storage. Numbers come from `document_series`,
 * one row per kind and financial year, taken in the issuing transaction so they are consecutive with no gap.
 */
import type { StoreSettings } from '@zari/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.js';

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The next serial of each kind of document in each financial year (`2026-27`). */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').$type<DocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    nextSerial: integer('next_serial').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.financialYear] }),
    check('document_series_kind', sql`${table.kind} IN ('invoice', 'credit_note')`),
  ],
);

/** Who bought, as the order's shipping address said when it shipped. */
export interface BuyerSnapshot {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

const paise = (name: string) => bigint(name, { mode: 'number' });

/** Totals every document carries, sums of its lines. */
const totals = () => ({
  taxablePaise: paise('taxable_paise').notNull(),
  cgstPaise: paise('cgst_paise').notNull(),
  sgstPaise: paise('sgst_paise').notNull(),
  igstPaise: paise('igst_paise').notNull(),
  nonTaxablePaise: paise('non_taxable_paise').notNull().default(0),
  totalPaise: paise('total_paise').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<StoreSettings>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    /** The GST state code of the shipping address (`29`). */
    placeOfSupply: text('place_of_supply').notNull(),
    ...totals(),
    /** Where the PDF is stored (the documents storage's key). */
    pdfKey: text('pdf_key').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_order_key').on(table.orderId),
    uniqueIndex('invoices_series_key').on(table.financialYear, table.serial),
    index('invoices_issued_idx').on(table.issuedAt),
  ],
);

/** One line of an invoice: goods (with HSN, rate and tax) or the non-taxable plantation amount. */
const lineColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  /** Null on the plantation line, which is no supply. */
  hsn: text('hsn'),
  quantity: integer('quantity').notNull(),
  unitPricePaise: paise('unit_price_paise').notNull(),
  discountPaise: paise('discount_paise').notNull().default(0),
  taxablePaise: paise('taxable_paise').notNull(),
  ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }),
  cgstPaise: paise('cgst_paise').notNull().default(0),
  sgstPaise: paise('sgst_paise').notNull().default(0),
  igstPaise: paise('igst_paise').notNull().default(0),
  /** What this line came to: taxable + tax for goods, the amount for the plantation line. */
  totalPaise: paise('total_paise').notNull(),
});

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...lineColumns(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The order line it bills; null on the plantation line. */
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'restrict' }),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId, table.position)],
);

export const CREDIT_NOTE_REASONS = ['cancelled', 'returned'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').$type<CreditNoteReason>().notNull(),
    ...totals(),
    pdfKey: text('pdf_key').notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    uniqueIndex('credit_notes_series_key').on(table.financialYear, table.serial),
    index('credit_notes_invoice_idx').on(table.invoiceId),
    index('credit_notes_issued_idx').on(table.issuedAt),
    check('credit_notes_reason', sql`${table.reason} IN ('cancelled', 'returned')`),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    ...lineColumns(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    invoiceLineId: uuid('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('credit_note_lines_note_idx').on(table.creditNoteId, table.position),
    // A line may be reversed in parts (issue 33: returns of some of its pieces); never more pieces than it
    // billed, which issue-credit-note checks under the order's lock.
    index('credit_note_lines_invoice_line_idx').on(table.invoiceLineId),
  ],
);
