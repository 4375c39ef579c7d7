/** Orders: the list with its filters, an order's page with its moves, and the status badge. */
export { OrderDetailScreen } from './components/order-detail-screen';
export { OrderStatusBadge } from './components/order-status-badge';
export { OrdersScreen } from './components/orders-screen';
