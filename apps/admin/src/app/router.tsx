/**
 * The back office's routes, all under /admin, each page a lazy module so the first screen loads only the
 * shell and the page asked for. Rendered in the browser only: the API serves this app's index.html for every
 * /admin path (apps/api/src/plugins/back-office.ts), and the storefront's build holds none of it.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminPaths } from '@/config/paths';
import { LeaveForStorefront } from './leave-for-storefront';

/** Shown while the first page's module loads: the page's own background, no flash of anything else. */
const Blank = () => null;

/** A route's lazy page module. */
function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: (await load()).default }), HydrateFallback: Blank };
}

export const adminRoutes: RouteObject[] = [
  { path: adminPaths.login.path, ...page(() => import('@/pages/login')) },
  {
    path: adminPaths.root.path,
    ...page(() => import('@/pages/shell')),
    children: [
      { index: true, ...page(() => import('@/pages/dashboard')) },
      { path: adminPaths.orders.path, ...page(() => import('@/pages/orders')) },
      { path: adminPaths.order.path, ...page(() => import('@/pages/order')) },
      { path: adminPaths.products.path, ...page(() => import('@/pages/products')) },
      { path: adminPaths.newProduct.path, ...page(() => import('@/pages/product')) },
      { path: adminPaths.catalogCsv.path, ...page(() => import('@/pages/catalog-csv')) },
      { path: adminPaths.product.path, ...page(() => import('@/pages/product')) },
      { path: adminPaths.categories.path, ...page(() => import('@/pages/categories')) },
      { path: adminPaths.banners.path, ...page(() => import('@/pages/banners')) },
      { path: adminPaths.pincodes.path, ...page(() => import('@/pages/pincodes')) },
      { path: adminPaths.promotions.path, ...page(() => import('@/pages/promotions')) },
      { path: adminPaths.returns.path, ...page(() => import('@/pages/returns')) },
      { path: adminPaths.return.path, ...page(() => import('@/pages/return')) },
      { path: adminPaths.tickets.path, ...page(() => import('@/pages/tickets')) },
      { path: adminPaths.ticket.path, ...page(() => import('@/pages/ticket')) },
      { path: adminPaths.staff.path, ...page(() => import('@/pages/staff')) },
      { path: adminPaths.audit.path, ...page(() => import('@/pages/audit')) },
      { path: adminPaths.speed.path, ...page(() => import('@/pages/speed')) },
      { path: adminPaths.customers.path, ...page(() => import('@/pages/customers')) },
      { path: adminPaths.settings.path, ...page(() => import('@/pages/settings')) },
      { path: adminPaths.refunds.path, ...page(() => import('@/pages/refunds')) },
    ],
  },
];

export function createRouter() {
  // Any other path is the storefront's (a link to the terms from the sign-in form, say): the server serves it.
  return createBrowserRouter([...adminRoutes, { path: '*', Component: LeaveForStorefront }]);
}
