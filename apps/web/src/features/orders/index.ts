/** The shopper's orders: the list, one order's page (issue 32), cancelling, and placing a new one. */
export { createOrder } from './api/create-order';
export { orderQueryOptions, useOrder } from './api/get-order';
export { ORDERS_QUERY_ROOT, userOrdersQueryOptions, useUserOrders } from './api/get-user-orders';
/** Issue 33: "Return items" and the returns' timelines of a delivered order, for the card and the order's page. */
export { orderReturnsQueryOptions, useOrderReturns } from './api/order-returns';
export { OrderDetailView } from './components/order-detail-view';
export { OrdersView } from './components/orders-view';
export { ReturnItems } from './components/return-items';
export { ReturnTimeline } from './components/return-timeline';
