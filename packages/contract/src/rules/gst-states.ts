/**
 * India's GST state codes: the first two digits of every GSTIN and the "place of supply" an invoice and the
 * GSTR-1 return name (as `29-Karnataka`). Codes are the GST Network's list; names are written as the pincode
 * table (apps/api's seed) writes its states, so a shipping address's state finds its code by name.
 */

export const GST_STATE_CODES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  /** Merged into 26 on 26 Jan 2020; kept because GSTINs and returns from before then carry it. */
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  /** Andhra Pradesh before Telangana was carved out (2014); today's Andhra Pradesh is 37. */
  '28': 'Andhra Pradesh (before division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;

export type GstStateCode = keyof typeof GST_STATE_CODES;

/** The codes a place of supply may be today: not the two retired ones (25, 28). */
const RETIRED_STATE_CODES: readonly string[] = ['25', '28'];

export function isGstStateCode(code: unknown): code is GstStateCode {
  return typeof code === 'string' && Object.hasOwn(GST_STATE_CODES, code);
}

/** Spellings a person or an older table may use for a state, beyond the names above. */
const STATE_NAME_ALIASES: Readonly<Record<string, GstStateCode>> = {
  orissa: '21',
  pondicherry: '34',
  'new delhi': '07',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  uttaranchal: '05',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  'andaman and nicobar': '35',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'dadra & nagar haveli & daman & diu': '26',
};

function stateKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const CODE_BY_STATE_NAME: ReadonlyMap<string, GstStateCode> = new Map([
  ...Object.entries(GST_STATE_CODES)
    .filter(([code]) => !RETIRED_STATE_CODES.includes(code))
    .map(([code, name]) => [stateKey(name), code as GstStateCode] as const),
  ...Object.entries(STATE_NAME_ALIASES),
]);

/**
 * The GST code of a state named as the pincode table names it (`Karnataka` → `29`), case and spacing aside;
 * null for a name that is no Indian state or union territory. A retired code is never the answer: Daman and
 * Diu is 26 today, Andhra Pradesh 37.
 */
export function gstStateCodeFor(stateName: string): GstStateCode | null {
  return CODE_BY_STATE_NAME.get(stateKey(stateName)) ?? null;
}

/** `29-Karnataka`: a place of supply as an invoice and GSTR-1's B2CS table write it. */
export function formatPlaceOfSupply(code: GstStateCode): string {
  return `${code}-${GST_STATE_CODES[code]}`;
}
