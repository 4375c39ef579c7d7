/** The shopper's orders: the list, one order's page (issue 32), cancelling, and placing a new one. */
export { createOrder } from './api/create-order';
export { orderQueryOptions, useOrder } from './api/get-order';
export { ORDERS_QUERY_ROOT, userOrdersQueryOptions, useUserOrders } from './api/get-user-orders';
export { OrderDetailView } from './components/order-detail-view';
export { OrdersView } from './components/orders-view';
