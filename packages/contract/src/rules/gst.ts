/**
 * GST on a tax-inclusive price (DESIGN §10, Money and tax). Everything is integer paise; a rate is a percent
 * with at most two decimals (3, 5, 18, 0.25), worked in hundredths of a percent so no float decides a paisa.
 *
 * Per line: the shopper pays `inclusivePaise` (after the line's share of any promotion). Then
 *   taxable = round(inclusive × 100 ÷ (100 + rate)), half a paisa rounded up,
 *   tax     = inclusive − taxable,
 * so taxable + tax is what was paid, exactly, and rounding never makes or loses a paisa. Inside the store's
 * state the tax is CGST + SGST, half each, and an odd paisa goes to CGST (CGST = ⌈tax ÷ 2⌉, SGST = ⌊tax ÷ 2⌋);
 * to any other state it is all IGST.
 */
import { TAX_MESSAGES } from '../messages/tax.js';
import type { GstStateCode } from './gst-states.js';

/**
 * One rate band of a tax class. A slab with `upToPaisePerPiece` applies while the taxable value of one piece
 * at that slab's own rate is at most that many paise; the last slab has no limit.
 */
export interface TaxSlab {
  upToPaisePerPiece?: number;
  ratePercent: number;
}

/** A tax class: data the owner may change, not code. `hsnDefault` fills a new product's HSN. */
export interface TaxClass {
  id: string;
  label: string;
  hsnDefault?: string;
  slabs: readonly TaxSlab[];
  /** Seeded by us from public sources, for the owner (and their accountant) to confirm. */
  toConfirm?: boolean;
}

export const RUPEES_2500_IN_PAISE = 250_000;

/**
 * The classes a new store starts with, at the rates in force since 22 September 2025 (the 56th GST Council's
 * rates, notified for that day), for the owner to confirm:
 * - apparel, HSN chapters 61 (knitted) and 62 (woven): 5 % up to ₹2,500 of sale value per piece, 18 % above;
 * - footwear, chapter 64: 5 % up to ₹2,500 per pair, 18 % above (a pair is our piece);
 * - imitation jewellery, heading 7117: 3 %;
 * - bags and handbags, heading 4202: 18 % (leather, plastic and most materials; handbags of cotton or jute,
 *   4202 22, were 12 % and are 5 % since 22 September 2025: give them their own class if the store sells them);
 * - other: 18 %, the standard rate, for anything not classed yet.
 */
export const DEFAULT_TAX_CLASSES: readonly TaxClass[] = [
  {
    id: 'apparel',
    label: 'Apparel (knitted or woven)',
    hsnDefault: '6204',
    slabs: [{ upToPaisePerPiece: RUPEES_2500_IN_PAISE, ratePercent: 5 }, { ratePercent: 18 }],
    toConfirm: true,
  },
  {
    id: 'footwear',
    label: 'Footwear',
    hsnDefault: '6404',
    slabs: [{ upToPaisePerPiece: RUPEES_2500_IN_PAISE, ratePercent: 5 }, { ratePercent: 18 }],
    toConfirm: true,
  },
  {
    id: 'imitation-jewellery',
    label: 'Imitation jewellery',
    hsnDefault: '7117',
    slabs: [{ ratePercent: 3 }],
    toConfirm: true,
  },
  {
    id: 'bags',
    label: 'Bags and handbags',
    hsnDefault: '4202',
    slabs: [{ ratePercent: 18 }],
    toConfirm: true,
  },
  { id: 'other', label: 'Other goods', slabs: [{ ratePercent: 18 }], toConfirm: true },
];

export const DEFAULT_TAX_CLASS_ID = 'other';

export function findTaxClass(
  id: string,
  classes: readonly TaxClass[] = DEFAULT_TAX_CLASSES,
): TaxClass | undefined {
  return classes.find((taxClass) => taxClass.id === id);
}

/** Hundredths of a percent: 18 → 1800, 0.25 → 25. Refuses rates with more than two decimals. */
function basisPoints(ratePercent: number): bigint {
  const hundredths = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || Math.abs(hundredths - ratePercent * 100) > 1e-6) {
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
  }
  return BigInt(hundredths);
}

const HUNDRED_PERCENT = 10_000n;

