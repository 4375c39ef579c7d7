import { describe, expect, it } from 'vitest';
import { priceRangeLabel } from '../messages/listing.js';
import {
  activeFilterCount,
  canonicalListingFilters,
  compareSizes,
  formatPriceRange,
  listingApiQuery,
  listingSearchParams,
  NO_LISTING_FILTERS,
  PRICE_BAND_VALUES,
  parseListingParams,
  parsePriceRange,
  queryValues,
} from './listing.js';

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

describe('listing filters in the URL', () => {
  const read = (query: string) => parseListingParams(new URLSearchParams(query));

  it('reads every filter the issue names', () => {
    expect(
      read('sort=price-asc&size=M&size=L&color=Indigo&price=500-1500&discount=30&fastDelivery=1&inStock=1'),
    ).toEqual({
      sort: 'price-asc',
      sizes: ['M', 'L'],
      colors: ['Indigo'],
      price: '500-1500',
      discount: 30,
      fastDelivery: true,
      inStock: true,
    });
    expect(read('')).toEqual(NO_LISTING_FILTERS);
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(read('sort=cheapest&price=1500-500&discount=20&size=&size=%20&fastDelivery=yes')).toEqual(
      NO_LISTING_FILTERS,
    );
    expect(read(`size=${'x'.repeat(41)}`).sizes).toEqual([]);
    const many = Array.from({ length: 30 }, (_, at) => `size=S${at}`).join('&');
    expect(read(many).sizes).toHaveLength(20);
  });

  it('writes one canonical URL: fixed order, no duplicates, flags as 1, nothing unset', () => {
    const written = listingSearchParams(
      {
        inStock: true,
        fastDelivery: false,
        discount: 10,
        price: '5000-',
        colors: ['Red'],
        sizes: ['L', 'M', 'L'],
        sort: 'discount',
      },
      '  silk saree ',
    ).toString();
    expect(written).toBe(
      'q=silk+saree&sort=discount&size=L&size=M&color=Red&price=5000-&discount=10&inStock=1',
    );
    expect(listingSearchParams(NO_LISTING_FILTERS).toString()).toBe('');
  });

  it('reads what it writes, and equal choices give equal URLs', () => {
    const query =
      'sort=newest&size=M&size=L&color=Indigo&price=500-1500&discount=50&fastDelivery=1&inStock=1';
    expect(listingSearchParams(read(query)).toString()).toBe(query);
    const shuffled =
      'inStock=true&size=M&price=0500-1500&discount=50&color=Indigo&sort=newest&size=L&fastDelivery=1';
    expect(listingSearchParams(read(shuffled)).toString()).toBe(query);
    expect(canonicalListingFilters({ ...NO_LISTING_FILTERS, sizes: ['M', 'M'] })).toEqual({
      ...NO_LISTING_FILTERS,
      sizes: ['M'],
    });
  });

  it('asks the API for the same filters, and counts the ones that are on', () => {
    const filters = read('sort=price-desc&size=M&size=L&price=-999&fastDelivery=1');
    expect(listingApiQuery(filters)).toEqual({
      sort: 'price-desc',
      size: ['M', 'L'],
      color: [],
      price: '-999',
      discount: undefined,
      fastDelivery: 'true',
      inStock: undefined,
    });
    expect(activeFilterCount(filters)).toBe(4);
    expect(activeFilterCount(NO_LISTING_FILTERS)).toBe(0);
  });
});

describe('price band labels', () => {
  it('names open and closed bands in rupees', () => {
    expect(PRICE_BAND_VALUES.map(priceRangeLabel)).toEqual([
      'Under ₹500',
      '₹500 – ₹1,000',
      '₹1,000 – ₹1,500',
      '₹1,500 – ₹2,500',
      '₹2,500 – ₹5,000',
      '₹5,000 and above',
    ]);
    expect(priceRangeLabel('-999')).toBe('Under ₹999');
  });
});

describe('size order', () => {
  it('puts letter sizes in wearing order and numbers by value', () => {
    expect(
      ['XL', 'Free Size', 'S', '30', 'XXL', 'UK 10', '28', 'XS', 'M', 'UK 9'].sort(compareSizes),
    ).toEqual(['XS', 'S', 'M', 'XL', 'XXL', '28', '30', 'Free Size', 'UK 9', 'UK 10']);
  });
});
