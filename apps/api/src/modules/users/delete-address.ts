/** Deleting a saved address (issue 34); deleting the default makes the newest one left the default. */
import { ADDRESS_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { deleteAddress, lockOwner, promoteNewest } from './address-repository.js';

export function createDeleteAddress({ db, clock }: { db: Database; clock: Clock }) {
  return async function removeAddress(userId: string, addressId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const deleted = await deleteAddress(tx, userId, addressId);
      if (!deleted) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      if (deleted.isDefault) await promoteNewest(tx, userId, clock.now());
    });
  };
}
