/**
 * The store's settings (issue 30, DESIGN §10 Store settings): who the seller is, as its invoices, policy pages
 * and footer say, owned by the owner. And a product's tax fields. Each refusal carries the contract's message.
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD_MAX } from '../constants.js';
import { ADMIN_MESSAGES } from '../messages/admin.js';
import { TAX_MESSAGES } from '../messages/tax.js';
import { API_MESSAGES } from '../messages.js';
import { DEFAULT_TAX_CLASSES, type TaxClass } from '../rules/gst.js';
import { gstStateCodeFor, isGstStateCode } from '../rules/gst-states.js';
import { gstinStateCode, isValidGstin, isValidHsn } from '../rules/gstin.js';
import { isValidInvoicePrefix } from '../rules/invoice-number.js';
import { isValidIndianMobile } from '../rules/phone.js';
import { PINCODE_PATTERN } from '../rules/pincode.js';
import { envelope, Text } from './common.js';

const requiredText = (max: number) =>
  Text().trim().min(1, ADMIN_MESSAGES.fieldRequired).max(max, ADMIN_MESSAGES.fieldTooLong(max));

/** GSTINs are issued in capitals; one typed in lower case or with spaces around is read as meant. */
export const Gstin = Text().trim().toUpperCase().refine(isValidGstin, TAX_MESSAGES.gstinInvalid);

export const Hsn = Text().trim().refine(isValidHsn, TAX_MESSAGES.hsnInvalid);

export const GstStateCode = Text().refine(isGstStateCode, TAX_MESSAGES.stateCodeInvalid);

/** The invoice prefix, upper-cased as typed: `zri` becomes `ZRI`. */
export const InvoicePrefix = Text()
  .trim()
  .toUpperCase()
  .refine(isValidInvoicePrefix, TAX_MESSAGES.invoicePrefixInvalid);

/**
 * A support or grievance line: a landline (`+91 80 4000 1200`) as well as a mobile, so not the shopper's
 * mobile-only rule. Digits, spaces and hyphens after an optional +; 10 to 13 digits.
 */
export const ContactPhone = Text()
  .trim()
  .max(20, TAX_MESSAGES.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/[\s-]/g, '');
    return /^\+?\d{10,13}$/.test(digits) && /^\+?\d[\d\s-]*$/.test(value);
  }, TAX_MESSAGES.phoneInvalid);

export const ContactEmail = z.email({ message: API_MESSAGES.invalidEmail }).max(254);

/** The registered address: its state by name, and that state's GST code, which must agree. */
export const RegisteredAddress = z
  .object({
    line1: requiredText(200),
    line2: Text().trim().max(200, ADMIN_MESSAGES.fieldTooLong(200)).optional(),
    city: requiredText(100),
    state: requiredText(100),
    stateCode: GstStateCode,
    pincode: Text().trim().regex(PINCODE_PATTERN, API_MESSAGES.pincodeInvalid),
  })
  .refine((address) => gstStateCodeFor(address.state) === address.stateCode, {
    message: TAX_MESSAGES.stateCodeMismatch,
    path: ['stateCode'],
  });
export type RegisteredAddress = z.infer<typeof RegisteredAddress>;

export const GrievanceOfficerSettings = z.object({
  name: requiredText(100),
  designation: requiredText(100),
  email: ContactEmail,
  phone: ContactPhone,
});
export type GrievanceOfficerSettings = z.infer<typeof GrievanceOfficerSettings>;

const storeSettingsFields = {
  legalName: requiredText(200),
  tradeName: requiredText(200),
  gstin: Gstin,
  registeredAddress: RegisteredAddress,
  supportPhone: ContactPhone,
  supportEmail: ContactEmail,
  grievanceOfficer: GrievanceOfficerSettings,
  invoicePrefix: InvoicePrefix,
  /**
   * Issue 31: a size and colour with this many pieces or fewer is listed on the dashboard's "Low stock"
   * (absent: LOW_STOCK_THRESHOLD). What shoppers are told ("Only n left") keeps the contract's constant.
   */
  lowStockThreshold: z
    .number({ error: ADMIN_MESSAGES.wholeNumberRequired })
    .int(ADMIN_MESSAGES.wholeNumberRequired)
    .min(0, ADMIN_MESSAGES.notNegative)
    .max(LOW_STOCK_THRESHOLD_MAX)
    .optional(),
  /**
   * Issue 31: the owner's mobile, where a size and colour falling to the low-stock threshold is told (by SMS,
   * once per fall); absent or '': no such message. Kept as +91XXXXXXXXXX (the API normalises it on save).
   */
  ownerPhone: Text()
    .trim()
    .refine((phone) => phone === '' || isValidIndianMobile(phone), API_MESSAGES.invalidPhone)
    .optional(),
};

