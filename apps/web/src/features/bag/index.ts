/** The bag: its lines in browser storage (SPEC §3 `cart`), their totals, and the bag screen. */
export { BagView } from './components/bag-view';
export { cartActions, useCart } from './stores/cart-store';
