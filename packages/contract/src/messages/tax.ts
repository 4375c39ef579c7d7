/** GST and the store's settings (issue 30): what the API refuses with, and the invoice's own wording. */
import { INVOICE_PREFIX_MAX_LENGTH } from '../rules/invoice-number.js';

export const TAX_MESSAGES = {
  gstinInvalid: 'Enter a valid GSTIN',
  gstinStateMismatch: "The GSTIN must begin with the registered address's state code",
  hsnInvalid: 'HSN must be 4, 6 or 8 digits',
  taxClassUnknown: 'Unknown tax class',
  stateCodeInvalid: 'Choose a state or union territory',
  stateCodeMismatch: "The state code must be the registered address's state",
  invoicePrefixInvalid: `An invoice prefix is 1 to ${INVOICE_PREFIX_MAX_LENGTH} capital letters, digits or hyphens, starting with a letter or digit`,
  phoneInvalid: 'Enter a phone number with its area code',
  settingsUpdateEmpty: 'Send at least one setting to change',
  settingsUpdated: 'Settings saved',
  /** The invoice line of the tree-planting donation, which is not a supply and carries no tax. */
  plantationLine: 'Plantation amount',
} as const;
