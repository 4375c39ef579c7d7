import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  b2csSummary,
  DEFAULT_TAX_CLASS_ID,
  DEFAULT_TAX_CLASSES,
  findTaxClass,
  hsnSummary,
  invoiceTotals,
  isB2clInvoice,
  PLANTATION_LINE_LABEL,
  placeOfSupply,
  plantationLine,
  slabFor,
  type TaxClass,
  taxLine,
} from './gst.js';
import { formatPlaceOfSupply, GST_STATE_CODES, gstStateCodeFor, isGstStateCode } from './gst-states.js';
import { isValidHsn } from './gstin.js';

const apparel = findTaxClass('apparel') as TaxClass;
const jewellery = findTaxClass('imitation-jewellery') as TaxClass;

describe('DEFAULT_TAX_CLASSES', () => {
  it('seeds apparel, footwear, imitation jewellery, bags and other, each for the owner to confirm', () => {
    expect(DEFAULT_TAX_CLASSES.map((taxClass) => taxClass.id)).toEqual([
      'apparel',
      'footwear',
      'imitation-jewellery',
      'bags',
      'other',
    ]);
    expect(DEFAULT_TAX_CLASSES.every((taxClass) => taxClass.toConfirm)).toBe(true);
    expect(findTaxClass(DEFAULT_TAX_CLASS_ID)?.slabs).toEqual([{ ratePercent: 18 }]);
  });

  it('gives every class valid HSN defaults and slabs ending in one without a limit', () => {
    for (const taxClass of DEFAULT_TAX_CLASSES) {
      if (taxClass.hsnDefault !== undefined) expect(isValidHsn(taxClass.hsnDefault), taxClass.id).toBe(true);
      expect(taxClass.slabs.at(-1)?.upToPaisePerPiece, taxClass.id).toBeUndefined();
    }
  });

  it('finds nothing for an unknown class', () => {
    expect(findTaxClass('groceries')).toBeUndefined();
  });
});

describe('slabFor at the ₹2,500 line (taxable value per piece after discount, tested at the lower rate)', () => {
  it('taxes a piece worth exactly ₹2,500 before tax (₹2,625 paid) at 5 %', () => {
    expect(slabFor(apparel, 262_500, 1).ratePercent).toBe(5);
    expect(taxLine({ inclusivePaise: 262_500, quantity: 1, taxClass: apparel, supply: 'inter' })).toEqual({
      ratePercent: 5,
      taxablePaise: 250_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 12_500,
      taxPaise: 12_500,
    });
  });

  it('taxes one paisa less at 5 % and one paisa more at 18 %', () => {
    expect(slabFor(apparel, 262_499, 1).ratePercent).toBe(5);
    expect(slabFor(apparel, 262_501, 1).ratePercent).toBe(18);
    expect(
      taxLine({ inclusivePaise: 262_501, quantity: 1, taxClass: apparel, supply: 'inter' }),
    ).toMatchObject({
      ratePercent: 18,
      taxablePaise: 222_458, // 2,625.01 ÷ 1.18 = 2,224.5847…
      taxPaise: 40_043,
    });
  });

  it('tests a taxable value of ₹2,500 ± 1 paisa a piece, whatever the quantity', () => {
    // A taxable value of t paise at 5 % is paid as t × 1.05; for t = 2,49,999 that is 2,62,498.95 a piece.
    for (const quantity of [1, 2, 3, 7, 10]) {
      const at = (taxablePerPiece: number) => Math.floor((taxablePerPiece * 105 * quantity) / 100);
      expect(slabFor(apparel, at(249_999), quantity).ratePercent, `${quantity} below`).toBe(5);
      expect(slabFor(apparel, at(250_000), quantity).ratePercent, `${quantity} at`).toBe(5);
      expect(slabFor(apparel, Math.ceil((250_001 * 105 * quantity) / 100), quantity).ratePercent).toBe(18);
      // The line over the exact limit by a single paisa, shared by all its pieces, is over.
      expect(slabFor(apparel, 262_500 * quantity + 1, quantity).ratePercent, `${quantity} +1`).toBe(18);
      expect(slabFor(apparel, 262_500 * quantity, quantity).ratePercent, `${quantity} exact`).toBe(5);
    }
  });

  it('decides on the price after discount: ₹3,000 less 20 % (₹2,400) is 5 %', () => {
    expect(
      taxLine({ inclusivePaise: 240_000, quantity: 1, taxClass: apparel, supply: 'inter' }).ratePercent,
    ).toBe(5);
    expect(
      taxLine({ inclusivePaise: 300_000, quantity: 1, taxClass: apparel, supply: 'inter' }).ratePercent,
    ).toBe(18);
  });

  it('taxes ₹2,625.01–₹2,950 a piece at 18 %, though its value at 18 % is under ₹2,500', () => {
    const line = taxLine({ inclusivePaise: 295_000, quantity: 1, taxClass: apparel, supply: 'inter' });
    expect(line).toMatchObject({ ratePercent: 18, taxablePaise: 250_000 });
  });

  it('refuses a class whose last slab has a limit, and bad amounts', () => {
    const capped: TaxClass = {
      id: 'capped',
      label: 'Capped',
      slabs: [{ upToPaisePerPiece: 100, ratePercent: 5 }],
    };
    expect(() => slabFor(capped, 1000, 1)).toThrow(RangeError);
    expect(() => slabFor(apparel, -1, 1)).toThrow(RangeError);
    expect(() => slabFor(apparel, 100.5, 1)).toThrow(RangeError);
    expect(() => slabFor(apparel, 100, 0)).toThrow(RangeError);
  });

  it('refuses a rate with more than two decimals, and accepts 0.25 %', () => {
    const odd: TaxClass = { id: 'odd', label: 'Odd', slabs: [{ ratePercent: 0.125 }] };
    expect(() => taxLine({ inclusivePaise: 1000, quantity: 1, taxClass: odd, supply: 'inter' })).toThrow(
      RangeError,
    );
    const diamonds: TaxClass = { id: 'd', label: 'Diamonds', slabs: [{ ratePercent: 0.25 }] };
    expect(
      taxLine({ inclusivePaise: 100_250, quantity: 1, taxClass: diamonds, supply: 'inter' }),
    ).toMatchObject({
      taxablePaise: 100_000,
      taxPaise: 250,
    });
  });
});

