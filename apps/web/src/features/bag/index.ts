/** The bag: its lines in browser storage (SPEC §3 `cart`), their totals, its order summary and its screen. */
export { BagView } from './components/bag-view';
export { OrderSummary } from './components/order-summary';
export { type BagTotals, useBagTotals } from './hooks/use-bag-totals';
export { cartActions, useCart } from './stores/cart-store';
