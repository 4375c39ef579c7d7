/**
 * What the back office and the storefront say around GST (issue 30): the owner's Settings screen and GSTR-1
 * download, the order screen's invoice and packing slip, the product and category forms' tax fields, and the
 * shopper's invoice links. Its own module (not ADMIN_TEXT), so the storefront's chunks carry only its part.
 */
import { LOW_STOCK_THRESHOLD } from '../constants.js';
import { TAX_SHOPPER_TEXT } from './tax.js';

export const TAX_TEXT = {
  settings: {
    nav: 'Settings',
    title: 'Store settings',
    intro: 'Who the seller is, as invoices, policy pages and the storefront footer say it.',
    seller: 'Seller',
    legalName: 'Legal name',
    tradeName: 'Trade name',
    gstin: 'GSTIN',
    invoicePrefix: 'Invoice prefix',
    invoicePrefixHint: 'Invoices are numbered PREFIX/FY/serial, at most 16 characters in all.',
    // Issue 31: when a size runs low.
    stockAlerts: 'Stock alerts',
    lowStockThreshold: 'Low-stock threshold (pieces)',
    lowStockThresholdHint: `A size of a colour with this many pieces or fewer is listed on the dashboard, and an order that takes it there sends the owner an SMS. Empty: ${LOW_STOCK_THRESHOLD}.`,
    ownerPhone: 'Owner’s mobile for stock alerts',
    ownerPhoneHint: 'The SMS goes here, once each time a size falls to the threshold. Empty: no SMS.',
    address: 'Registered address',
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    city: 'City',
    state: 'State or union territory',
    stateCode: 'State code',
    chooseState: 'Choose a state',
    pincode: 'Pincode',
    support: 'Customer support',
    supportPhone: 'Support phone',
    supportEmail: 'Support email',
    grievance: 'Grievance officer',
    officerName: 'Name',
    officerDesignation: 'Designation',
    officerEmail: 'Email',
    officerPhone: 'Phone',
    save: 'Save settings',
  },
  reports: {
    title: 'GSTR-1 for the accountant',
    body: "The month's B2C supplies, HSN summary, credit notes and documents issued, as CSV files in a zip.",
    month: 'Month',
    download: 'Download GSTR-1',
    failed: "Couldn't download the report. Try again.",
    fileName: (month: string) => `gstr1-${month}.zip`,
  },
  invoice: {
    title: 'Tax invoice',
    notIssued: 'The invoice is issued when the order is shipped.',
    number: (number: string) => `Invoice ${number}`,
    print: 'Print invoice',
    creditNote: (number: string) => `Credit note ${number}`,
    packingSlip: 'Print packing slip',
    placeOfSupply: 'Place of supply',
  },
  packingSlip: {
    title: 'Packing slip',
    order: (id: string) => `Order ${id}`,
    shipTo: 'Ship to',
    item: 'Item',
    size: 'Size',
    colour: 'Colour',
    quantity: 'Qty',
    print: 'Print',
    close: 'Close',
  },
  productTax: {
    title: 'Tax',
    hsn: 'HSN code',
    hsnHint: '4, 6 or 8 digits; leave empty to use the category’s.',
    categoryHsnHint: '4, 6 or 8 digits; leave empty to use the tax class’s.',
    taxClass: 'Tax class',
    fromCategory: 'As the category',
    toConfirm: '(rate to confirm)',
  },
  shopper: {
    downloadInvoice: TAX_SHOPPER_TEXT.downloadInvoice,
    downloadCreditNote: TAX_SHOPPER_TEXT.downloadCreditNote,
  },
  storeLoadFailed: 'Failed to fetch the store details',
  /** The grievance officer's hours: no settings field holds them, so they are the contract's words. */
  grievanceHours: TAX_SHOPPER_TEXT.grievanceHours,
} as const;
