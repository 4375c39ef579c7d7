/**
 * Each screen's `document.title`, so a shopper's tabs, history and bookmarks say which screen they are, and
 * a screen reader announces where a route change went. Product and category titles carry their names.
 */
import { BRAND_NAME, type ROUTE_PATHS } from '../constants.js';

type NamedScreen = 'product' | 'category' | 'search';

export type DocumentTitleScreen =
  | { screen: 'product'; productTitle?: string | undefined }
  | { screen: 'category'; categoryTitle?: string | undefined }
  | { screen: 'search'; query?: string | undefined }
  | { screen: Exclude<keyof typeof ROUTE_PATHS, NamedScreen> | 'notFound' };

export const SCREEN_TITLES = {
  home: 'Fashion for India',
  product: 'Product',
  wishlist: 'My Wishlist',
  bag: 'Shopping Bag',
  category: 'Category',
  hotList: 'Hot RN: Dresses',
  userProfile: 'My Account',
  orders: 'My Orders',
  order: 'Order details',
  editProfile: 'Edit Profile',
  settings: 'Settings',
  shippingAddress: 'Shipping Address',
  addresses: 'Saved Addresses',
  shippingDelivery: 'Shipping & Delivery',
  returnPolicy: 'Return Policy',
  aboutUs: 'About Us',
  privacy: 'Privacy Notice',
  login: 'Log In',
  signup: 'Sign Up',
  search: 'Search',
  categories: 'All Categories',
  // Issue 32: the COD confirmation link's page.
  orderConfirm: 'Confirm Your Order',
  // Issue 34: grievances.
  help: 'Help',
  helpTicket: 'Your Complaint',
  notFound: 'Page not found',
} as const satisfies Record<DocumentTitleScreen['screen'], string>;

/** Each screen's name in one language: SCREEN_TITLES, or a locale's (SEO_TEXT.screenTitles). */
export type ScreenTitles = Record<keyof typeof SCREEN_TITLES, string>;

/** Names longer than this are cut at a word, so the brand stays visible in a narrow tab. */
const NAME_MAX_LENGTH = 60;

function displayName(name: string | undefined): string | null {
  const tidy = name?.replace(/\s+/g, ' ').trim() ?? '';
  if (tidy === '') return null;
  if (tidy.length <= NAME_MAX_LENGTH) return tidy;
  const cut = tidy.slice(0, NAME_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function documentTitle(screen: DocumentTitleScreen, titles: ScreenTitles = SCREEN_TITLES): string {
  if (screen.screen === 'home') return `${BRAND_NAME} — ${titles.home}`;
  if (screen.screen === 'search') {
    const query = displayName(screen.query);
    return `${query ? `“${query}” — ` : ''}${titles.search} | ${BRAND_NAME}`;
  }
  const name =
    screen.screen === 'product'
      ? displayName(screen.productTitle)
      : screen.screen === 'category'
        ? displayName(screen.categoryTitle)
        : null;
  return `${name ?? titles[screen.screen]} | ${BRAND_NAME}`;
}
