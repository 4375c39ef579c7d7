/** The shopper's orders: the list, cancelling, and placing a new one. */
export { createOrder } from './api/create-order';
export { ORDERS_QUERY_ROOT, userOrdersQueryOptions, useUserOrders } from './api/get-user-orders';
export { OrdersView } from './components/orders-view';
