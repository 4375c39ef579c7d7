/** Prices a line is charged at. The bag, the checkout and the API's order pricing all call these. */

export interface PriceSources {
  variantDiscountedPrice?: number | null;
  variantPrice?: number | null;
  productDiscountedAmount?: number | null;
  productAmount?: number | null;
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * SPEC §5: variant discounted price, else variant price, else product discounted amount, else product amount.
 * A missing or zero price falls through to the next, as a price of 0 is never meant.
 */
export function linePrice(sources: PriceSources): number {
  const { variantDiscountedPrice, variantPrice, productDiscountedAmount, productAmount } = sources;
  for (const candidate of [variantDiscountedPrice, variantPrice, productDiscountedAmount, productAmount]) {
    if (usable(candidate)) return candidate;
  }
  return 0;
}

/** The MRP shown struck through next to `linePrice`: the variant's price if it has one, else the product's. */
export function lineMrp(sources: PriceSources): number {
  if (usable(sources.variantPrice)) return sources.variantPrice;
  if (usable(sources.productAmount)) return sources.productAmount;
  return linePrice(sources);
}

/** SPEC §9: round((amount - discounted) / amount * 100); never negative, 0 when there is no MRP. */
export function discountPercent(amount: number, discounted: number): number {
  if (!(amount > 0) || !(discounted >= 0) || discounted >= amount) return 0;
  return Math.round(((amount - discounted) * 100) / amount);
}
