/**
 * What a search result or a link preview (WhatsApp, Facebook, X) says about a page: its description and share
 * texts. The storefront's head module (apps/web features/seo) builds every route's head from these.
 */
import { BRAND_NAME, FREE_SHIPPING_THRESHOLD_RUPEES, RETURN_WINDOW_DAYS } from '../constants.js';
import { SCREEN_TITLES } from '../rules/document-title.js';

const STORE_PROMISE = `Easy returns, fast delivery, free shipping on orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+, cash on delivery.`;

export const SEO_TEXT = {
  /** The store's own description: the home page, and any page without one of its own. */
  siteDescription: `${BRAND_NAME} — clothing, dresses, tops, jewellery and bags for India. ${STORE_PROMISE}`,
  /** Fixed pages a search engine lists. */
  hotListDescription: `The dresses everyone wants right now, cheapest first. ${STORE_PROMISE}`,
  aboutUsDescription: `${BRAND_NAME} brings India's crafts and everyday fashion together: who we are and how we work.`,
  shippingDeliveryDescription: `How ${BRAND_NAME} ships: free delivery on orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+, pin code checks, cash on delivery, tracking and claims.`,
  privacyDescription: `How ${BRAND_NAME} uses your personal data, and how to download it, delete your account or complain.`,
  returnPolicyDescription: `Returns at ${BRAND_NAME}: ${RETURN_WINDOW_DAYS} days to return, free pick up, and what cannot be returned.`,
  /** What the home page's link preview shows: the first hero banner. */
  homeShareImageAlt: `${BRAND_NAME}: the season's collection`,
  /** What the link preview of a page with no picture of its own (the hot list, policy pages) shows. */
  brandLogoAlt: `${BRAND_NAME} logo`,
  categoryDescription: (category: string) => `Shop ${category} at ${BRAND_NAME}. ${STORE_PROMISE}`,
  searchDescription: (query: string) => `${BRAND_NAME} products matching “${query}”.`,
  /** A product's share title: its name and the price a shopper pays, which a chat preview shows first. */
  productShareTitle: (title: string, price: string) => `${title} — ${price}`,
  /** Price line of a product's description: `₹1,999 (20% off ₹2,499)`. */
  productPrice: (price: string, mrp: string | null, percentOff: number) =>
    mrp && percentOff > 0 ? `${price} (${percentOff}% off ${mrp})` : price,
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  /** The breadcrumb's first step. */
  home: 'Home',
  /** Each screen's name in the document's title and the breadcrumb (rules/document-title.ts). */
  screenTitles: SCREEN_TITLES,
} as const;
