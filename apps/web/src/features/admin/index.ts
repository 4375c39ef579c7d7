/** The back office at /admin (issue 14): its own shell, sign-in and screens; nothing here ships to shoppers. */
export { AdminGuard, OwnerOnly } from './components/admin-guard';
export { AdminLayout } from './components/admin-layout';
export { AdminLogin } from './components/admin-login';
export { AuditScreen } from './components/audit-screen';
export { BannersScreen } from './components/banners-screen';
export { CategoriesScreen } from './components/categories-screen';
export { DashboardScreen } from './components/dashboard-screen';
export { OrderDetailScreen } from './components/order-detail-screen';
export { OrdersScreen } from './components/orders-screen';
export { PincodesScreen } from './components/pincodes-screen';
export { ProductFormScreen } from './components/product-form-screen';
export { ProductsScreen } from './components/products-screen';
export { StaffScreen } from './components/staff-screen';
