/**
 * Issue 34: what sign-in keeps about a phone (live codes, the send log the caps count, the console provider's
 * dev outbox). Nothing worth exporting (codes are secrets); erased with the account.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { otpCodes, otpSends, smsOutbox } from '../../db/schema/index.js';
import type { PersonalDataSection } from '../privacy/sections.js';

export function authPersonalData(_deps: { db: Database }): PersonalDataSection {
  return {
    name: 'signInCodes',
    collect: async () => ({ note: 'One-time sign-in codes are secrets and are never exported.' }),
    async erase(tx, _userId, erasure) {
      await tx.delete(otpCodes).where(eq(otpCodes.phone, erasure.phone));
      await tx.delete(otpSends).where(eq(otpSends.phone, erasure.phone));
      await tx.delete(smsOutbox).where(eq(smsOutbox.to, erasure.phone));
    },
  };
}