describe('taxLine rounding and the CGST/SGST split', () => {
  it('rounds the taxable value to the nearest paisa, half up, and leaves the rest as tax', () => {
    // ₹1,499 at 5 %: 1,49,900 ÷ 1.05 = 1,42,761.904… → 1,42,762; tax 7,138.
    expect(
      taxLine({ inclusivePaise: 149_900, quantity: 1, taxClass: apparel, supply: 'inter' }),
    ).toMatchObject({
      taxablePaise: 142_762,
      taxPaise: 7_138,
    });
    // 21 paise at 5 %: 20 exactly. 1 paisa at 3 %: 0.97 → 1, so the tax is 0, never negative.
    expect(
      taxLine({ inclusivePaise: 21, quantity: 1, taxClass: apparel, supply: 'inter' }).taxablePaise,
    ).toBe(20);
    expect(taxLine({ inclusivePaise: 1, quantity: 1, taxClass: jewellery, supply: 'inter' })).toMatchObject({
      taxablePaise: 1,
      taxPaise: 0,
    });
    // An exact half paisa rounds up: 3 paise at 100 % is 1.5 taxable → 2.
    const double: TaxClass = { id: 'x', label: 'Double', slabs: [{ ratePercent: 100 }] };
    expect(taxLine({ inclusivePaise: 3, quantity: 1, taxClass: double, supply: 'inter' })).toMatchObject({
      taxablePaise: 2,
      taxPaise: 1,
    });
  });

  it('splits tax half and half inside the state, the odd paisa to CGST', () => {
    const even = taxLine({ inclusivePaise: 262_500, quantity: 1, taxClass: apparel, supply: 'intra' });
    expect(even).toMatchObject({ taxPaise: 12_500, cgstPaise: 6_250, sgstPaise: 6_250, igstPaise: 0 });
    const odd = taxLine({ inclusivePaise: 149_900, quantity: 1, taxClass: apparel, supply: 'intra' });
    expect(odd).toMatchObject({ taxPaise: 7_138, cgstPaise: 3_569, sgstPaise: 3_569 });
    const oddPaisa = taxLine({ inclusivePaise: 99_900, quantity: 1, taxClass: apparel, supply: 'intra' });
    // 99,900 ÷ 1.05 = 95,142.857 → 95,143; tax 4,757: CGST 2,379, SGST 2,378.
    expect(oddPaisa).toMatchObject({
      taxablePaise: 95_143,
      taxPaise: 4_757,
      cgstPaise: 2_379,
      sgstPaise: 2_378,
    });
  });

  it('charges all of it as IGST to another state', () => {
    const line = taxLine({ inclusivePaise: 99_900, quantity: 1, taxClass: apparel, supply: 'inter' });
    expect(line).toMatchObject({ taxPaise: 4_757, cgstPaise: 0, sgstPaise: 0, igstPaise: 4_757 });
  });

  it('taxes a free line (fully discounted) at nothing', () => {
    expect(taxLine({ inclusivePaise: 0, quantity: 1, taxClass: apparel, supply: 'intra' })).toMatchObject({
      ratePercent: 5,
      taxablePaise: 0,
      taxPaise: 0,
    });
  });
});

