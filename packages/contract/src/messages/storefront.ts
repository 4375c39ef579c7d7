/** Texts of the shell, home and catalogue screens (SPEC §2 Home, Category, Hot list, 404). */
import { BRAND_NAME, COUNTRY_OF_ORIGIN, FREE_SHIPPING_THRESHOLD_RUPEES } from '../constants.js';
import { TICKET_ACKNOWLEDGE_HOURS } from '../rules/tickets.js';

export const HOME_TEXT = {
  /** Where a home section without JavaScript sends the shopper instead of its products. */
  browseWithoutScript: 'Browse every category',
  promiseEasyReturns: 'Easy returns',
  promiseEasyReturnsDetail: 'free pick up',
  promiseFastDelivery: 'Fast delivery',
  promiseFastDeliveryDetail: '4000+ styles',
  promiseFreeShipping: 'Free shipping',
  promiseFreeShippingDetail: `for orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+`,
  specialOffers: 'SPECIAL OFFERS',
  hotCategories: 'HOT CATEGORIES',
  youWillLoveThese: "YOU'LL LOVE THESE",
  hotRnDresses: 'HOT RN: DRESSES',
  nowOrNever: 'NOW OR NEVER',
  topsAndBlouses: 'Tops & Blouses',
  allProducts: 'All Products',
  recentlyViewed: 'Recently Viewed',
} as const;

/** Inline red boxes and empty texts of the home sections (SPEC §8). */
export const HOME_ERRORS = {
  hero: 'Error loading hero images',
  specialOffers: 'Error loading special offers',
  categories: 'Error loading categories',
  youWillLoveThese: 'Error loading images',
  dresses: 'Error loading dress images',
  nowOrNever: 'Error loading now or never image',
  poster: 'Error loading poster',
  topsAndBlouses: 'Error loading tops & blouses',
  products: 'Error loading products',
} as const;

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

/** The policy pages' frame (Privacy, Return Policy, Shipping, About Us): the breadcrumb and who the seller is. */
export const POLICY_TEXT = {
  sellerDetails: 'Seller and grievance officer',
  soldBy: 'Sold by',
  countryOfOrigin: `Country of origin of ${BRAND_NAME} products: ${COUNTRY_OF_ORIGIN} (shown on every product page).`,
  grievanceOfficer: 'Grievance Officer',
  grievanceClocks: `We acknowledge every complaint within ${TICKET_ACKNOWLEDGE_HOURS} hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require.`,
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
