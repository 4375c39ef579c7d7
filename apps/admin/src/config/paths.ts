/**
 * Every back-office route with a `getHref`, so no component spells a path. The app is served at /admin
 * (apps/api/src/plugins/back-office.ts) and its routes keep the full path, so a link reads as the address bar.
 */
import { ROUTE_PATHS } from '@zari/contract';

export const adminPaths = {
  root: { path: '/admin', getHref: () => '/admin' },
  login: { path: '/admin/login', getHref: () => '/admin/login' },
  orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
  order: { path: '/admin/orders/:id', getHref: (id: string) => `/admin/orders/${encodeURIComponent(id)}` },
  products: { path: '/admin/products', getHref: () => '/admin/products' },
  newProduct: { path: '/admin/products/new', getHref: () => '/admin/products/new' },
  /** Issue 31: the catalogue's CSV, out and in. */
  catalogCsv: { path: '/admin/products/import', getHref: () => '/admin/products/import' },
  product: {
    path: '/admin/products/:id',
    getHref: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
  },
  categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
  banners: { path: '/admin/banners', getHref: () => '/admin/banners' },
  pincodes: { path: '/admin/pincodes', getHref: () => '/admin/pincodes' },
  promotions: { path: '/admin/promotions', getHref: () => '/admin/promotions' },
  returns: { path: '/admin/returns', getHref: () => '/admin/returns' },
  return: { path: '/admin/returns/:id', getHref: (id: string) => `/admin/returns/${encodeURIComponent(id)}` },
  tickets: { path: '/admin/tickets', getHref: () => '/admin/tickets' },
  ticket: { path: '/admin/tickets/:id', getHref: (id: string) => `/admin/tickets/${encodeURIComponent(id)}` },
  staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
  speed: { path: '/admin/speed', getHref: () => '/admin/speed' },
  customers: { path: '/admin/customers', getHref: () => '/admin/customers' },
  settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  refunds: { path: '/admin/refunds', getHref: () => '/admin/refunds' },
} as const;

/** The storefront is another app: a link to it is a plain `<a>`, which loads its page from the server. */
export const storefrontHref = ROUTE_PATHS.home;
