/** All routes of SPEC §2 in one table; every page is a lazy module so the home route ships only what it needs. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminPaths, paths } from '@/config/paths';
import { AppLayout, StartingShell } from './layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The back office: outside the storefront's frame, and every module of it loads only under /admin. */
export const adminRoutes: RouteObject[] = [
  { path: adminPaths.login.path, lazy: page(() => import('@/pages/admin/login')) },
  {
    path: adminPaths.root.path,
    lazy: page(() => import('@/pages/admin/shell')),
    children: [
      { index: true, lazy: page(() => import('@/pages/admin/dashboard')) },
      { path: adminPaths.orders.path, lazy: page(() => import('@/pages/admin/orders')) },
      { path: adminPaths.order.path, lazy: page(() => import('@/pages/admin/order')) },
      { path: adminPaths.products.path, lazy: page(() => import('@/pages/admin/products')) },
      { path: adminPaths.newProduct.path, lazy: page(() => import('@/pages/admin/product')) },
      { path: adminPaths.product.path, lazy: page(() => import('@/pages/admin/product')) },
      { path: adminPaths.categories.path, lazy: page(() => import('@/pages/admin/categories')) },
      { path: adminPaths.banners.path, lazy: page(() => import('@/pages/admin/banners')) },
      { path: adminPaths.pincodes.path, lazy: page(() => import('@/pages/admin/pincodes')) },
      { path: adminPaths.staff.path, lazy: page(() => import('@/pages/admin/staff')) },
      { path: adminPaths.audit.path, lazy: page(() => import('@/pages/admin/audit')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter([
    {
      Component: AppLayout,
      // Shown while the first page module loads: the brand at once, in the header's place.
      HydrateFallback: StartingShell,
      children: [
        { path: paths.home.path, lazy: page(() => import('@/pages/home')) },
        { path: paths.product.path, lazy: page(() => import('@/pages/product')) },
        { path: paths.wishlist.path, lazy: page(() => import('@/pages/wishlist')) },
        { path: paths.bag.path, lazy: page(() => import('@/pages/bag')) },
        { path: paths.category.path, lazy: page(() => import('@/pages/category')) },
        { path: paths.hotList.path, lazy: page(() => import('@/pages/hot-list')) },
        { path: paths.search.path, lazy: page(() => import('@/pages/search')) },
        { path: paths.userProfile.path, lazy: page(() => import('@/pages/user-profile')) },
        { path: paths.orders.path, lazy: page(() => import('@/pages/orders')) },
        { path: paths.editProfile.path, lazy: page(() => import('@/pages/edit-profile')) },
        { path: paths.settings.path, lazy: page(() => import('@/pages/settings')) },
        { path: paths.shippingAddress.path, lazy: page(() => import('@/pages/shipping-address')) },
        { path: paths.shippingDelivery.path, lazy: page(() => import('@/pages/shipping-delivery')) },
        { path: paths.returnPolicy.path, lazy: page(() => import('@/pages/return-policy')) },
        { path: paths.aboutUs.path, lazy: page(() => import('@/pages/about-us')) },
        { path: paths.login.path, lazy: page(() => import('@/pages/login')) },
        { path: paths.signup.path, lazy: page(() => import('@/pages/signup')) },
        { path: '*', lazy: page(() => import('@/pages/not-found')) },
      ],
    },
    ...adminRoutes,
  ]);
}