/** A GSTIN is issued per state: it begins with the code of the state the business is registered in. */
function gstinMatchesAddress(settings: {
  gstin?: string;
  registeredAddress?: { stateCode: string };
}): boolean {
  if (settings.gstin === undefined || settings.registeredAddress === undefined) return true;
  return gstinStateCode(settings.gstin) === settings.registeredAddress.stateCode;
}

const gstinStateRule = { message: TAX_MESSAGES.gstinStateMismatch, path: ['gstin'] };

export const StoreSettings = z.object(storeSettingsFields).refine(gstinMatchesAddress, gstinStateRule);
export type StoreSettings = z.infer<typeof StoreSettings>;

/**
 * `PATCH /api/admin/settings`: any of the fields; the address and the grievance officer are replaced whole
 * (never half an address). The GSTIN and the address are checked against each other when both are sent;
 * the server checks the merged settings with `StoreSettings` before it saves, so one sent alone is too.
 */
export const StoreSettingsPatch = z
  .object(storeSettingsFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, TAX_MESSAGES.settingsUpdateEmpty)
  .refine(gstinMatchesAddress, gstinStateRule);
export type StoreSettingsPatch = z.input<typeof StoreSettingsPatch>;

export const StoreSettingsResponse = envelope(StoreSettings);

/**
 * A tax class named in a request before the server has read its classes: any id of the table's shape. The API
 * then checks it against the classes it holds (`productTaxFields(classes)`), with the same message.
 */
export const TaxClassRef = Text()
  .trim()
  .min(1, TAX_MESSAGES.taxClassUnknown)
  .max(40, TAX_MESSAGES.taxClassUnknown);

/** A tax class as `GET /api/admin/tax-classes` lists it, for the product and category forms' select. */
export const TaxClassSchema = z.object({
  id: z.string(),
  label: z.string(),
  hsnDefault: z.string().optional(),
  slabs: z
    .array(z.object({ upToPaisePerPiece: z.number().int().optional(), ratePercent: z.number() }))
    .readonly(),
  toConfirm: z.boolean().optional(),
});
export const TaxClassListResponse = envelope(z.array(TaxClassSchema));

/** A tax class id among the given classes (the store's, or the seeded defaults). */
export function taxClassId(classes: readonly TaxClass[] = DEFAULT_TAX_CLASSES) {
  const ids = new Set(classes.map((taxClass) => taxClass.id));
  return Text().refine((id) => ids.has(id), TAX_MESSAGES.taxClassUnknown);
}

/** A product's tax fields, as the back office edits them; a category's defaults take the same shape. */
export function productTaxFields(classes: readonly TaxClass[] = DEFAULT_TAX_CLASSES) {
  return z.object({ hsn: Hsn, taxClass: taxClassId(classes) });
}

export const ProductTaxFields = productTaxFields();
export type ProductTaxFields = z.infer<typeof ProductTaxFields>;

/**
 * What shoppers may see of the seller (`GET /api/store`): names, registered address, GSTIN, support contacts
 * and the grievance officer, for the footer, About us, the policy pages and the JSON-LD. Not the invoice
 * prefix, which is the back office's business.
 */
export const PublicStoreSettings = z
  .object(storeSettingsFields)
  .omit({ invoicePrefix: true, lowStockThreshold: true, ownerPhone: true });
export type PublicStoreSettings = z.infer<typeof PublicStoreSettings>;
export const PublicStoreSettingsResponse = envelope(PublicStoreSettings);
