/** The wishlist in browser storage (SPEC §3 `wishlist`), its hearts and its screen. */
export { ProductCardHeart } from './components/product-card-heart';
export { WishlistHeart } from './components/wishlist-heart';
export { WishlistView } from './components/wishlist-view';
export { useWishlist, wishlistActions } from './stores/wishlist-store';
