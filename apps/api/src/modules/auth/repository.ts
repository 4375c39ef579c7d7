/** Queries of sign-in: OTP codes, the send log the hourly caps count, users by phone. */
import type { Locale } from '@zari/contract';
import { and, count, eq, gt, lt, lte, min } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type OtpPurpose, otpCodes, otpSends, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type OtpCodeRow = typeof otpCodes.$inferSelect;

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Creates the user, or answers undefined when the phone already has one (a signup race lost). */
export async function insertUser(
  db: Executor,
  phone: string,
  now: Date,
  locale: Locale = 'en',
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ phone, locale, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row;
}

export async function findOtpCode(db: Executor, phone: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** The code row locked for this transaction, so parallel verifies of one code run one after another. */
export async function lockOtpCode(db: Executor, phone: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Stores a new code in place of the previous one, unless that one was sent after `resendAfter` (two sends
 * racing past the cooldown check): then nothing is stored and the answer is false.
 */
export async function replaceOtpCode(
  db: Executor,
  code: Omit<OtpCodeRow, 'attempts'>,
  resendAfter: Date,
): Promise<boolean> {
  const rows = await db
    .insert(otpCodes)
    .values({ ...code, attempts: 0 })
    .onConflictDoUpdate({
      target: [otpCodes.phone, otpCodes.purpose],
      set: { codeHash: code.codeHash, attempts: 0, sentAt: code.sentAt, expiresAt: code.expiresAt },
      setWhere: lte(otpCodes.sentAt, resendAfter),
    })
    .returning({ phone: otpCodes.phone });
  return rows.length > 0;
}

export async function setOtpAttempts(db: Executor, phone: string, purpose: OtpPurpose, attempts: number) {
  await db
    .update(otpCodes)
    .set({ attempts })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)));
}

/** Deletes the code; with `codeHash`, only if it is still that code (a newer send is left alone). */
export async function deleteOtpCode(db: Executor, phone: string, purpose: OtpPurpose, codeHash?: string) {
  await db
    .delete(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, phone),
        eq(otpCodes.purpose, purpose),
        codeHash ? eq(otpCodes.codeHash, codeHash) : undefined,
      ),
    );
}

export async function recordOtpSend(db: Executor, send: { phone: string; ip: string; sentAt: Date }) {
  const [row] = await db.insert(otpSends).values(send).returning({ id: otpSends.id });
  return row?.id as string;
}

export async function forgetOtpSend(db: Executor, id: string) {
  await db.delete(otpSends).where(eq(otpSends.id, id));
}

/** Sends in the window and the oldest of them, for one phone or one IP. */
export async function otpSendsSince(db: Executor, by: { phone: string } | { ip: string }, since: Date) {
  const key = 'phone' in by ? eq(otpSends.phone, by.phone) : eq(otpSends.ip, by.ip);
  const [row] = await db
    .select({ sends: count(), oldest: min(otpSends.sentAt) })
    .from(otpSends)
    .where(and(key, gt(otpSends.sentAt, since)));
  return { sends: row?.sends ?? 0, oldest: row?.oldest ?? null };
}

/** The log only matters for an hour; older rows are dropped as new ones arrive. */
export async function pruneOtpSends(db: Executor, before: Date) {
  await db.delete(otpSends).where(lt(otpSends.sentAt, before));
}
