import { describe, expect, it } from 'vitest';
import { formatPriceRange, PRICE_BAND_VALUES, parsePriceRange, queryValues } from './listing.js';

describe('price ranges in the URL', () => {
  it('reads closed and open ranges', () => {
    expect(parsePriceRange('500-1500')).toEqual({ min: 500, max: 1500 });
    expect(parsePriceRange('5000-')).toEqual({ min: 5000, max: null });
    expect(parsePriceRange('-999')).toEqual({ min: null, max: 999 });
  });

  it('refuses what is not a range', () => {
    for (const text of ['-', '', 'cheap', '1500-500', '1.5-2', '500-1500-2000', '12345678-']) {
      expect(parsePriceRange(text)).toBeUndefined();
    }
  });

  it('writes what it reads, and every facet band is a valid filter', () => {
    for (const value of PRICE_BAND_VALUES) {
      const range = parsePriceRange(value);
      expect(range).toBeDefined();
      expect(formatPriceRange(range as NonNullable<typeof range>)).toBe(value);
    }
    expect(PRICE_BAND_VALUES[0]).toBe('0-500');
    expect(PRICE_BAND_VALUES.at(-1)).toBe('5000-');
  });
});

describe('repeated query values', () => {
  it('treats one value and a repeated one alike, without duplicates', () => {
    expect(queryValues(undefined)).toEqual([]);
    expect(queryValues('M')).toEqual(['M']);
    expect(queryValues(['M', 'L', 'M'])).toEqual(['M', 'L']);
  });
});
