import { describe, expect, it } from 'vitest';
import { isProductWishlisted, isWishlisted, removeFromWishlist, toggleWishlist } from './wishlist.js';

const p1 = '00000000-0000-4000-8000-000000000001';
const v1 = '00000000-0000-4000-8000-00000000000a';
const v2 = '00000000-0000-4000-8000-00000000000b';

describe('wishlist toggle', () => {
  it('adds a product + variant pair and removes it on the second toggle', () => {
    const once = toggleWishlist([], { productId: p1, variantId: v1, variantImage: '/uploads/x.svg' });
    expect(once).toHaveLength(1);
    expect(isWishlisted(once, p1, v1)).toBe(true);
    expect(toggleWishlist(once, { productId: p1, variantId: v1, variantImage: null })).toEqual([]);
  });

  it('keeps different variants of one product apart, never duplicating a pair', () => {
    let list = toggleWishlist([], { productId: p1, variantId: v1, variantImage: null });
    list = toggleWishlist(list, { productId: p1, variantId: v2, variantImage: null });
    expect(list).toHaveLength(2);
    expect(isWishlisted(list, p1, null)).toBe(false);
    expect(isProductWishlisted(list, p1)).toBe(true);
    expect(removeFromWishlist(list, p1, v2)).toHaveLength(1);
  });
});
