/**
 * Issue 34: the shopper's tax invoices and credit notes. GST law makes the store keep them 8 years: erasure
 * keeps them with the buyer's name replaced by the pseudonym and the phone and address lines erased (city, state
 * and pincode stay: the place of supply). Their PDFs are rendered again from the pseudonymised rows.
 */
import { ERASED_FIELD, type GstStateCode } from '@zari/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { creditNoteLines, creditNotes, invoiceLines, invoices, orders } from '../../db/schema/index.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { PersonalDataSection } from '../privacy/sections.js';
import { storeDocumentPdf } from './issue-invoice.js';

export function invoicesPersonalData(deps: { db: Database; documents: FileStorage }): PersonalDataSection {
  const { db } = deps;
  /** PDFs rendered again during an erasure, whose old files go once it committed. */
  const superseded = new Map<string, string[]>();
  const ofUser = (userId: string) =>
    db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return {
    name: 'invoices',
    async collect(userId) {
      const rows = await db
        .select()
        .from(invoices)
        .where(inArray(invoices.orderId, ofUser(userId)))
        .orderBy(asc(invoices.issuedAt));
      const notes = rows.length
        ? await db
            .select()
            .from(creditNotes)
            .where(
              inArray(
                creditNotes.invoiceId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      return rows.map((row) => ({
        number: row.number,
        orderId: row.orderId,
        issuedAt: row.issuedAt.toISOString(),
        buyer: row.buyer,
        totalPaise: row.totalPaise,
        creditNotes: notes
          .filter((note) => note.invoiceId === row.id)
          .map((note) => ({
            number: note.number,
            issuedAt: note.issuedAt.toISOString(),
            reason: note.reason,
            totalPaise: note.totalPaise,
          })),
      }));
    },
    async erase(tx, userId, erasure) {
      const kept = await tx
        .update(invoices)
        .set({
          buyer: sql`${invoices.buyer} || jsonb_build_object('name', ${erasure.pseudonym}::text, 'phone', ${ERASED_FIELD}::text, 'address', ${ERASED_FIELD}::text)`,
        })
        .where(
          inArray(
            invoices.orderId,
            tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
          ),
        )
        .returning();
      // The stored PDFs name the buyer too: each is rendered again from its pseudonymised row (same number,
      // date, lines and totals), and the old file is removed once the erasure committed.
      const replaced: string[] = [];
      for (const invoice of kept) {
        const lines = await tx
          .select()
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, invoice.id))
          .orderBy(asc(invoiceLines.position));
        const pdfKey = await storeDocumentPdf(deps.documents, 'invoices', invoice.financialYear, {
          kind: 'invoice',
          number: invoice.number,
          issuedAt: invoice.issuedAt,
          seller: invoice.seller,
          buyer: invoice.buyer,
          placeOfSupply: invoice.placeOfSupply as GstStateCode,
          lines,
          totals: invoice,
        });
        await tx.update(invoices).set({ pdfKey }).where(eq(invoices.id, invoice.id));
        replaced.push(invoice.pdfKey);
        const notes = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
        for (const note of notes) {
          const noteLines = await tx
            .select()
            .from(creditNoteLines)
            .where(eq(creditNoteLines.creditNoteId, note.id))
            .orderBy(asc(creditNoteLines.position));
          const noteKey = await storeDocumentPdf(deps.documents, 'credit-notes', note.financialYear, {
            kind: 'credit_note',
            number: note.number,
            issuedAt: note.issuedAt,
            against: { number: invoice.number, issuedAt: invoice.issuedAt },
            seller: invoice.seller,
            buyer: invoice.buyer,
            placeOfSupply: invoice.placeOfSupply as GstStateCode,
            lines: noteLines.map((line) => ({ ...line, orderLineId: null })),
            totals: note,
          });
          await tx.update(creditNotes).set({ pdfKey: noteKey }).where(eq(creditNotes.id, note.id));
          replaced.push(note.pdfKey);
        }
      }
      superseded.set(userId, replaced);
    },
    async afterCommit(userId) {
      const keys = superseded.get(userId) ?? [];
      superseded.delete(userId);
      for (const key of keys) await deps.documents.remove(key);
    },
  };
}
