import { describe, expect, it } from 'vitest';
import { DISCLOSURE_MESSAGES } from '../messages/disclosures.js';
import { DisclosuresInput, ProductListQuery } from '../schemas/catalog.js';
import { COUNTRIES, COUNTRY_OPTIONS, countryName, isCountryCode } from './countries.js';
import {
  consumerCareLine,
  disclosureProblems,
  formatImportMonth,
  parseImportMonth,
  resolveDisclosures,
} from './disclosures.js';
import { listingApiQuery, listingSearchParams, parseListingParams } from './listing.js';

const jaipur = { name: 'Zari Crafts Pvt Ltd', address: '12 MI Road, Jaipur, Rajasthan 302001' };
const surat = { name: 'Surat Packers LLP', address: 'Ring Road, Surat, Gujarat 395002' };
const importer = { name: 'Zari Retail Pvt Ltd', address: 'Andheri East, Mumbai 400069' };

describe('countries', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes with English names, India first in the select', () => {
    expect(Object.keys(COUNTRIES)).toHaveLength(249);
    expect(countryName('IN')).toBe('India');
    expect(countryName('CN')).toBe('China');
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('in')).toBe(false);
    expect(COUNTRY_OPTIONS[0]).toEqual({ code: 'IN', name: 'India' });
  });
});

describe('resolveDisclosures', () => {
  const defaults = { countryOfOrigin: 'IN', manufacturer: jaipur, netQuantity: '1 N' };

  it("takes each blank field from the category's defaults, field by field", () => {
    expect(resolveDisclosures({ packer: surat, netQuantity: '' }, defaults)).toEqual({
      countryOfOrigin: 'IN',
      manufacturer: jaipur,
      packer: surat,
      netQuantity: '1 N',
    });
  });

  it("keeps the product's own values over the defaults", () => {
    expect(
      resolveDisclosures(
        { countryOfOrigin: 'CN', importer, importMonth: '2026-08', netQuantity: '1 pair' },
        defaults,
      ),
    ).toEqual({
      countryOfOrigin: 'CN',
      manufacturer: jaipur,
      importer,
      importMonth: '2026-08',
      netQuantity: '1 pair',
    });
  });

  it('drops a month of import from goods made in India', () => {
    expect(resolveDisclosures({ importMonth: '2026-08' }, defaults).importMonth).toBeUndefined();
  });

  it('is empty when neither declares anything', () => {
    expect(resolveDisclosures(null, undefined)).toEqual({});
  });
});

describe('disclosureProblems', () => {
  it('passes a complete Indian product', () => {
    expect(disclosureProblems({ countryOfOrigin: 'IN', packer: surat, netQuantity: '1 N' })).toEqual([]);
  });

  it('asks for the country, a manufacturer or packer, and the net quantity', () => {
    expect(disclosureProblems({})).toEqual([
      DISCLOSURE_MESSAGES.countryRequired,
      DISCLOSURE_MESSAGES.makerRequired,
      DISCLOSURE_MESSAGES.netQuantityRequired,
    ]);
  });

  it('asks imported goods for the month of import and the importer', () => {
    const imported = { countryOfOrigin: 'CN', manufacturer: jaipur, netQuantity: '1 N' };
    expect(disclosureProblems(imported)).toEqual([
      DISCLOSURE_MESSAGES.importMonthRequired,
      DISCLOSURE_MESSAGES.importerRequired,
    ]);
    expect(disclosureProblems({ ...imported, importMonth: '2026-08', importer })).toEqual([]);
  });
});

describe('DisclosuresInput', () => {
  it('reads blanks as inherited and upper-cases the country', () => {
    const parsed = DisclosuresInput.parse({
      countryOfOrigin: 'cn',
      manufacturer: { name: '', address: '' },
      netQuantity: ' 1 pair ',
      importMonth: '',
    });
    expect(parsed).toEqual({
      countryOfOrigin: 'CN',
      manufacturer: undefined,
      netQuantity: '1 pair',
      importMonth: undefined,
    });
  });

  it.each([
    [{ countryOfOrigin: 'XX' }, DISCLOSURE_MESSAGES.countryUnknown],
    [{ importMonth: '2026-13' }, DISCLOSURE_MESSAGES.importMonthInvalid],
    [{ importMonth: 'Aug 2026' }, DISCLOSURE_MESSAGES.importMonthInvalid],
    [{ netQuantity: 'one' }, DISCLOSURE_MESSAGES.netQuantityInvalid],
    [{ manufacturer: { name: 'Zari', address: '' } }, DISCLOSURE_MESSAGES.partyAddressRequired],
    [{ packer: { name: '', address: 'Surat' } }, DISCLOSURE_MESSAGES.partyNameRequired],
  ])('refuses %j', (input, message) => {
    const result = DisclosuresInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('import month', () => {
  it('reads and prints YYYY-MM', () => {
    expect(parseImportMonth('2026-08')).toEqual({ year: 2026, month: 8 });
    expect(parseImportMonth('1989-12')).toBeUndefined();
    expect(formatImportMonth('2026-08')).toBe('August 2026');
  });
});

describe('consumerCareLine', () => {
  it("is the product's own, else the store's support line", () => {
    const store = { tradeName: 'Zari', supportPhone: '+91 80 4000 1200', supportEmail: 'care@zari.in' };
    expect(consumerCareLine({ consumerCare: 'Care desk, 1800 123 456' }, store)).toBe(
      'Care desk, 1800 123 456',
    );
    expect(consumerCareLine({}, store)).toBe('Zari, +91 80 4000 1200, care@zari.in');
    expect(consumerCareLine({}, null)).toBeUndefined();
  });
});

describe('the origin filter', () => {
  it('round-trips through the listing URL, known codes only', () => {
    const filters = parseListingParams(new URLSearchParams('origin=in&origin=CN&origin=XX&origin=IN'));
    expect(filters.origins).toEqual(['IN', 'CN']);
    expect(listingSearchParams(filters).toString()).toBe('origin=IN&origin=CN');
    expect(listingApiQuery(filters).origin).toEqual(['IN', 'CN']);
  });

  it('is validated by the list query', () => {
    expect(ProductListQuery.parse({ origin: ['in', 'CN'] }).origin).toEqual(['IN', 'CN']);
    const refused = ProductListQuery.safeParse({ origin: 'India' });
    expect(refused.error?.issues[0]?.message).toBe(DISCLOSURE_MESSAGES.originFilterInvalid);
  });
});
