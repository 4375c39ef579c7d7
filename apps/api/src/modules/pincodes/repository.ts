/**
 * Pincode queries: the shopper's pincode check, and the back office's search, edits and bulk upserts for the
 * CSV import (writes take the caller's transaction, so each lands with its audit entry).
 */
import { and, asc, eq, gt, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { pincodes } from '../../db/schema/index.js';

export type ServiceablePincode = typeof pincodes.$inferSelect;

export async function findPincode(db: Executor, pincode: string): Promise<ServiceablePincode | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
  return row;
}

export type PincodeRow = typeof pincodes.$inferSelect;

/** Rows per statement: well under Postgres' 65,535 bind parameters at 5 columns a row. */
const CHUNK = 1000;

export async function searchPincodes(
  db: Executor,
  query: { q?: string | undefined; after?: string | undefined; limit: number },
) {
  const q = query.q?.replace(/[\\%_]/g, (char) => `\\${char}`);
  const filters: (SQL | undefined)[] = [
    q
      ? /^\d+$/.test(q)
        ? like(pincodes.pincode, `${q}%`)
        : or(ilike(pincodes.city, `%${q}%`), ilike(pincodes.state, `%${q}%`))
      : undefined,
    query.after ? gt(pincodes.pincode, query.after) : undefined,
  ];
  return db
    .select()
    .from(pincodes)
    .where(and(...filters))
    .orderBy(asc(pincodes.pincode))
    .limit(query.limit + 1);
}

export async function findPincodes(db: Executor, codes: string[]) {
  const found: PincodeRow[] = [];
  for (let start = 0; start < codes.length; start += CHUNK) {
    found.push(
      ...(await db
        .select()
        .from(pincodes)
        .where(inArray(pincodes.pincode, codes.slice(start, start + CHUNK)))),
    );
  }
  return found;
}

export async function lockPincode(tx: Transaction, pincode: string) {
  const [row] = await tx.select().from(pincodes).where(eq(pincodes.pincode, pincode)).for('update');
  return row;
}

export async function upsertPincodes(tx: Transaction, rows: PincodeRow[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insert(pincodes)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: pincodes.pincode,
        set: {
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          deliveryDays: sql`excluded.delivery_days`,
          codAvailable: sql`excluded.cod_available`,
        },
      });
  }
}

export const pincodesRepository = { findPincode, searchPincodes, findPincodes, lockPincode, upsertPincodes };
export type PincodesRepository = typeof pincodesRepository;
