/** Every storefront route (SPEC §2) with a `getHref`, so no component spells a path. */
import { LISTING_URL_PARAMS, loginPathReturningTo, ROUTE_PATHS } from '@zari/contract';

/** `/bag?checkout=1` opens the bag with its checkout panel, e.g. on the way back from signing in. */
export const BAG_CHECKOUT_PARAM = 'checkout';

export const paths = {
  home: { path: ROUTE_PATHS.home, getHref: () => ROUTE_PATHS.home },
  product: { path: ROUTE_PATHS.product, getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  wishlist: { path: ROUTE_PATHS.wishlist, getHref: () => ROUTE_PATHS.wishlist },
  bag: {
    path: ROUTE_PATHS.bag,
    getHref: (options: { checkout?: boolean } = {}) =>
      options.checkout ? `${ROUTE_PATHS.bag}?${BAG_CHECKOUT_PARAM}=1` : ROUTE_PATHS.bag,
  },
  category: {
    path: ROUTE_PATHS.category,
    getHref: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  },
  hotList: { path: ROUTE_PATHS.hotList, getHref: () => ROUTE_PATHS.hotList },
  userProfile: { path: ROUTE_PATHS.userProfile, getHref: () => ROUTE_PATHS.userProfile },
  orders: { path: ROUTE_PATHS.orders, getHref: () => ROUTE_PATHS.orders },
  order: { path: ROUTE_PATHS.order, getHref: (id: string) => `/orders/${encodeURIComponent(id)}` },
  editProfile: { path: ROUTE_PATHS.editProfile, getHref: () => ROUTE_PATHS.editProfile },
  settings: { path: ROUTE_PATHS.settings, getHref: () => ROUTE_PATHS.settings },
  shippingAddress: { path: ROUTE_PATHS.shippingAddress, getHref: () => ROUTE_PATHS.shippingAddress },
  /** Issue 34: the signed-in shopper's address book. */
  addresses: { path: ROUTE_PATHS.addresses, getHref: () => ROUTE_PATHS.addresses },
  shippingDelivery: { path: ROUTE_PATHS.shippingDelivery, getHref: () => ROUTE_PATHS.shippingDelivery },
  returnPolicy: { path: ROUTE_PATHS.returnPolicy, getHref: () => ROUTE_PATHS.returnPolicy },
  aboutUs: { path: ROUTE_PATHS.aboutUs, getHref: () => ROUTE_PATHS.aboutUs },
  privacy: { path: ROUTE_PATHS.privacy, getHref: () => ROUTE_PATHS.privacy },
  login: {
    path: ROUTE_PATHS.login,
    /** With `returnTo`, signing in comes back there instead of the profile. */
    getHref: (returnTo?: string) => (returnTo ? loginPathReturningTo(returnTo) : ROUTE_PATHS.login),
  },
  signup: { path: ROUTE_PATHS.signup, getHref: () => ROUTE_PATHS.signup },
  categories: { path: ROUTE_PATHS.categories, getHref: () => ROUTE_PATHS.categories },
  /** Issue 32: the COD confirmation link's page, `/orders/{id}/confirm?t=…`. */
  orderConfirm: {
    path: ROUTE_PATHS.orderConfirm,
    getHref: (id: string, token: string) =>
      `/orders/${encodeURIComponent(id)}/confirm?${new URLSearchParams({ t: token })}`,
  },
  /** Issue 34: Help / raise a complaint, and one complaint (`?key=…` for one raised signed out). */
  help: { path: ROUTE_PATHS.help, getHref: () => ROUTE_PATHS.help },
  helpTicket: {
    path: ROUTE_PATHS.helpTicket,
    getHref: (id: string, key?: string) =>
      `/help/tickets/${encodeURIComponent(id)}${key ? `?${new URLSearchParams({ key })}` : ''}`,
  },
  search: {
    path: ROUTE_PATHS.search,
    /** The results page for `query` (`/search?q=…`); without one, the empty search page. */
    getHref: (query?: string) =>
      query?.trim()
        ? `${ROUTE_PATHS.search}?${new URLSearchParams({ [LISTING_URL_PARAMS.search]: query.trim() })}`
        : ROUTE_PATHS.search,
  },
} as const;
