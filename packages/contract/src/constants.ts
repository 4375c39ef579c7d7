/** Business constants of SPEC §9 and the limits DESIGN §4 adds. Both apps read these; neither retypes them. */

export const BRAND_NAME = 'Zari';

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const LOCALE = 'en-IN';
export const TIME_ZONE = 'Asia/Kolkata';

export const CAROUSEL_INTERVAL_MS = 2000;
export const HEADER_COLLAPSE_SCROLL_PX = 100;
export const SEARCH_RESULTS_MAX = 10;
/**
 * How many of a search's matches it ranks and pages through (issue 36): the most popular ones, in stock first,
 * ten pages of 24. A broad word ("kurta") matches a whole category, 12,500 products at 100,000, which no
 * shopper pages through; ranking them all took 0.5–3 s a page. Its facets count the same products.
 */
export const SEARCH_MATCHES_RANKED = 240;
export const HOME_CATEGORIES_MAX = 6;
export const HOME_GRID_MAX = 6;
export const LINK_COPIED_FEEDBACK_MS = 1000;
/** How long a toast stays (SPEC §8 sets no time; Sonner's default). On a phone it never stays longer. */
export const TOAST_DURATION_MS = 4000;
export const CARD_SWATCHES_MAX = 3;
export const PAYMENT_THEME_COLOR = '#9E7FFF';

export const SKELETON_COUNT = {
  category: 15,
  hotList: 12,
  drawer: 8,
} as const;

export const SIMILAR_PRODUCTS_MAX = 8;
/** Below this many same-category matches, similar products are filled from the whole catalogue. */
export const SIMILAR_PRODUCTS_MIN_SAME_CATEGORY = 4;

/**
 * SPEC §9 quotes three thresholds (₹999 on the home strip, ₹990 on the product page and in the policy).
 * We state one everywhere: ₹999, the figure on the first screen a shopper sees.
 */
export const FREE_SHIPPING_THRESHOLD_RUPEES = 999;
/** Delivery is free on every order today; the bag and checkout always show 0. */
export const DELIVERY_FEE_RUPEES = 0;
/** How the bag and checkout show a delivery fee of 0 (SPEC §2: 'delivery shown as FREE'). */
export const DELIVERY_FREE_LABEL = 'FREE';
/** The policy's charge below the free-shipping threshold, which may apply in future (SPEC §9); not charged today. */
export const BELOW_THRESHOLD_DELIVERY_FEE_RUPEES = 99;

export const DONATION_DEFAULT_RUPEES = 10;
export const DONATION_MAX_RUPEES = 10_000;

export const ORDER_QUANTITY_MIN = 1;
export const ORDER_QUANTITY_MAX = 10;
export const ORDER_LINES_MAX = 20;
/** The most a price may be (the back office's RupeeInput): ₹10,00,000, 10⁸ paise, within an integer column. */
export const PRICE_MAX_RUPEES = 1_000_000;
/**
 * The most an order's total can reach under the caps above (issue 27: ₹3 crore overflowed the integer
 * money columns with a 500). Orders' and payments' money columns are bigint, and this is far below
 * Number.MAX_SAFE_INTEGER, so a total is exact as a JS number.
 */
export const ORDER_TOTAL_MAX_PAISE =
  (ORDER_LINES_MAX * ORDER_QUANTITY_MAX * PRICE_MAX_RUPEES +
    DONATION_MAX_RUPEES +
    BELOW_THRESHOLD_DELIVERY_FEE_RUPEES) *
  100;
export const ORDER_ID_DISPLAY_LENGTH = 8;
/** A checkout attempt's `Idempotency-Key` header: its first answer is kept this long. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const OTP_LENGTH = 6;
/** The API's default wait between two codes to one phone; the send answer carries the configured one. */
export const OTP_RESEND_SECONDS = 30;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_PREFIX = '+91';
export const PINCODE_MAX_LENGTH = 6;
export const SIGNUP_EXTRA_OFF_PERCENT = 25;

export const RETURN_WINDOW_DAYS = 7;
export const PILFERAGE_CLAIM_HOURS = 24;
export const KEEP_PACKAGING_DAYS = '3-4';
export const FAST_DELIVERY_BUSINESS_DAYS = '3-5';
export const COD_LIMIT_RUPEES = 10_000;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE_PX = 4000;

