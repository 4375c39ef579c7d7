/**
 * The shopper's address book (issue 34, Saved addresses), part of the users domain (DESIGN §10: an address
 * belongs to the account, as the profile does; no other module writes it). Built once in app.ts. The
 * pincodes module's lookup fills city and state; the data-rights work reads `personalDataSection`.
 */
import type { SavedAddress } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PersonalDataSection } from '../privacy/sections.js';
import { deleteAllAddresses, listAddresses } from './address-repository.js';
import { createDeleteAddress } from './delete-address.js';
import { createAddAddress, createUpdateAddress, type PincodePlace, toSavedAddress } from './save-address.js';

export type AddressesService = ReturnType<typeof createAddressesService>;

/**
 * One section of a shopper's personal data (DPDP Act 2023): what an export collects and what an erasure
 * deletes. The data-rights use cases gather the sections of every module.
 */

export function createAddressesService(deps: { db: Database; clock: Clock; placeOf: PincodePlace }) {
  const { db } = deps;
  const list = async (userId: string): Promise<SavedAddress[]> =>
    (await listAddresses(db, userId)).map(toSavedAddress);

  const personalDataSection: PersonalDataSection = {
    name: 'addresses',
    collect: list,
    async erase(tx, userId) {
      await deleteAllAddresses(tx, userId);
    },
  };

  return {
    list,
    add: createAddAddress(deps),
    update: createUpdateAddress(deps),
    remove: createDeleteAddress(deps),
    personalDataSection,
  };
}
