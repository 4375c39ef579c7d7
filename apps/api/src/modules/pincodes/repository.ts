/** Pincode queries: the pincode check and the order service both read serviceability from here. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pincodes } from '../../db/schema/index.js';

export type ServiceablePincode = typeof pincodes.$inferSelect;

export async function findPincode(db: Executor, pincode: string): Promise<ServiceablePincode | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
  return row;
}