/** A storefront listing asks for this many cards at a time and pages on (DESIGN §8: nothing sends it all). */
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;

/**
 * Listing orders. `relevance` ranks search matches (typo-tolerant) and, without a search, is popularity;
 * `discount` is the largest percent off first. Without `sort` a search ranks by relevance and a list is newest first.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Each storefront listing's order when its URL names none: the hot list is cheapest first (SPEC §2). */
export const LISTING_DEFAULT_SORTS = {
  category: 'newest',
  hotList: 'price-asc',
  search: 'relevance',
} as const satisfies Record<string, ProductSort>;

/** Listing filters (DESIGN §9 Listings): "at least n % off" steps. */
export const DISCOUNT_FILTER_PERCENTS = [10, 30, 50] as const;
export type DiscountFilterPercent = (typeof DISCOUNT_FILTER_PERCENTS)[number];
/** Price bands of the price facet, in rupees of the price a shopper pays; `null` is "and above". */
export const PRICE_BANDS_RUPEES = [
  [0, 500],
  [500, 1000],
  [1000, 1500],
  [1500, 2500],
  [2500, 5000],
  [5000, null],
] as const satisfies readonly (readonly [number, number | null])[];
/** At most this many values of one repeated filter (`size=M&size=L…`). */
export const LISTING_FILTER_VALUES_MAX = 20;
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const HOME_TOPS_CATEGORY_SLUG = 'tops-and-blouses';

export const POSTER_SETS = [
  'hero-banner',
  'special-offer',
  'you-will-love-these',
  'hot-rn-dresses',
  'now-and-never',
  'sub-poster-1',
  'sub-poster-2',
] as const;
export type PosterSet = (typeof POSTER_SETS)[number];

