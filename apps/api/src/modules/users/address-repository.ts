/**
 * The address book's queries (issue 34). Only the users module imports it. Every change runs in a
 * transaction that first locks the owner's `users` row, so the cap and the one default hold however many
 * requests race; the partial unique index `user_addresses_one_default_key` backs the default up.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { userAddresses, users } from '../../db/schema/index.js';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof userAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Locks the owner's row for the rest of the transaction; false when there is no such user. */
export async function lockOwner(tx: Transaction, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

/** The book, the default first, then newest first. */
export function listAddresses(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), asc(userAddresses.id));
}

export async function countAddresses(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.count ?? 0;
}

/** The owner's address, or undefined: another user's address is never found. */
export async function findAddress(tx: Executor, userId: string, addressId: string) {
  const [row] = await tx
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, addressId)));
  return row;
}

export async function unsetDefault(tx: Transaction, userId: string, now: Date) {
  await tx
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)));
}

export async function insertAddress(tx: Transaction, userId: string, values: AddressValues, now: Date) {
  const [row] = await tx
    .insert(userAddresses)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(
  tx: Transaction,
  userId: string,
  addressId: string,
  values: Partial<AddressValues>,
  now: Date,
) {
  const [row] = await tx
    .update(userAddresses)
    .set({ ...values, updatedAt: now })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, addressId)))
    .returning();
  return row;
}

export async function deleteAddress(tx: Transaction, userId: string, addressId: string) {
  const rows = await tx
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, addressId)))
    .returning({ id: userAddresses.id, isDefault: userAddresses.isDefault });
  return rows[0];
}

/** The newest address left, made the default after the default was deleted. */
export async function promoteNewest(tx: Transaction, userId: string, now: Date) {
  const [newest] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.createdAt), asc(userAddresses.id))
    .limit(1);
  if (newest) {
    await tx
      .update(userAddresses)
      .set({ isDefault: true, updatedAt: now })
      .where(eq(userAddresses.id, newest.id));
  }
}

/** Erasure (DPDP): every address of the user. */
export async function deleteAllAddresses(tx: Executor, userId: string): Promise<number> {
  const rows = await tx
    .delete(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .returning({ id: userAddresses.id });
  return rows.length;
}
