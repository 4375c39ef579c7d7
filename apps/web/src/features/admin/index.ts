/** The back office at /admin (issue 14): its own shell, sign-in and screens; nothing here ships to shoppers. */
export { AdminGuard, OwnerOnly } from './components/admin-guard';
export { AdminLayout } from './components/admin-layout';
export { AdminLogin } from './components/admin-login';
export { DashboardScreen } from './components/dashboard-screen';
export { OrderDetailScreen } from './components/order-detail-screen';
export { OrdersScreen } from './components/orders-screen';
