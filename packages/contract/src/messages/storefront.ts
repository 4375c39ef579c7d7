/** Texts of the shell and catalogue screens (SPEC §2 Category, Hot list, 404); the home's own are in home.ts. */
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '../constants.js';

export const EMPTY_TEXT = {
  products: 'No products available',
  productsAtTheMoment: 'No products available at the moment.',
  productsInCategory: 'No products available in this category',
} as const;

export const SEARCH_TEXT = {
  close: 'Close search',
  placeholder: 'Search products...',
  empty: 'No products found.',
  group: 'Products',
} as const;

/** Storefront labels beyond the spec's quotes: header, footer, cards, lists (DESIGN §5); the product page's: PRODUCT_TEXT. */
export const STOREFRONT_TEXT = {
  /** The promise strip under the header, on every page. */
  promiseEasyReturns: 'Easy returns',
  promiseEasyReturnsDetail: 'free pick up',
  promiseFastDelivery: 'Fast delivery',
  promiseFastDeliveryDetail: '4000+ styles',
  promiseFreeShipping: 'Free shipping',
  promiseFreeShippingDetail: `for orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+`,
  recentlyViewed: 'Recently Viewed',
  demoStoreBar: 'Demo store: no real payments or deliveries',
  openMenu: 'Open categories',
  openSearch: 'Search products',
  profile: 'My profile',
  wishlist: (count: number) => `Wishlist, ${count} item${count === 1 ? '' : 's'}`,
  bag: (count: number) => `Bag, ${count} item${count === 1 ? '' : 's'}`,
  home: 'Home',
  fastDelivery: 'Fast delivery',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  moreColours: (count: number) => `+${count}`,
  moreColoursLabel: (count: number) => `${count} more colour${count === 1 ? '' : 's'}`,
  getItFor: 'Get it for',
  /** A card whose colours differ in price (issue 31): the lowest, which the product page opens on. */
  fromPrice: (price: string) => `from ${price}`,
  percentOff: (percent: number) => `${percent}% OFF`,
  viewAll: 'View all',
  loadMore: 'Load more',
  inStock: 'In stock',
  outOfStockBadge: 'Out of stock',
  onlyFewLeft: (count: number) => `Only ${count} left`,
  unavailable: 'Currently unavailable',
  colour: 'Colour',
  showSlide: (index: number, total: number) => `Show slide ${index} of ${total}`,
  itemCount: (count: number) => `${count} item${count === 1 ? '' : 's'}`,
  remove: 'Remove',
  loading: 'Loading',
  footerPolicies: 'Help',
  footerSeller: 'Sold by',
  footerGrievance: 'Grievance officer',
  footerRights: 'All rights reserved.',
  skipToContent: 'Skip to content',
  featured: 'Featured',
  promotions: 'Promotions',
  /** The promise strip's landmark name. */
  ourPromises: 'Our promises',
  bannerLabel: (section: string, index: number, total: number) =>
    total > 1 ? `${section}, banner ${index} of ${total}` : section,
  shippingDelivery: 'Shipping & Delivery',
  returnPolicy: 'Return Policy',
  aboutUs: 'About Us',
  privacy: 'Privacy',
} as const;

/** What screen readers announce for regions and controls that show no words of their own. */
export const ACCESSIBLE_NAMES = {
  breadcrumb: 'Breadcrumb',
  categories: 'Categories',
  account: 'Account',
  goBack: 'Go back',
  authTabs: 'Login or signup',
  bagItems: 'Items in your bag',
  orderSummary: 'Order summary',
  removeItem: (title: string) => `Remove ${title}`,
  quantityOf: (title: string) => `Quantity of ${title}`,
  decreaseQuantity: 'Decrease quantity',
  quantity: 'Quantity',
  increaseQuantity: 'Increase quantity',
  donationAmount: 'Donation amount',
  editDonation: (amount: string) => `Donation ${amount}, tap to edit`,
  removeDonation: 'Remove donation',
  order: (id: string) => `Order ${id}`,
  /** The shared design system's controls (packages/ui): a dialog's or sheet's close button, the toasts. */
  close: 'Close',
  closeToast: 'Close toast',
  notifications: 'Notifications',
} as const;