export const PAYMENT_METHODS = ['cod', 'razorpay', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_GATEWAYS = ['razorpay', 'simulated'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** Browser storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  cart: 'cart',
  wishlist: 'wishlist',
  isAuthenticated: 'isAuthenticated',
  user: 'user',
  shippingAddress: 'shippingAddress',
  /** Beyond SPEC §3: the ids of the products this browser opened last, newest first. */
  recentlyViewed: 'recentlyViewed',
  /**
   * Beyond SPEC §3, in this tab's session storage: the donation the shopper planted, kept through signing in
   * on the way to checkout (issue 36 saw it dropped to ₹0).
   */
  plantedDonation: 'plantedDonation',
  /** Beyond SPEC §3 (issue 29): the promo code the shopper applied in the bag, kept like the cart. */
  promoCode: 'promoCode',
} as const;

/** How many recently viewed products this browser remembers and shows. */
export const RECENTLY_VIEWED_MAX = 8;

/** Broadcast on every cart or wishlist change (SPEC §4). */
export const CART_UPDATED_EVENT = 'cartUpdated';

// Heads of the storefront's pages (issue 16: findable): see messages/seo.ts and apps/web's features/seo.
/** A meta description longer than this is cut at a word: search results show about this much. */
export const META_DESCRIPTION_MAX_LENGTH = 160;
/**
 * The picture a link preview shows (WhatsApp, Facebook, X): Open Graph's large card, 1.91:1, as a JPEG,
 * which every chat app renders (WebP and SVG previews are not reliable). The image pipeline stores one per
 * catalogue image (imageSharePath), the whole photo fitted on white: a portrait garment cropped to 1.91:1
 * would lose its top and hem, and a 1200 px portrait JPEG would pass the ~300 KB WhatsApp still previews.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/jpeg';
/** Open Graph's locale of the store's pages. */
export const OPEN_GRAPH_LOCALE = 'en_IN';
/**
 * The store's logo, from the storefront's origin (Organization in JSON-LD): the 180 px PNG mark, since
 * Google's logo guidelines ask for at least 112×112 px and have named only JPEG, PNG and GIF (not SVG).
 */
export const BRAND_LOGO_PATH = '/apple-touch-icon.png';
/** The logo's width and height in px (it is square) and its type, for the link previews that show it. */
export const BRAND_LOGO_SIZE = 180;
export const BRAND_LOGO_TYPE = 'image/png';

/** The storefront's routes (SPEC §2). */
export const ROUTE_PATHS = {
  home: '/',
  product: '/product/:id',
  wishlist: '/wishlist',
  bag: '/bag',
  category: '/category/:slug',
  hotList: '/hot-rn-dresses',
  userProfile: '/user-profile',
  orders: '/orders',
  /** Beyond SPEC §2 (issue 32): one order of the signed-in shopper, rendered on the server with their session. */
  order: '/orders/:id',
  editProfile: '/edit-profile',
  settings: '/settings',
  shippingAddress: '/shipping-address',
  /** Issue 34: the signed-in shopper's address book. */
  addresses: '/addresses',
  shippingDelivery: '/shipping-delivery',
  returnPolicy: '/return-policy',
  aboutUs: '/about-us',
  /** Issue 34: the privacy notice (DPDP Act 2023), linked from the footer and the signup's notice. */
  privacy: '/privacy',
  login: '/login',
  signup: '/signup',
  /** Beyond SPEC §2: the search results page, `/search?q=…` with the listing's sort and filters. */
  search: '/search',
  /** The header's menu as a page: what its link opens before the app runs (the drawer opens after). */
  categories: '/categories',
  /** Issue 32: the one-tap confirmation of a cash-on-delivery order, `/orders/{id}/confirm?t=…`. */
  orderConfirm: '/orders/:id/confirm',
  /** Issue 34: Help / raise a complaint, and one complaint's page (`/help/tickets/{id}[?key=…]`). */
  help: '/help',
  helpTicket: '/help/tickets/:id',
} as const;

export const COUNTRY_OF_ORIGIN = 'India';

/** The category the hot list (/hot-rn-dresses) shows, cheapest first; the whole catalogue if it is missing. */
export const HOT_LIST_CATEGORY_SLUG = 'dresses';
/** Below this stock count the product page warns that only a few are left. */
export const LOW_STOCK_THRESHOLD = 5;
/** The most an owner may set the dashboard's low-stock threshold to (store settings, issue 31). */
export const LOW_STOCK_THRESHOLD_MAX = 1000;

/** Back-office roles (issue 14): every user is a shopper; staff run catalogue and orders; owners also staff and settings. */
export const USER_ROLES = ['shopper', 'staff', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** A staff or owner session ends after this long without a request, however long its cookie lives. */
export const STAFF_SESSION_IDLE_HOURS = 12;

export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;
/** Orders one bulk "Mark shipped" may name (a page of the orders list at most). */
export const ADMIN_BULK_SHIP_MAX = ADMIN_PAGE_SIZE_MAX;
/** The longest span of days one orders CSV covers (a financial year and a day of slack). */
export const REPORT_RANGE_MAX_DAYS = 366;

/**
 * The years a day or instant sent to the API may fall in (issue 27): the store's whole life and then some,
 * well inside what JavaScript dates and Postgres both hold, so a day's start and end in India time and a
 * page cursor's instant always reach the database as text it reads.
 */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2999;

/** Catalogue photo uploads: the bytes decide the type; larger or bigger images are refused before decoding. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_PIXELS = 50_000_000;
/**
 * What decoding an upload may take (issue 27): width × height × channels × bytes per channel, read from the
 * header. An 8-bit colour photo at the pixel cap fits; a 7000 × 7000 16-bit PNG (under the pixel cap, 294
 * MB decoded) raised the process's memory by 600 MB and is refused before any pixel is decoded.
 */
export const IMAGE_UPLOAD_MAX_DECODED_BYTES = IMAGE_UPLOAD_MAX_PIXELS * 3;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/**
 * The responsive widths every catalogue image is stored at (never upscaled past its own width). 480 is a
 * phone's listing card: half of a 360–412 px screen at 1.75–2.6 device pixels per CSS pixel wants 315–540
 * px, which 640 alone served with up to twice the pixels to fetch on 4G and to decode.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1440] as const;

/** One pincode import carries India Post's ~19,000 serviceable pincodes with room to spare. */
export const PINCODE_IMPORT_MAX_ROWS = 25_000;
/** How many bad rows an import reports one by one; the rest are counted. */
export const PINCODE_IMPORT_ERRORS_MAX = 200;

/** Issue 31: one catalogue import holds a shop's whole catalogue, one row per size of a colour. */
export const CATALOG_IMPORT_MAX_ROWS = 5_000;
/** How many bad rows of a catalogue import are reported one by one; the rest are counted. */
export const CATALOG_IMPORT_ERRORS_MAX = 500;

/** Seconds a client is asked to wait (`Retry-After`) when the API answers 503 because its database is away. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
