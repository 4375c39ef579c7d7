import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '../constants.js';
import { parseRecentlyViewed, recordRecentlyViewed } from './recently-viewed.js';

describe('recordRecentlyViewed', () => {
  it('puts the product first and keeps each product once', () => {
    expect(recordRecentlyViewed([], 'a')).toEqual(['a']);
    expect(recordRecentlyViewed(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(recordRecentlyViewed(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('forgets the oldest beyond the maximum', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, at) => `p${at}`);
    const next = recordRecentlyViewed(full, 'new');
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`p${RECENTLY_VIEWED_MAX - 1}`);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads a stored list of ids', () => {
    expect(parseRecentlyViewed(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('drops what is not an id, duplicates and anything past the maximum', () => {
    expect(parseRecentlyViewed(['a', 1, null, '', 'a', { id: 'b' }, 'x'.repeat(101), 'b'])).toEqual([
      'a',
      'b',
    ]);
    expect(parseRecentlyViewed(Array.from({ length: 20 }, (_, at) => `p${at}`))).toHaveLength(
      RECENTLY_VIEWED_MAX,
    );
  });

  it('reads anything that is not a list as empty', () => {
    for (const stored of [null, undefined, 'a', 42, { a: 1 }])
      expect(parseRecentlyViewed(stored)).toEqual([]);
  });
});
