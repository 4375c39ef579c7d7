/**
 * Adding and editing a saved address (issue 34). City and state come from the pincode table when the shopper
 * leaves either empty (the storefront fills them as the pincode is typed; a client that does not is served
 * the same); an unknown pincode then needs them typed. Making an address the default unsets the previous one
 * in the same transaction, under the owner's row lock, so two racing "make default" leave exactly one.
 */
import { ADDRESS_BOOK_MAX, ADDRESS_MESSAGES, type SavedAddress } from '@zari/contract';
import type { SavedAddressCreate, SavedAddressPatch } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import {
  type AddressRow,
  countAddresses,
  findAddress,
  insertAddress,
  lockOwner,
  unsetDefault,
  updateAddress,
} from './address-repository.js';

/** The pincode table's city and state, or undefined for a pincode it does not have. */
export type PincodePlace = (pincode: string) => Promise<{ city: string; state: string } | undefined>;

export interface SaveAddressDeps {
  db: Database;
  clock: Clock;
  placeOf: PincodePlace;
}

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    kind: row.kind,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The city and state to keep: the shopper's when both are given, else the pincode's. */
async function placeFor(
  placeOf: PincodePlace,
  address: { city: string; state: string; pincode: string },
): Promise<{ city: string; state: string }> {
  if (address.city !== '' && address.state !== '') return { city: address.city, state: address.state };
  const place = await placeOf(address.pincode);
  if (!place) throw new BadRequestError(ADDRESS_MESSAGES.cityStateUnknown);
  return { city: address.city || place.city, state: address.state || place.state };
}

export function createAddAddress({ db, clock, placeOf }: SaveAddressDeps) {
  return async function addAddress(
    userId: string,
    input: z.output<typeof SavedAddressCreate>,
  ): Promise<SavedAddress> {
    const place = await placeFor(placeOf, input);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      if (!(await lockOwner(tx, userId))) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      const count = await countAddresses(tx, userId);
      if (count >= ADDRESS_BOOK_MAX) throw new ConflictError(ADDRESS_MESSAGES.bookFull);
      // The first address is the default; a later one only when asked.
      const isDefault = input.isDefault || count === 0;
      if (isDefault) await unsetDefault(tx, userId, now);
      return insertAddress(tx, userId, { ...input, ...place, isDefault }, now);
    });
    return toSavedAddress(row);
  };
}

export function createUpdateAddress({ db, clock, placeOf }: SaveAddressDeps) {
  return async function editAddress(
    userId: string,
    addressId: string,
    patch: z.output<typeof SavedAddressPatch>,
  ): Promise<SavedAddress> {
    // The pincode's place is looked up before the transaction, which holds its own connection.
    const current = await findAddress(db, userId, addressId);
    if (!current) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    const merged = {
      city: patch.city ?? current.city,
      state: patch.state ?? current.state,
      pincode: patch.pincode ?? current.pincode,
    };
    // A new pincode without a new city and state takes the pincode's.
    const moved = patch.pincode !== undefined && patch.pincode !== current.pincode;
    const place = await placeFor(
      placeOf,
      moved && patch.city === undefined && patch.state === undefined
        ? { ...merged, city: '', state: '' }
        : merged,
    );
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const locked = await findAddress(tx, userId, addressId);
      if (!locked) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      if (patch.isDefault === true && !locked.isDefault) await unsetDefault(tx, userId, now);
      return updateAddress(tx, userId, addressId, { ...patch, ...place }, now);
    });
    if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    return toSavedAddress(row);
  };
}
