/**
 * The shopper's orders: the list, one order's page (issue 32), cancelling, confirming a cash-on-delivery order,
 * returning items (issue 33), and placing a new one.
 */
export { confirmCodOrder, confirmOrder, useConfirmCodOrder, useConfirmOrder } from './api/confirm-order';
export { createOrder } from './api/create-order';
export { codConfirmationQueryOptions, useCodConfirmation } from './api/get-cod-confirmation';
export { orderQueryOptions, useOrder } from './api/get-order';
export { ORDERS_QUERY_ROOT, userOrdersQueryOptions, useUserOrders } from './api/get-user-orders';
/** Issue 33: "Return items" and the returns' timelines of a delivered order, for the card and the order's page. */
export { orderReturnsQueryOptions, useOrderReturns } from './api/order-returns';
export { CodConfirmationView } from './components/cod-confirmation-view';
export { ConfirmOrderButton } from './components/confirm-order-button';
export { OrderDetailView } from './components/order-detail-view';
export { OrdersView } from './components/orders-view';
export { ReturnItems } from './components/return-items';
export { ReturnTimeline } from './components/return-timeline';
