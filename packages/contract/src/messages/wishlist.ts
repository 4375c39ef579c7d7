/** Texts of the wishlist (SPEC §2 Wishlist). */

export const WISHLIST_TEXT = {
  title: 'My Wishlist',
  emptyTitle: 'Your wishlist is empty',
  emptyDescription: 'Save items you love to your wishlist',
  continueShopping: 'Continue Shopping',
} as const;
