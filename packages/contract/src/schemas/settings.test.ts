import { describe, expect, it } from 'vitest';
import { DEMO_STORE_SETTINGS } from '../demo-store.js';
import { TAX_MESSAGES } from '../messages/tax.js';
import { API_MESSAGES } from '../messages.js';
import { ProductTaxFields, productTaxFields, StoreSettings, StoreSettingsPatch } from './settings.js';

/** The demo seller, with a Karnataka GSTIN. */
const demo = DEMO_STORE_SETTINGS;

/** The messages a refused input yields, by path. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('StoreSettings', () => {
  it("accepts today's demo seller, reading a lower-case GSTIN and prefix as capitals", () => {
    expect(StoreSettings.parse(demo)).toEqual(demo);
    const typed = StoreSettings.parse({ ...demo, gstin: ' 29aaacz1234f1zh ', invoicePrefix: 'zri' });
    expect(typed.gstin).toBe('29AAACZ1234F1ZH');
    expect(typed.invoicePrefix).toBe('ZRI');
  });

  it('refuses a GSTIN whose check character is wrong with "Enter a valid GSTIN"', () => {
    const result = StoreSettings.safeParse({ ...demo, gstin: '29AAACZ1234F1ZJ' });
    expect(refusals(result)).toEqual([['gstin', 'Enter a valid GSTIN']]);
  });

  it("refuses a GSTIN of another state than the registered address's", () => {
    const result = StoreSettings.safeParse({ ...demo, gstin: '27AAPFU0939F1ZV' });
    expect(refusals(result)).toEqual([['gstin', TAX_MESSAGES.gstinStateMismatch]]);
  });

  it('refuses a state code that is not the state named, or none at all', () => {
    const wrong = { ...demo.registeredAddress, stateCode: '27' };
    expect(refusals(StoreSettings.safeParse({ ...demo, registeredAddress: wrong }))).toContainEqual([
      'registeredAddress.stateCode',
      TAX_MESSAGES.stateCodeMismatch,
    ]);
    const unknown = { ...demo.registeredAddress, stateCode: '99' };
    expect(refusals(StoreSettings.safeParse({ ...demo, registeredAddress: unknown }))).toContainEqual([
      'registeredAddress.stateCode',
      TAX_MESSAGES.stateCodeInvalid,
    ]);
  });

  it('refuses a bad pincode, email, phone and invoice prefix, each with its message', () => {
    const result = StoreSettings.safeParse({
      ...demo,
      registeredAddress: { ...demo.registeredAddress, pincode: '056002' },
      supportEmail: 'care@',
      supportPhone: '12345',
      grievanceOfficer: { ...demo.grievanceOfficer, phone: '+91 80 CALL NOW' },
      invoicePrefix: 'ZARI',
    });
    expect(refusals(result)).toEqual(
      expect.arrayContaining([
        ['registeredAddress.pincode', API_MESSAGES.pincodeInvalid],
        ['supportEmail', API_MESSAGES.invalidEmail],
        ['supportPhone', TAX_MESSAGES.phoneInvalid],
        ['grievanceOfficer.phone', TAX_MESSAGES.phoneInvalid],
        ['invoicePrefix', TAX_MESSAGES.invoicePrefixInvalid],
      ]),
    );
  });

  it('requires the legal name and the grievance officer in full', () => {
    const result = StoreSettings.safeParse({
      ...demo,
      legalName: '  ',
      grievanceOfficer: { ...demo.grievanceOfficer, designation: undefined },
    });
    expect(refusals(result).map(([path]) => path)).toEqual(['legalName', 'grievanceOfficer.designation']);
  });
});

describe('StoreSettingsPatch', () => {
  it('accepts any one field', () => {
    expect(StoreSettingsPatch.parse({ invoicePrefix: 'zr' })).toEqual({ invoicePrefix: 'ZR' });
    expect(StoreSettingsPatch.parse({ gstin: '27AAPFU0939F1ZV' })).toEqual({ gstin: '27AAPFU0939F1ZV' });
  });

  it('refuses an empty patch, an unknown field and a bad GSTIN', () => {
    expect(refusals(StoreSettingsPatch.safeParse({}))).toEqual([['', TAX_MESSAGES.settingsUpdateEmpty]]);
    expect(StoreSettingsPatch.safeParse({ sellerId: 'x' }).success).toBe(false);
    expect(refusals(StoreSettingsPatch.safeParse({ gstin: 'ABC' }))).toEqual([
      ['gstin', 'Enter a valid GSTIN'],
    ]);
  });

  it('checks the GSTIN against the address when both are sent, and replaces the address whole', () => {
    const moved = {
      gstin: '27AAPFU0939F1ZV',
      registeredAddress: {
        line1: '1 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        stateCode: '27',
        pincode: '400001',
      },
    };
    expect(StoreSettingsPatch.parse(moved)).toEqual(moved);
    expect(refusals(StoreSettingsPatch.safeParse({ ...moved, gstin: demo.gstin }))).toEqual([
      ['gstin', TAX_MESSAGES.gstinStateMismatch],
    ]);
    const half = StoreSettingsPatch.safeParse({ registeredAddress: { city: 'Mumbai' } });
    expect(half.success).toBe(false);
  });
});

describe('ProductTaxFields', () => {
  it('accepts an HSN of 4, 6 or 8 digits and a known tax class', () => {
    expect(ProductTaxFields.parse({ hsn: '6204', taxClass: 'apparel' })).toEqual({
      hsn: '6204',
      taxClass: 'apparel',
    });
    expect(ProductTaxFields.parse({ hsn: ' 71171900 ', taxClass: 'imitation-jewellery' }).hsn).toBe(
      '71171900',
    );
  });

  it('refuses a bad HSN and an unknown class with their messages', () => {
    expect(refusals(ProductTaxFields.safeParse({ hsn: '62044', taxClass: 'apparel' }))).toEqual([
      ['hsn', 'HSN must be 4, 6 or 8 digits'],
    ]);
    expect(refusals(ProductTaxFields.safeParse({ hsn: '6204', taxClass: 'groceries' }))).toEqual([
      ['taxClass', 'Unknown tax class'],
    ]);
  });

  it("checks the class against the store's own classes when it has them", () => {
    const own = productTaxFields([{ id: 'sarees', label: 'Sarees', slabs: [{ ratePercent: 5 }] }]);
    expect(own.safeParse({ hsn: '5007', taxClass: 'sarees' }).success).toBe(true);
    expect(own.safeParse({ hsn: '6204', taxClass: 'apparel' }).success).toBe(false);
  });
});
