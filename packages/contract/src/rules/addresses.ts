/**
 * The shopper's address book (issue 34, Saved addresses): how many addresses one account keeps, their kinds,
 * and the one way a saved address becomes the order's shipping address (SPEC §3 Shipping address).
 */
import { formatPhoneForDisplay } from './phone.js';

/** An account keeps at most this many addresses. */
export const ADDRESS_BOOK_MAX = 20;

export const ADDRESS_KINDS = ['home', 'work'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Field lengths: line1 + line2 + landmark joined stay within the shipping address's 500 characters. */
export const ADDRESS_LIMITS = {
  fullName: 100,
  line: 200,
  landmark: 90,
  city: 100,
  state: 100,
} as const;

export interface SavedAddressFields {
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}

/** The one-line street address an order carries: line 1, line 2 and the landmark, the empty ones left out. */
export function streetAddressOf(address: Pick<SavedAddressFields, 'line1' | 'line2' | 'landmark'>): string {
  return [address.line1, address.line2, address.landmark]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

/** A saved address as the checkout's form and the order's `shippingAddress` take it (SPEC §3). */
export function shippingAddressOf(address: SavedAddressFields) {
  return {
    fullName: address.fullName,
    phone: formatPhoneForDisplay(address.phone),
    address: streetAddressOf(address),
    city: address.city,
    state: address.state,
    postalCode: address.pincode,
  };
}
