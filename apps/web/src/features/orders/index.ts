/** The shopper's orders: the list, cancelling, confirming a cash-on-delivery order, and placing a new one. */
export { confirmCodOrder, confirmOrder, useConfirmCodOrder, useConfirmOrder } from './api/confirm-order';
export { createOrder } from './api/create-order';
export { codConfirmationQueryOptions, useCodConfirmation } from './api/get-cod-confirmation';
export { ORDERS_QUERY_ROOT, userOrdersQueryOptions, useUserOrders } from './api/get-user-orders';
export { CodConfirmationView } from './components/cod-confirmation-view';
export { ConfirmOrderButton } from './components/confirm-order-button';
export { OrdersView } from './components/orders-view';
