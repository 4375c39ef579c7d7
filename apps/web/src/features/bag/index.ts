/** The bag: its lines in browser storage (SPEC §3 `cart`), their totals, its order summary and its screen. */
export { CART_QUOTE_QUERY_ROOT, cartQuoteQueryOptions } from './api/quote-cart';
export { BagView } from './components/bag-view';
export { formatFigure, OrderSummary } from './components/order-summary';
export { type BagFigures, quoteRequestOf, useBagQuote } from './hooks/use-bag-quote';
export { type BagTotals, useBagTotals } from './hooks/use-bag-totals';
export { cartActions, useCart } from './stores/cart-store';
export { promoActions, usePromoCode } from './stores/promo-store';
export { bagLineQuoteKey, orderLinesOf, quoteLineKey } from './utils/order-lines';
