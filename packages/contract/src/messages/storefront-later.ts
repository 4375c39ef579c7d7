/**
 * The storefront's texts that no first screen shows (issue 35): failures, the 404 and the category drawer,
 * apart from storefront.ts so a page in another language loads them only when it shows them.
 */

/** The catch-all failure text: the API's answer to a fault, and the toasts and screens that have no better one. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Thrown by the web's fetchers when an answer is not OK (SPEC §8). */
export const FETCH_ERRORS = {
  categories: 'Failed to fetch categories',
  products: 'Failed to fetch products',
  productsByCategory: 'Failed to fetch products by category',
  product: 'Failed to fetch product',
  productVariants: 'Failed to fetch product variants',
  posters: 'Failed to fetch posters',
  createOrder: 'Failed to create order',
  cancelOrder: 'Failed to cancel order',
  userOrders: 'Failed to fetch user orders',
  /** Issue 32: one order's page, and Settings' channel of order updates. */
  order: 'Failed to fetch order',
  consents: 'Failed to fetch message settings',
  updateConsent: 'Failed to update message settings',
  sendOtp: 'Failed to send OTP',
  verifyOtp: 'Failed to verify OTP',
  currentUser: 'Failed to fetch user',
  logout: 'Failed to log out',
  updateProfile: 'Failed to update profile',
  paymentConfig: 'Failed to initiate Razorpay payment. Please try again.',
  /** Issue 34: Settings' "Your data". */
  dataExport: 'Failed to prepare your data',
  eraseOtp: 'Failed to send the code',
  deleteAccount: 'Failed to delete your account',
  erasureStatus: 'Failed to check whether your account can be deleted',
} as const;

export const DRAWER_TEXT = {
  title: 'Categories',
  viewCollection: 'View collection',
} as const;

export const NOT_FOUND_TEXT = {
  title: 'Oops! Page not found',
  goHome: 'Go Back Home',
} as const;
