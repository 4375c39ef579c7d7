/** The address book (issue 34, Saved addresses): the API's answers and the storefront's words. */
import { ADDRESS_BOOK_MAX, type AddressKind } from '../rules/addresses.js';

export const ADDRESS_MESSAGES = {
  notFound: 'Address not found',
  nothingToChange: 'Nothing to change',
  bookFull: `You can save at most ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`,
  fullNameRequired: 'Enter the name of the person receiving the order',
  line1Required: 'Enter the house number and street',
  cityStateUnknown: 'Enter the city and state: we could not find this pincode',
  saved: 'Address saved',
  deleted: 'Address deleted',
  defaultSet: 'Default address updated',
} as const;

/** The address book's toasts. */
export const ADDRESS_TOASTS = {
  saved: { title: 'Address saved', description: 'You can pick it at checkout.' },
  deleted: { title: 'Address deleted', description: 'It is no longer in your address book.' },
  defaultSet: { title: 'Default address updated', description: 'Checkout starts with this address.' },
  saveFailed: { title: 'Address not saved', description: 'Please try again.' },
} as const;

export const ADDRESS_BOOK_TEXT = {
  title: 'Saved addresses',
  settingsRow: 'Saved addresses',
  empty: 'No saved addresses yet',
  emptyHint: 'Add an address once and pick it at checkout.',
  add: 'Add address',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete this address?',
  makeDefault: 'Make default',
  default: 'Default',
  save: 'Save address',
  saving: 'Saving…',
  cancel: 'Cancel',
  loadFailed: 'Could not load your addresses',
  signInRequired: 'Please login to manage your addresses',
  kinds: { home: 'Home', work: 'Work' } satisfies Record<AddressKind, string>,
  kind: 'Address type',
  setAsDefault: 'Make this my default address',
  fields: {
    fullName: 'Full Name',
    phone: 'Phone Number',
    line1: 'House no., building, street',
    line2: 'Area, locality (optional)',
    landmark: 'Landmark (optional)',
    city: 'City',
    state: 'State',
    pincode: 'Pincode',
  },
  filledFromPincode: 'City and state filled from the pincode',
  /** The checkout's picker. */
  pickerTitle: 'Deliver to',
  newAddress: 'A new address',
  saveThisAddress: 'Save this address to my address book',
  manage: 'Manage addresses',
} as const;
