/**
 * The address book at the edge (issue 34, Saved addresses): `GET/POST /api/users/{userId}/addresses`,
 * `PATCH/DELETE /api/users/{userId}/addresses/{addressId}`. The fields follow SPEC's shipping address rules
 * (a name, a phone, a street address and a six-digit pincode; city and state may be left for the pincode to
 * fill); the phone is an Indian mobile, kept as +91 and ten digits.
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../messages/addresses.js';
import { API_MESSAGES } from '../messages/api.js';
import { ADDRESS_KINDS, ADDRESS_LIMITS } from '../rules/addresses.js';
import { PINCODE_PATTERN } from '../rules/pincode.js';
import { envelope, Id, Text } from './common.js';
import { IndianPhone } from './users.js';

const optionalText = (max: number) => Text().trim().max(max);

export const AddressKindSchema = z.enum(ADDRESS_KINDS);

const addressFields = {
  fullName: Text().trim().min(1, ADDRESS_MESSAGES.fullNameRequired).max(ADDRESS_LIMITS.fullName),
  phone: IndianPhone,
  line1: Text().trim().min(1, ADDRESS_MESSAGES.line1Required).max(ADDRESS_LIMITS.line),
  line2: optionalText(ADDRESS_LIMITS.line),
  landmark: optionalText(ADDRESS_LIMITS.landmark),
  /** Empty or left out: filled from the pincode. */
  city: optionalText(ADDRESS_LIMITS.city),
  state: optionalText(ADDRESS_LIMITS.state),
  pincode: Text().trim().regex(PINCODE_PATTERN, API_MESSAGES.pincodeInvalid),
  kind: AddressKindSchema,
  isDefault: z.boolean(),
};

/** A new address: line2, landmark, city and state may be left out; `kind` is home unless said. */
export const SavedAddressCreate = z.object({
  ...addressFields,
  line2: addressFields.line2.default(''),
  landmark: addressFields.landmark.default(''),
  city: addressFields.city.default(''),
  state: addressFields.state.default(''),
  kind: addressFields.kind.default('home'),
  isDefault: addressFields.isDefault.default(false),
});
export type SavedAddressCreate = z.input<typeof SavedAddressCreate>;

/** An edit: any of the fields; `isDefault: true` makes it the default (and unsets the previous one). */
export const SavedAddressPatch = z
  .object(addressFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, ADDRESS_MESSAGES.nothingToChange);
export type SavedAddressPatch = z.input<typeof SavedAddressPatch>;

export const SavedAddress = z.object({
  id: Id,
  fullName: z.string(),
  /** +91 and ten digits. */
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  kind: AddressKindSchema,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

export const AddressParams = z.object({ userId: Id, addressId: Id });

export const SavedAddressResponse = envelope(SavedAddress);
/** The whole book, default first then newest, after every change. */
export const SavedAddressListResponse = envelope(z.array(SavedAddress));
