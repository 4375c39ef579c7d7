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

/** A colour as a card or the product page weighs its price: its prices (a swatch or a variant). */
export interface PricedColour {
  _id: string;
  price?: number | undefined;
  discountedPrice?: number | undefined;
}

/** What a colour sells at (SPEC §5 line price for a variant): its discounted price, else its price. */
function colourPrice(colour: PricedColour): number | undefined {
  if (colour.discountedPrice !== undefined && colour.discountedPrice > 0) return colour.discountedPrice;
  return colour.price;
}

/**
 * The colour the product page opens on (issue 31): the lowest-priced of the colours that have a size in
 * stock (all of them when none is known to), the first in position order among equals; undefined without
 * colours. `inStock(id)`: undefined when the page does not know.
 */
export function openingColour<T extends PricedColour>(
  colours: readonly T[],
  inStock: (colourId: string) => boolean | undefined = () => undefined,
): T | undefined {
  const available = colours.filter((colour) => inStock(colour._id) !== false);
  const pool = available.length > 0 ? available : colours;
  let best: T | undefined;
  for (const colour of pool) {
    const price = colourPrice(colour);
    const bestPrice = best ? colourPrice(best) : undefined;
    if (!best || (price !== undefined && (bestPrice === undefined || price < bestPrice))) best = colour;
  }
  return best;
}

/**
 * A card's price (issue 31): the price the product page opens on — its lowest-priced colour, with that
 * colour's MRP — and `from` when its colours are not all one price; the product's own prices without priced
 * colours.
 */
export function cardPrice(product: {
  amount: number;
  discountedAmount: number;
  swatches?: readonly PricedColour[] | undefined;
}): { price: number; mrp: number; from: boolean } {
  const priced = (product.swatches ?? []).filter((swatch) => colourPrice(swatch) !== undefined);
  const opening = openingColour(priced);
  if (!opening) {
    const price = product.discountedAmount > 0 ? product.discountedAmount : product.amount;
    return { price, mrp: product.amount, from: false };
  }
  const price = colourPrice(opening) ?? 0;
  const prices = new Set(priced.map(colourPrice));
  return { price, mrp: Math.max(opening.price ?? price, price), from: prices.size > 1 };
}
