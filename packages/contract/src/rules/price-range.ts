/**
 * A listing's price filter (`price=500-1500`), apart from the other listing rules (rules/listing.ts): the
 * price-range labels of every locale's messages parse it, and a Hindi page's listing texts load without the
 * filters' rules (issue 35).
 */
/** A price range in rupees; a missing end is open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

const PRICE_RANGE = /^(\d{1,7})?-(\d{1,7})?$/;

/** `500-1500`, `500-` or `-1500` → the range; anything else (or min above max) → undefined. */
export function parsePriceRange(text: string): PriceRange | undefined {
  const match = PRICE_RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return undefined;
  return { min, max };
}

/** The URL form of a range: the inverse of `parsePriceRange`. */
export function formatPriceRange(range: PriceRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}
