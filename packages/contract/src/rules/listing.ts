/**
 * Listing filters in the URL (DESIGN §9 Listings): `?sort=price-asc&size=M&size=L&color=Indigo&price=500-1500`.
 * The API parses them with these rules and the storefront writes them with the same, so a shared or reloaded
 * link gives the same list.
 */
import { PRICE_BANDS_RUPEES } from '../constants.js';

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

/** The price facet's bands as URL values (`0-500`, …, `5000-`): each is also a valid `price` filter. */
export const PRICE_BAND_VALUES = PRICE_BANDS_RUPEES.map(([min, max]) => formatPriceRange({ min, max }));

/** A query value that may be given once or repeated (`size=M` or `size=M&size=L`) as a list. */
export function queryValues(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return [...new Set(typeof value === 'string' ? [value] : value)];
}
