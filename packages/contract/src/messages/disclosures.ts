/**
 * A product's legal disclosures (the Legal Metrology declarations) and their refusals, apart from product.ts:
 * the product page shows them below its first screen and a listing's filters name the country of origin
 * (issue 35).
 */
import { COUNTRIES } from '../rules/countries.js';

/**
 * The product's Legal Metrology declarations (issue 34) in ABOUT THIS PRODUCT, and the back office's section
 * that edits them (product form, category defaults).
 */
export const DISCLOSURE_TEXT = {
  countryOfOrigin: 'Country of origin',
  manufacturedBy: 'Manufactured by',
  packedBy: 'Packed by',
  importedBy: 'Imported by',
  netQuantity: 'Net quantity',
  importMonth: 'Month and year of import',
  customerCare: 'Customer care',
  // Back office.
  section: 'Legal disclosures',
  categoryDefaults: 'Default legal disclosures',
  categoryDefaultsHint: 'Products of this category take these where their own fields are blank.',
  productHint: "Blank fields take the category's defaults.",
  inherited: (value: string) => `Category default: ${value}`,
  noCountry: 'Category default',
  manufacturer: 'Manufacturer',
  packer: 'Packer',
  importer: 'Importer',
  partyName: 'Name',
  partyAddress: 'Address',
  netQuantityPlaceholder: '1 N, 1 pair, 3 N (set)',
  importMonthHint: 'Month and year the goods were imported',
  consumerCarePlaceholder: "Blank: the store's support line",
  incomplete: 'Legal disclosures incomplete',
  // Listing facet.
  originFacet: 'Country of origin',
  /** Countries by ISO code, as a product's origin and the listing's filter name them (rules/countries.ts). */
  countries: COUNTRIES,
} as const;

/** Refusals of a disclosure edit (the API's 400s and the back office's field errors). */
export const DISCLOSURE_MESSAGES = {
  countryRequired: 'Choose the country of origin',
  countryUnknown: 'Choose a country from the list',
  makerRequired: 'Give the manufacturer or the packer, with name and address',
  partyNameRequired: 'Give the name',
  partyAddressRequired: 'Give the full address',
  netQuantityRequired: 'Give the net quantity, e.g. 1 N or 1 pair',
  netQuantityInvalid: 'Net quantity must hold a number, e.g. 1 N or 1 pair',
  importMonthRequired: 'Give the month and year of import for imported goods',
  importMonthInvalid: 'Give the month of import as YYYY-MM, from 1990',
  importerRequired: 'Give the importer, with name and address, for imported goods',
  originFilterInvalid: 'Country of origin must be a two-letter country code, e.g. IN',
} as const;
