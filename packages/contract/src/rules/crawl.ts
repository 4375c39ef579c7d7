/**
 * What crawlers read besides the pages (DESIGN §9, issue 16): robots.txt's rules and the sitemap's shape.
 * The API serves both; the storefront's pages declare their own head (see rules/head.ts).
 */
import { ROUTE_PATHS } from '../constants.js';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** A sitemap file lists at most this many URLs (sitemaps.org); the index names as many files as it takes. */
export const SITEMAP_URLS_MAX = 50_000;

/** The sitemap's files: the storefront's fixed pages with the categories, and the products. */
export const SITEMAP_KINDS = ['pages', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The path of a sitemap file: its kind and its number, from 1. */
export function sitemapPagePath(kind: SitemapKind, page: number): string {
  return `/sitemap-${kind}-${page}.xml`;
}

/** A product's page on the storefront. */
export const productPagePath = (id: string) => ROUTE_PATHS.product.replace(':id', encodeURIComponent(id));
/** A category's page on the storefront. */
export const categoryPagePath = (slug: string) =>
  ROUTE_PATHS.category.replace(':slug', encodeURIComponent(slug));

/** Storefront pages with no id that a search engine should list (categories and products come from the catalogue). */
export const SITEMAP_FIXED_PATHS = [
  ROUTE_PATHS.home,
  ROUTE_PATHS.hotList,
  ROUTE_PATHS.aboutUs,
  ROUTE_PATHS.shippingDelivery,
  ROUTE_PATHS.returnPolicy,
  ROUTE_PATHS.privacy,
] as const;

/**
 * Paths crawlers are asked to leave alone: the API, the back office, and pages that are a shopper's own
 * (bag and checkout, wishlist, account, sign-in), which show nothing worth finding and differ per visitor.
 */
export const CRAWL_DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  ROUTE_PATHS.bag,
  ROUTE_PATHS.wishlist,
  ROUTE_PATHS.userProfile,
  ROUTE_PATHS.orders,
  ROUTE_PATHS.editProfile,
  ROUTE_PATHS.settings,
  ROUTE_PATHS.shippingAddress,
  ROUTE_PATHS.login,
  ROUTE_PATHS.signup,
] as const;