function checkPaise(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}`);
}

/**
 * The slab that applies to `quantity` pieces paid `inclusivePaise` together. Slabs are tried in order; a
 * slab fits when one piece's taxable value at the slab's rate, inclusive ÷ quantity ÷ (1 + rate), is at most
 * its limit, compared exactly (inclusive × 100 ≤ limit × quantity × (100 + rate)), never rounded first.
 *
 * For apparel this asks "is the piece worth at most ₹2,500 before tax at 5 %?": ₹2,625.00 a piece is (5 %),
 * ₹2,625.01 is not (18 %). A piece at ₹2,625.01–₹2,950 is taxed at 18 % although its value at 18 % is under
 * ₹2,500: at 5 % it would be over, so the lower rate cannot hold, and the law's line is on the sale value.
 */
export function slabFor(taxClass: TaxClass, inclusivePaise: number, quantity: number): TaxSlab {
  checkPaise('inclusivePaise', inclusivePaise, 0);
  checkPaise('quantity', quantity, 1);
  for (const slab of taxClass.slabs) {
    if (slab.upToPaisePerPiece === undefined) return slab;
    const paid = BigInt(inclusivePaise) * HUNDRED_PERCENT;
    const limit =
      BigInt(slab.upToPaisePerPiece) * BigInt(quantity) * (HUNDRED_PERCENT + basisPoints(slab.ratePercent));
    if (paid <= limit) return slab;
  }
  throw new RangeError(`Tax class ${taxClass.id} has no slab for this value (its last slab needs no limit)`);
}

export type Supply = 'intra' | 'inter';

/** Intra-state when the goods go to the store's own state (CGST + SGST), inter-state otherwise (IGST). */
export function placeOfSupply(
  shippingStateCode: GstStateCode | string,
  storeStateCode: GstStateCode | string,
): Supply {
  return shippingStateCode === storeStateCode ? 'intra' : 'inter';
}

/** The tax on one line, in paise. taxable + tax = what was paid; cgst + sgst + igst = tax. */
export interface TaxAmounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface TaxLine extends TaxAmounts {
  ratePercent: number;
}

export interface TaxLineInput {
  /** What the shopper pays for the whole line (all its pieces), after the line's share of any promotion. */
  inclusivePaise: number;
  quantity: number;
  taxClass: TaxClass;
  supply: Supply;
}

/** taxable = inclusive ÷ (1 + rate), to the nearest paisa, half up (exact in integers). */
function taxableOf(inclusivePaise: number, ratePercent: number): number {
  const denominator = HUNDRED_PERCENT + basisPoints(ratePercent);
  const scaled = BigInt(inclusivePaise) * HUNDRED_PERCENT * 2n + denominator;
  return Number(scaled / (denominator * 2n));
}

export function taxLine({ inclusivePaise, quantity, taxClass, supply }: TaxLineInput): TaxLine {
  const { ratePercent } = slabFor(taxClass, inclusivePaise, quantity);
  const taxablePaise = taxableOf(inclusivePaise, ratePercent);
  const taxPaise = inclusivePaise - taxablePaise;
  if (supply === 'inter') {
    return { ratePercent, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  }
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { ratePercent, taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}

/**
 * The donation (SPEC §5) is not a supply: no goods or services are sold for it. On the invoice it is its own
 * line under this label, after the goods, with no HSN, rate or tax, and it never enters the taxable value;
 * it does enter the amount the shopper paid.
 */
export const PLANTATION_LINE_LABEL = TAX_MESSAGES.plantationLine;

export interface NonTaxableLine {
  label: string;
  amountPaise: number;
}

/** The invoice's plantation line for a donation of so many paise, or null when there was none. */
export function plantationLine(donationPaise: number): NonTaxableLine | null {
  checkPaise('donationPaise', donationPaise, 0);
  return donationPaise === 0 ? null : { label: PLANTATION_LINE_LABEL, amountPaise: donationPaise };
}

export interface InvoiceTotals extends TaxAmounts {
  /** The goods at their tax-inclusive price: taxable + tax. */
  goodsPaise: number;
  nonTaxablePaise: number;
  /** What the shopper paid in all: goods + non-taxable lines. */
  grandTotalPaise: number;
}

function addAmounts(total: TaxAmounts, line: TaxAmounts): TaxAmounts {
  return {
    taxablePaise: total.taxablePaise + line.taxablePaise,
    cgstPaise: total.cgstPaise + line.cgstPaise,
    sgstPaise: total.sgstPaise + line.sgstPaise,
    igstPaise: total.igstPaise + line.igstPaise,
    taxPaise: total.taxPaise + line.taxPaise,
  };
}

const NO_TAX: TaxAmounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };

/** The invoice's totals: sums of its lines, never recomputed from a total, so they reconcile to the paisa. */
export function invoiceTotals(
  lines: readonly TaxAmounts[],
  nonTaxable: readonly NonTaxableLine[] = [],
): InvoiceTotals {
  const tax = lines.reduce(addAmounts, NO_TAX);
  const goodsPaise = tax.taxablePaise + tax.taxPaise;
  const nonTaxablePaise = nonTaxable.reduce((sum, line) => sum + line.amountPaise, 0);
  return { ...tax, goodsPaise, nonTaxablePaise, grandTotalPaise: goodsPaise + nonTaxablePaise };
}

/** A line as the HSN summary and GSTR-1 need it: its tax, HSN and quantity. */
export interface HsnTaxLine extends TaxLine {
  hsn: string;
  quantity: number;
}

export interface HsnSummaryRow extends TaxAmounts {
  hsn: string;
  ratePercent: number;
  quantity: number;
  /** taxable + tax: GSTR-1's "Total Value". */
  totalValuePaise: number;
}

/**
 * The HSN summary of an invoice (Rule 46) or of a month (GSTR-1 table 12): one row per HSN and rate (the same
 * HSN can carry 5 % and 18 % apparel), sorted by HSN then rate, each a sum of its lines.
 */
export function hsnSummary(lines: readonly HsnTaxLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = `${line.hsn}|${line.ratePercent}`;
    const row = rows.get(key) ?? {
      hsn: line.hsn,
      ratePercent: line.ratePercent,
      quantity: 0,
      totalValuePaise: 0,
      ...NO_TAX,
    };
    rows.set(key, {
      ...row,
      ...addAmounts(row, line),
      quantity: row.quantity + line.quantity,
      totalValuePaise: row.totalValuePaise + line.taxablePaise + line.taxPaise,
    });
  }
  return [...rows.values()].sort((a, b) =>
    a.hsn === b.hsn ? a.ratePercent - b.ratePercent : a.hsn < b.hsn ? -1 : 1,
  );
}

/**
 * GSTR-1 (CGST Rule 59(4), since 1 August 2024): an inter-state sale to a consumer invoiced above ₹1 lakh is
 * reported invoice by invoice (table 5, B2CL); every other sale to a consumer is summed by place of supply
 * and rate (table 7, B2CS). The value compared is the invoice's value: its grand total.
 */
export const B2CL_INVOICE_VALUE_ABOVE_PAISE = 100_000_00;

export function isB2clInvoice(supply: Supply, invoiceValuePaise: number): boolean {
  return supply === 'inter' && invoiceValuePaise > B2CL_INVOICE_VALUE_ABOVE_PAISE;
}

/** A line as GSTR-1's B2CS table needs it: its tax and its place of supply. */
export interface PlacedTaxLine extends TaxLine {
  placeOfSupply: GstStateCode;
}

export interface B2csRow extends TaxAmounts {
  placeOfSupply: GstStateCode;
  ratePercent: number;
}

/** GSTR-1's B2CS rows: one per place of supply and rate, sorted by code then rate, each a sum of its lines. */
export function b2csSummary(lines: readonly PlacedTaxLine[]): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const line of lines) {
    const key = `${line.placeOfSupply}|${line.ratePercent}`;
    const row = rows.get(key) ?? {
      placeOfSupply: line.placeOfSupply,
      ratePercent: line.ratePercent,
      ...NO_TAX,
    };
    rows.set(key, { ...row, ...addAmounts(row, line) });
  }
  return [...rows.values()].sort((a, b) =>
    a.placeOfSupply === b.placeOfSupply
      ? a.ratePercent - b.ratePercent
      : a.placeOfSupply < b.placeOfSupply
        ? -1
        : 1,
  );
}
