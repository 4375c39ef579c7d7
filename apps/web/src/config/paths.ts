/** Every storefront route (SPEC §2) with a `getHref`, so no component spells a path. */
import { ROUTE_PATHS } from '@zari/contract';

export const paths = {
  home: { path: ROUTE_PATHS.home, getHref: () => ROUTE_PATHS.home },
  product: { path: ROUTE_PATHS.product, getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  wishlist: { path: ROUTE_PATHS.wishlist, getHref: () => ROUTE_PATHS.wishlist },
  bag: { path: ROUTE_PATHS.bag, getHref: () => ROUTE_PATHS.bag },
  category: {
    path: ROUTE_PATHS.category,
    getHref: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  },
  hotList: { path: ROUTE_PATHS.hotList, getHref: () => ROUTE_PATHS.hotList },
  userProfile: { path: ROUTE_PATHS.userProfile, getHref: () => ROUTE_PATHS.userProfile },
  orders: { path: ROUTE_PATHS.orders, getHref: () => ROUTE_PATHS.orders },
  editProfile: { path: ROUTE_PATHS.editProfile, getHref: () => ROUTE_PATHS.editProfile },
  settings: { path: ROUTE_PATHS.settings, getHref: () => ROUTE_PATHS.settings },
  shippingAddress: { path: ROUTE_PATHS.shippingAddress, getHref: () => ROUTE_PATHS.shippingAddress },
  shippingDelivery: { path: ROUTE_PATHS.shippingDelivery, getHref: () => ROUTE_PATHS.shippingDelivery },
  returnPolicy: { path: ROUTE_PATHS.returnPolicy, getHref: () => ROUTE_PATHS.returnPolicy },
  aboutUs: { path: ROUTE_PATHS.aboutUs, getHref: () => ROUTE_PATHS.aboutUs },
  login: { path: ROUTE_PATHS.login, getHref: () => ROUTE_PATHS.login },
  signup: { path: ROUTE_PATHS.signup, getHref: () => ROUTE_PATHS.signup },
} as const;
