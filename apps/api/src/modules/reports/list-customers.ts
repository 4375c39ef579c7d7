/**
 * The customer list (issue 31): shoppers who have ordered, last order first, with how many orders they kept
 * and what those came to, searched by name or phone; staff page it on screen, the owner downloads it as CSV.
 */
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_TEXT,
  type AdminCustomer,
  csvFile,
  csvRupees,
  paiseToRupees,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import { decodeCreatedCursor, pageOf } from '../../lib/keyset-cursor.js';
import type { searchCustomers } from './repository.js';

/** The most rows one CSV download holds: a store of this size has far fewer customers. */
const CUSTOMERS_CSV_MAX = 100_000;
const CSV_PAGE = 1_000;

type CustomerRow = Awaited<ReturnType<typeof searchCustomers>>[number];

/** An erased account (issue 34) has no phone: its row keeps only a placeholder, never shown. */
const phoneOf = (row: CustomerRow) => (row.erasedAt ? '' : row.phone);

const toCustomer = (row: CustomerRow): AdminCustomer => ({
  _id: row.id,
  fullName: row.fullName ?? '',
  phone: phoneOf(row),
  erased: row.erasedAt !== null,
  orders: Number(row.orders),
  totalSpent: paiseToRupees(Number(row.spentPaise)),
  lastOrderAt: new Date(row.lastOrderAt).toISOString(),
});

/** YYYY-MM-DD HH:mm in India time: what a spreadsheet reads as a date and time. */
export function indiaDateTime(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

export interface ListCustomersDeps {
  db: Database;
  repository: { searchCustomers: typeof searchCustomers };
}

export function createListCustomers({ db, repository }: ListCustomersDeps) {
  return {
    async listCustomers(query: {
      q?: string | undefined;
      cursor?: string | undefined;
      limit?: number | undefined;
    }) {
      const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
      const rows = await repository.searchCustomers(db, {
        q: query.q,
        after: query.cursor ? decodeCreatedCursor(query.cursor) : undefined,
        limit,
      });
      const { page, nextCursor } = pageOf(rows, limit);
      return { customers: page.map(toCustomer), nextCursor };
    },

    /** Every customer the search finds, as CSV, read a page at a time by the same keyset. */
    async customersCsv(query: { q?: string | undefined }): Promise<string> {
      const rows: (string | number)[][] = [[...ADMIN_TEXT.reports.customerColumns]];
      let after: { createdAt: string; id: string } | undefined;
      while (rows.length <= CUSTOMERS_CSV_MAX) {
        const found = await repository.searchCustomers(db, { q: query.q, after, limit: CSV_PAGE });
        const { page, nextCursor } = pageOf(found, CSV_PAGE);
        for (const row of page) {
          rows.push([
            row.fullName ?? '',
            phoneOf(row),
            Number(row.orders),
            csvRupees(Number(row.spentPaise)),
            indiaDateTime(new Date(row.lastOrderAt)),
          ]);
        }
        if (!nextCursor) break;
        after = decodeCreatedCursor(nextCursor);
      }
      return csvFile(rows);
    },
  };
}
