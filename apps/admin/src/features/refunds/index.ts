/** Refunds (issue 33): the order screen's Refund panel and the refunds list. */
export { RefundPanel } from './components/refund-panel';
export { RefundsScreen } from './components/refunds-screen';
