/**
 * Legal Metrology (Packaged Commodities) Rules 2011 and the Consumer Protection (E-Commerce) Rules 2020
 * (issue 34): what a product page must declare — country of origin, who made, packed or imported it and where,
 * the net quantity, the month and year of import for imported goods, and whom to contact about it. A product
 * declares its own; each field it leaves blank is its category's default; consumer care falls back last to the
 * store's own support line (`GET /api/store`).
 */
import { DISCLOSURE_MESSAGES } from '../messages/disclosures.js';
import { HOME_COUNTRY, isCountryCode } from './countries.js';

/** A manufacturer, packer or importer: its name and full address. */
export interface DisclosureParty {
  name: string;
  address: string;
}

/** What a product (or its category, as defaults) declares; every field may be blank, i.e. inherited. */
export interface Disclosures {
  /** ISO 3166-1 alpha-2 (`IN`). */
  countryOfOrigin?: string | undefined;
  manufacturer?: DisclosureParty | undefined;
  packer?: DisclosureParty | undefined;
  importer?: DisclosureParty | undefined;
  /**
   * Free text, as the label prints it: `1 N`, `1 pair`, `3 N (kurta, pant, dupatta)`. Apparel is declared by
   * number (N), pair or set, not by weight or volume, so a number-and-unit pair would still need free text for
   * sets; the schema only asks for a number in it and bounds its length (NET_QUANTITY_MAX_LENGTH).
   */
  netQuantity?: string | undefined;
  /** Month and year of import, `YYYY-MM`; required when the country of origin is not India. */
  importMonth?: string | undefined;
  /** Whom a shopper contacts about the product: name, phone, email or address as one line. */
  consumerCare?: string | undefined;
}

export const DISCLOSURE_FIELDS = [
  'countryOfOrigin',
  'manufacturer',
  'packer',
  'importer',
  'netQuantity',
  'importMonth',
  'consumerCare',
] as const satisfies readonly (keyof Disclosures)[];

export const NET_QUANTITY_MAX_LENGTH = 40;
export const PARTY_NAME_MAX_LENGTH = 120;
export const PARTY_ADDRESS_MAX_LENGTH = 300;
export const CONSUMER_CARE_MAX_LENGTH = 300;
/** The earliest import month accepted: no product on sale was imported before it. */
export const IMPORT_YEAR_MIN = 1990;

const IMPORT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-08` → `{ year: 2026, month: 8 }`; anything else → undefined. */
export function parseImportMonth(text: string): { year: number; month: number } | undefined {
  const match = IMPORT_MONTH.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < IMPORT_YEAR_MIN) return undefined;
  return { year, month: Number(match[2]) };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-08` → `August 2026`, as the label prints it. */
export function formatImportMonth(text: string): string {
  const parsed = parseImportMonth(text);
  return parsed ? `${MONTHS[parsed.month - 1]} ${parsed.year}` : text;
}

/** Goods made outside India are imported. */
export const isImported = (countryOfOrigin: string | undefined): boolean =>
  countryOfOrigin !== undefined && countryOfOrigin !== HOME_COUNTRY;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankParty = (party: DisclosureParty | null | undefined) =>
  !party || (blank(party.name) && blank(party.address));

/**
 * The product's disclosures with each blank field taken from its category's defaults (field by field: a
 * product naming its own manufacturer keeps its category's packer). Blank fields of both stay absent.
 */
export function resolveDisclosures(
  own: Disclosures | null | undefined,
  categoryDefaults: Disclosures | null | undefined,
): Disclosures {
  const resolved: Disclosures = {};
  for (const field of DISCLOSURE_FIELDS) {
    const ownValue = own?.[field];
    const fallback = categoryDefaults?.[field];
    const isBlank = (value: unknown) =>
      typeof value === 'object' ? blankParty(value as DisclosureParty) : blank(value);
    const value = !isBlank(ownValue) ? ownValue : !isBlank(fallback) ? fallback : undefined;
    if (value !== undefined) (resolved as Record<string, unknown>)[field] = value;
  }
  // A month of import belongs to imported goods only: one inherited by a product made in India is not shown.
  if (!isImported(resolved.countryOfOrigin)) delete resolved.importMonth;
  return resolved;
}

/**
 * What a product's resolved disclosures lack to be complete, each as the contract's message (empty: complete):
 * a known country, a manufacturer or a packer, the net quantity, and for imported goods the month and year of
 * import (and who imported them).
 */
export function disclosureProblems(resolved: Disclosures): string[] {
  const problems: string[] = [];
  const origin = resolved.countryOfOrigin;
  if (blank(origin)) problems.push(DISCLOSURE_MESSAGES.countryRequired);
  else if (!isCountryCode(origin as string)) problems.push(DISCLOSURE_MESSAGES.countryUnknown);
  if (blankParty(resolved.manufacturer) && blankParty(resolved.packer))
    problems.push(DISCLOSURE_MESSAGES.makerRequired);
  if (blank(resolved.netQuantity)) problems.push(DISCLOSURE_MESSAGES.netQuantityRequired);
  if (isImported(origin)) {
    if (blank(resolved.importMonth)) problems.push(DISCLOSURE_MESSAGES.importMonthRequired);
    if (blankParty(resolved.importer)) problems.push(DISCLOSURE_MESSAGES.importerRequired);
  }
  return problems;
}

/** A party as one line: `Zari Crafts Pvt Ltd, 12 MI Road, Jaipur 302001`. */
export const partyLine = (party: DisclosureParty) => `${party.name}, ${party.address}`;

/** The customer-care line a product page shows: the product's or category's, else the store's support line. */
export function consumerCareLine(
  resolved: Disclosures,
  store?: { tradeName?: string; supportPhone?: string; supportEmail?: string } | null,
): string | undefined {
  if (!blank(resolved.consumerCare)) return resolved.consumerCare;
  if (!store) return undefined;
  const parts = [store.tradeName, store.supportPhone, store.supportEmail].filter(
    (part): part is string => !blank(part),
  );
  return parts.length > 0 ? parts.join(', ') : undefined;
}
