/**
 * A tax document as the PDF and the database hold it: an invoice or a credit note, its seller and buyer
 * snapshots, place of supply and lines in paise. Built from the order by the contract's GST rule only.
 */
import {
  type GstStateCode,
  invoiceTotals,
  type NonTaxableLine,
  plantationLine,
  type StoreSettings,
  type Supply,
  TAX_MESSAGES,
  type TaxClass,
  taxLine,
} from '@zari/contract';
import type { BuyerSnapshot } from '../../db/schema/index.js';
import { ConflictError, withCode } from '../../lib/errors.js';
import type { OrderLineForInvoice } from './repository.js';

export interface DocumentLine {
  position: number;
  orderLineId: string | null;
  description: string;
  /** Null on the plantation line, which is no supply. */
  hsn: string | null;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  taxablePaise: number;
  ratePercent: number | null;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  nonTaxablePaise: number;
  totalPaise: number;
}

export interface TaxDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** A credit note's invoice. */
  against?: { number: string; issuedAt: Date };
  seller: StoreSettings;
  buyer: BuyerSnapshot;
  placeOfSupply: GstStateCode;
  lines: DocumentLine[];
  totals: DocumentTotals;
}

export const supplyOf = (document: Pick<TaxDocument, 'placeOfSupply' | 'seller'>): Supply =>
  document.placeOfSupply === document.seller.registeredAddress.stateCode ? 'intra' : 'inter';

const describeLine = (line: OrderLineForInvoice) => (line.size ? `${line.title} (${line.size})` : line.title);

/**
 * The invoice's lines: per order line, the amount paid after its promotion share, taxed by the contract's rule
 * under the line's class; then the donation as the non-taxable plantation line. Refuses (409) a line with no
 * HSN or an unknown class: Rule 46 needs both, and shipping waits until the owner sets them.
 */
export function invoiceLines(
  orderLines: readonly OrderLineForInvoice[],
  donationPaise: number,
  classes: readonly TaxClass[],
  supply: Supply,
): { lines: DocumentLine[]; totals: DocumentTotals } {
  const goods = orderLines.map((line, index): DocumentLine => {
    const taxClass = classes.find((candidate) => candidate.id === line.taxClass);
    if (!taxClass) throw new ConflictError(TAX_MESSAGES.taxClassUnknown);
    if (!line.hsn)
      throw withCode(new ConflictError(TAX_MESSAGES.hsnMissing(line.title)), 'tax.hsnMissing', [line.title]);
    const inclusivePaise = line.unitPricePaise * line.quantity - line.discountPaise;
    const tax = taxLine({ inclusivePaise, quantity: line.quantity, taxClass, supply });
    return {
      position: index + 1,
      orderLineId: line.id,
      description: describeLine(line),
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      taxablePaise: tax.taxablePaise,
      ratePercent: tax.ratePercent,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      totalPaise: inclusivePaise,
    };
  });
  const plantation = plantationLine(donationPaise);
  const nonTaxable: NonTaxableLine[] = plantation ? [plantation] : [];
  const lines = [
    ...goods,
    ...nonTaxable.map(
      (line, index): DocumentLine => ({
        position: goods.length + index + 1,
        orderLineId: null,
        description: line.label,
        hsn: null,
        quantity: 1,
        unitPricePaise: line.amountPaise,
        discountPaise: 0,
        taxablePaise: 0,
        ratePercent: null,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: line.amountPaise,
      }),
    ),
  ];
  return { lines, totals: documentTotals(goods, nonTaxable) };
}

/** Totals as the contract sums them, from goods lines (taxed) and non-taxable amounts. */
export function documentTotals(
  goods: readonly DocumentLine[],
  nonTaxable: readonly NonTaxableLine[] = [],
): DocumentTotals {
  const totals = invoiceTotals(
    goods.map((line) => ({
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      taxPaise: line.cgstPaise + line.sgstPaise + line.igstPaise,
    })),
    nonTaxable,
  );
  return {
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    nonTaxablePaise: totals.nonTaxablePaise,
    totalPaise: totals.grandTotalPaise,
  };
}