describe('taxLine properties', () => {
  const rate = fc.integer({ min: 0, max: 4000 }).map((hundredths) => hundredths / 100);
  const taxClass = fc.oneof(
    fc.constantFrom(...DEFAULT_TAX_CLASSES),
    fc.tuple(rate, rate, fc.integer({ min: 1, max: 1_000_000 })).map(
      ([low, high, limit]): TaxClass => ({
        id: 'generated',
        label: 'Generated',
        slabs: [{ upToPaisePerPiece: limit, ratePercent: low }, { ratePercent: high }],
      }),
    ),
  );
  const line = fc.record({
    inclusivePaise: fc.integer({ min: 0, max: 1_000_000_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    taxClass,
    supply: fc.constantFrom('intra' as const, 'inter' as const),
  });

  it('keeps taxable + tax = what was paid, cgst + sgst + igst = tax, nothing negative', () => {
    fc.assert(
      fc.property(line, (input) => {
        const result = taxLine(input);
        expect(result.taxablePaise + result.taxPaise).toBe(input.inclusivePaise);
        expect(result.cgstPaise + result.sgstPaise + result.igstPaise).toBe(result.taxPaise);
        const { ratePercent, ...paise } = result;
        expect(input.taxClass.slabs.some((slab) => slab.ratePercent === ratePercent)).toBe(true);
        for (const value of Object.values(paise)) expect(Number.isInteger(value) && value >= 0).toBe(true);
        if (input.supply === 'inter') expect(result.cgstPaise + result.sgstPaise).toBe(0);
        else {
          expect(result.igstPaise).toBe(0);
          expect(result.cgstPaise - result.sgstPaise).toBe(result.taxPaise % 2);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds the taxable value to within half a paisa of inclusive ÷ (1 + rate)', () => {
    fc.assert(
      fc.property(line, (input) => {
        const result = taxLine(input);
        const exact = input.inclusivePaise / (1 + result.ratePercent / 100);
        expect(Math.abs(result.taxablePaise - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 2000 },
    );
  });

  it('picks the first slab whose limit holds the per-piece value at its rate, else the open slab', () => {
    fc.assert(
      fc.property(line, (input) => {
        const { ratePercent } = taxLine(input);
        const perPiece = input.inclusivePaise / input.quantity;
        const fits = input.taxClass.slabs.find(
          (slab) =>
            slab.upToPaisePerPiece === undefined ||
            perPiece / (1 + slab.ratePercent / 100) <= slab.upToPaisePerPiece + 1e-9,
        );
        expect(ratePercent).toBe(fits?.ratePercent);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('placeOfSupply', () => {
  it('is intra-state to the store’s own state and inter-state anywhere else', () => {
    expect(placeOfSupply('29', '29')).toBe('intra');
    expect(placeOfSupply('27', '29')).toBe('inter');
    expect(placeOfSupply('97', '29')).toBe('inter');
  });
});

describe('GST state codes', () => {
  it('names the codes of the GST network', () => {
    expect(GST_STATE_CODES['27']).toBe('Maharashtra');
    expect(GST_STATE_CODES['29']).toBe('Karnataka');
    expect(GST_STATE_CODES['07']).toBe('Delhi');
    expect(GST_STATE_CODES['36']).toBe('Telangana');
    expect(GST_STATE_CODES['37']).toBe('Andhra Pradesh');
    expect(GST_STATE_CODES['38']).toBe('Ladakh');
    expect(GST_STATE_CODES['97']).toBe('Other Territory');
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(39);
  });

  it('finds the code of every state the pincode table names, as it names them', () => {
    // The 36 states and union territories of apps/api/src/db/seed/pincodes-data.ts, spelt as there.
    const seedStates: Record<string, string> = {
      Maharashtra: '27',
      Delhi: '07',
      Karnataka: '29',
      'Tamil Nadu': '33',
      'West Bengal': '19',
      Telangana: '36',
      Gujarat: '24',
      Rajasthan: '08',
      'Uttar Pradesh': '09',
      'Madhya Pradesh': '23',
      Haryana: '06',
      Chandigarh: '04',
      Punjab: '03',
      Bihar: '10',
      Jharkhand: '20',
      Odisha: '21',
      Chhattisgarh: '22',
      'Andhra Pradesh': '37',
      Kerala: '32',
      Goa: '30',
      'Himachal Pradesh': '02',
      Uttarakhand: '05',
      'Jammu and Kashmir': '01',
      Ladakh: '38',
      Assam: '18',
      'Arunachal Pradesh': '12',
      Manipur: '14',
      Meghalaya: '17',
      Mizoram: '15',
      Nagaland: '13',
      Sikkim: '11',
      Tripura: '16',
      'Andaman and Nicobar Islands': '35',
      'Dadra and Nagar Haveli and Daman and Diu': '26',
      Lakshadweep: '31',
      Puducherry: '34',
    };
    expect(Object.keys(seedStates)).toHaveLength(36);
    for (const [name, code] of Object.entries(seedStates)) expect(gstStateCodeFor(name), name).toBe(code);
  });

  it('reads names in any case and spacing, and older spellings, never answering a retired code', () => {
    expect(gstStateCodeFor('  tamil   nadu ')).toBe('33');
    expect(gstStateCodeFor('KARNATAKA')).toBe('29');
    expect(gstStateCodeFor('Orissa')).toBe('21');
    expect(gstStateCodeFor('Pondicherry')).toBe('34');
    expect(gstStateCodeFor('New Delhi')).toBe('07');
    expect(gstStateCodeFor('Daman and Diu')).toBe('26');
    expect(gstStateCodeFor('Andhra Pradesh (before division)')).toBeNull();
    expect(gstStateCodeFor('Other Territory')).toBe('97');
    expect(gstStateCodeFor('Atlantis')).toBeNull();
    expect(gstStateCodeFor('')).toBeNull();
    expect(gstStateCodeFor('constructor')).toBeNull();
  });

  it('tells a code from anything else, and writes a place of supply as GSTR-1 does', () => {
    expect(isGstStateCode('29')).toBe(true);
    expect(isGstStateCode('39')).toBe(false);
    expect(isGstStateCode('toString')).toBe(false);
    expect(isGstStateCode(29)).toBe(false);
    expect(formatPlaceOfSupply('29')).toBe('29-Karnataka');
    expect(formatPlaceOfSupply('07')).toBe('07-Delhi');
  });
});

describe('the plantation donation', () => {
  it('is a non-taxable line of its own, or none', () => {
    expect(plantationLine(1000)).toEqual({ label: 'Plantation amount', amountPaise: 1000 });
    expect(PLANTATION_LINE_LABEL).toBe('Plantation amount');
    expect(plantationLine(0)).toBeNull();
    expect(() => plantationLine(-100)).toThrow(RangeError);
  });

  it('enters the grand total but never the taxable value or the tax', () => {
    const goods = taxLine({ inclusivePaise: 149_900, quantity: 1, taxClass: apparel, supply: 'intra' });
    const withDonation = invoiceTotals([goods], [plantationLine(1000) ?? { label: '', amountPaise: 0 }]);
    const without = invoiceTotals([goods]);
    expect(withDonation.taxablePaise).toBe(without.taxablePaise);
    expect(withDonation.taxPaise).toBe(without.taxPaise);
    expect(withDonation).toMatchObject({
      goodsPaise: 149_900,
      nonTaxablePaise: 1000,
      grandTotalPaise: 150_900,
    });
  });
});

describe('invoiceTotals and hsnSummary', () => {
  const order = [
    {
      hsn: '6204',
      quantity: 2,
      ...taxLine({ inclusivePaise: 199_800, quantity: 2, taxClass: apparel, supply: 'intra' }),
    },
    {
      hsn: '6204',
      quantity: 1,
      ...taxLine({ inclusivePaise: 349_900, quantity: 1, taxClass: apparel, supply: 'intra' }),
    },
    {
      hsn: '6204',
      quantity: 1,
      ...taxLine({ inclusivePaise: 99_900, quantity: 1, taxClass: apparel, supply: 'intra' }),
    },
    {
      hsn: '7117',
      quantity: 3,
      ...taxLine({ inclusivePaise: 89_700, quantity: 3, taxClass: jewellery, supply: 'intra' }),
    },
  ];

  it('sums the lines, and an empty invoice to zero', () => {
    const totals = invoiceTotals(order);
    expect(totals.goodsPaise).toBe(199_800 + 349_900 + 99_900 + 89_700);
    expect(totals.taxablePaise + totals.taxPaise).toBe(totals.goodsPaise);
    expect(totals.cgstPaise).toBe(order.reduce((sum, line) => sum + line.cgstPaise, 0));
    expect(invoiceTotals([])).toEqual({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
      goodsPaise: 0,
      nonTaxablePaise: 0,
      grandTotalPaise: 0,
    });
  });

  it('gives one row per HSN and rate, sorted, reconciling with the invoice totals', () => {
    const rows = hsnSummary(order);
    expect(rows.map((row) => [row.hsn, row.ratePercent, row.quantity])).toEqual([
      ['6204', 5, 3],
      ['6204', 18, 1],
      ['7117', 3, 3],
    ]);
    const totals = invoiceTotals(order);
    expect(invoiceTotals(rows)).toMatchObject({
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      taxPaise: totals.taxPaise,
    });
    expect(rows.reduce((sum, row) => sum + row.totalValuePaise, 0)).toBe(totals.goodsPaise);
  });

  it('reconciles exactly for any mix of lines, intra- and inter-state', () => {
    const hsnLine = fc
      .record({
        hsn: fc.constantFrom('6204', '6104', '7117', '4202', '64041190'),
        inclusivePaise: fc.integer({ min: 0, max: 5_000_000 }),
        quantity: fc.integer({ min: 1, max: 10 }),
        taxClass: fc.constantFrom(...DEFAULT_TAX_CLASSES),
        supply: fc.constantFrom('intra' as const, 'inter' as const),
      })
      .map((input) => ({ hsn: input.hsn, quantity: input.quantity, ...taxLine(input) }));
    fc.assert(
      fc.property(fc.array(hsnLine, { maxLength: 20 }), (lines) => {
        const totals = invoiceTotals(lines);
        const rows = hsnSummary(lines);
        const fromRows = invoiceTotals(rows);
        for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'taxPaise'] as const) {
          expect(fromRows[key]).toBe(totals[key]);
        }
        expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(
          lines.reduce((sum, line) => sum + line.quantity, 0),
        );
        expect(new Set(rows.map((row) => `${row.hsn}|${row.ratePercent}`)).size).toBe(rows.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('GSTR-1: B2CL and B2CS', () => {
  it('reports an inter-state invoice above ₹1 lakh on its own (B2CL), everything else summed (B2CS)', () => {
    expect(isB2clInvoice('inter', 100_000_00)).toBe(false);
    expect(isB2clInvoice('inter', 100_000_01)).toBe(true);
    expect(isB2clInvoice('intra', 500_000_00)).toBe(false);
  });

  it('sums B2CS rows per place of supply and rate, reconciling with the lines', () => {
    const placed = (inclusivePaise: number, placeOfSupply: '29' | '27', taxClass: TaxClass) => ({
      placeOfSupply,
      ...taxLine({
        inclusivePaise,
        quantity: 1,
        taxClass,
        supply: placeOfSupply === '29' ? 'intra' : 'inter',
      }),
    });
    const lines = [
      placed(99_900, '29', apparel),
      placed(149_900, '27', apparel),
      placed(29_900, '29', jewellery),
      placed(349_900, '27', apparel),
      placed(59_900, '29', apparel),
    ];
    const rows = b2csSummary(lines);
    expect(rows.map((row) => [row.placeOfSupply, row.ratePercent])).toEqual([
      ['27', 5],
      ['27', 18],
      ['29', 3],
      ['29', 5],
    ]);
    expect(rows[3]).toMatchObject({ igstPaise: 0 });
    expect(rows[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    const fromRows = invoiceTotals(rows);
    const fromLines = invoiceTotals(lines);
    expect(fromRows).toEqual(fromLines);
  });
});
