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
  invoiceNotIssued: 'No invoice has been issued for this order yet',
  creditNoteNotFound: 'No such credit note for this order',
  gstr1MonthInvalid: 'Choose a month as YYYY-MM',
  /** Shipping issues the invoice, which needs an HSN per line (Rule 46): the move is refused until it has one. */
  hsnMissing: (title: string) => `Set an HSN code for "${title}" (or its category) before shipping it`,
  placeOfSupplyUnknown: (state: string) =>
    `The shipping state "${state}" is no Indian state or union territory, so no invoice can name its place of supply`,
  invoiceCancelledOrder: 'A cancelled order gets no invoice',
} as const;

/**
 * What the storefront says around GST and the store (issue 30): the shopper's invoice links and the grievance
 * officer's hours (no settings field holds them). Here, not in tax-ui.ts, so a shopper's language has them.
 */
export const TAX_SHOPPER_TEXT = {
  downloadInvoice: 'Download invoice',
  downloadCreditNote: (number: string) => `Credit note ${number}`,
  grievanceHours: 'Mon–Sat, 10:00–18:00 IST',
} as const;
