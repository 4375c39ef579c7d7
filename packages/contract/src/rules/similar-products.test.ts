import { describe, expect, it } from 'vitest';
import { similarProducts } from './similar-products.js';

const make = (id: string, category: string) => ({ _id: id, category: { _id: category } });

describe('similarProducts', () => {
  it('returns only the same category when it has at least 4 others, capped at 8', () => {
    const self = make('self', 'dresses');
    const all = [self, ...Array.from({ length: 12 }, (_, i) => make(`d${i}`, 'dresses')), make('b1', 'bags')];
    const result = similarProducts(self, all);
    expect(result).toHaveLength(8);
    expect(result.every((p) => p.category._id === 'dresses')).toBe(true);
    expect(result.map((p) => p._id)).not.toContain('self');
  });

  it('with exactly 4 in the category, shows those 4 only', () => {
    const self = make('self', 'dresses');
    const all = [self, ...['d1', 'd2', 'd3', 'd4'].map((id) => make(id, 'dresses')), make('b1', 'bags')];
    expect(similarProducts(self, all).map((p) => p._id)).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('with fewer than 4, puts the same category first and fills from all products', () => {
    const self = make('self', 'bags');
    const all = [
      make('d1', 'dresses'),
      self,
      make('b1', 'bags'),
      ...Array.from({ length: 10 }, (_, i) => make(`t${i}`, 'tops')),
    ];
    const result = similarProducts(self, all).map((p) => p._id);
    expect(result).toHaveLength(8);
    expect(result[0]).toBe('b1');
    expect(result).not.toContain('self');
    expect(new Set(result).size).toBe(result.length);
  });

  it('returns nothing when the product is alone', () => {
    const self = make('self', 'bags');
    expect(similarProducts(self, [self])).toEqual([]);
  });
});
