/**
 * Every user-facing text of SPEC §2, §5 and §8, word for word, plus the API's own answers.
 * The apps import these; a string a shopper reads is never typed twice.
 */
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE_PX,
  BRAND_NAME,
  COD_LIMIT_RUPEES,
  FAST_DELIVERY_BUSINESS_DAYS,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  RETURN_WINDOW_DAYS,
  SIGNUP_EXTRA_OFF_PERCENT,
} from './constants.js';
import { formatRupees } from './money.js';

export interface ToastText {
  title: string;
  description: string;
}

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
} as const;

export const HOME_TEXT = {
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
  placeholder: 'Search products...',
  empty: 'No products found.',
  group: 'Products',
} as const;

export const DRAWER_TEXT = {
  title: 'Categories',
  viewCollection: 'View collection',
} as const;

export const NOT_FOUND_TEXT = {
  title: 'Oops! Page not found',
  goHome: 'Go Back Home',
} as const;

export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load product',
  goBackHome: 'Go Back Home',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  aboutThisProduct: 'ABOUT THIS PRODUCT',
  serviceAndPolicy: 'SERVICE & POLICY',
  similarProducts: 'Similar Products',
  addToBag: 'ADD TO BAG',
  selectSize: 'SELECT SIZE',
  outOfStock: 'OUT OF STOCK',
  selectColorHint: 'Please select a color variant',
  selectSizeHint: 'Please select a size',
  getItFor: 'Get it for',
  freeShippingNote: `Free shipping on orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+`,
  shareWhatsApp: 'WhatsApp',
  shareFacebook: 'Facebook',
  shareMessenger: 'Messenger',
  copyLink: 'Copy Link',
  linkCopied: 'Link copied',
  countryOfOrigin: 'Country of origin: India',
} as const;

export const PINCODE_TEXT = {
  enterPincode: 'Please enter a pincode',
  networkFailure: 'Failed to check pincode. Please try again.',
  check: 'Check',
  invalidFormat: 'Please enter a valid 6-digit pincode',
  unserviceable: 'Sorry, we do not deliver to this pincode yet',
  serviceable: 'Delivery available to this pincode',
} as const;

export const WISHLIST_TEXT = {
  title: 'My Wishlist',
  emptyTitle: 'Your wishlist is empty',
  emptyDescription: 'Save items you love to your wishlist',
  continueShopping: 'Continue Shopping',
} as const;

export const BAG_TEXT = {
  title: 'Shopping Bag',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  promoPlaceholder: 'Promo code',
  donationBlurb: 'Add a small amount and we plant a sapling with your order.',
  donationThanks: 'Thank you for planting a tree',
  emptyTitle: 'Your bag is empty',
  emptyDescription: 'Add some items to get started',
  continueShopping: 'Continue Shopping',
  includedWithGst: 'Included with GST',
  deliveryFree: 'FREE',
  proceedToCheckout: 'Proceed to Checkout',
  clearAll: 'Clear all items',
  apply: 'Apply',
  donationTitle: 'Plant a Tree for Our Planet',
  plant: 'PLANT',
  plantationAmount: 'Plantation Amount',
} as const;

/** The checkout panel's labels and inline errors (SPEC §2 Checkout panel, §5). */
export const CHECKOUT_TEXT = {
  title: 'Checkout',
  shippingAddress: 'Shipping Address',
  paymentMethod: 'Payment Method',
  fields: {
    fullName: 'Full Name',
    phone: 'Phone Number',
    address: 'Address',
    city: 'City',
    state: 'State',
    postalCode: 'Postal Code',
  },
  required: (label: string) => `${label} is required`,
  paymentMethods: {
    cod: 'Cash on Delivery',
    razorpay: 'Razorpay',
    online: 'Pay Online',
  },
  paymentMethodHints: {
    cod: 'Pay in cash or UPI when your order arrives',
    razorpay: 'Cards, UPI, netbanking and wallets via Razorpay',
    online: 'UPI or card, paid now through our secure checkout',
  },
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  total: 'Total',
  amount: 'Amount',
  placeOrder: 'Place Order',
  payAndPlaceOrder: 'Pay & Place Order',
  placingOrder: 'Placing order…',
  backToBag: 'Back to bag',
  simulatedTitle: 'Test payment',
  simulatedDescription: 'Simulated gateway: no money moves. Choose how this payment ends.',
  simulatedPay: 'Pay',
  simulatedFail: 'Fail',
} as const;

export const PROFILE_TEXT = {
  welcome: `Welcome to ${BRAND_NAME}`,
  loginOrJoin: 'Log In / Join',
  editProfile: 'Edit Profile',
  logout: 'Logout',
  clubMember: 'Enjoy exclusive member benefits!',
  clubLoginPrompt: 'Log in to unlock exclusive member benefits',
  phoneCannotChange: 'Phone number cannot be changed',
  saveAddress: 'Save Address',
  title: 'My Account',
  welcomeDetail: 'Log in to track orders, save your address and unlock member offers.',
  clubTitle: 'Zari Club',
  clubPerks: ['Points on every order', 'Private member sale', 'Exclusive discounts'],
  myOrders: 'My Orders',
  viewAll: 'View all',
  orderTiles: ['Unpaid', 'Processing', 'Delivered', 'Returns'],
  account: 'Account',
  myProfile: 'My Profile',
  settings: 'Settings',
  aboutUs: 'About Us',
  helpCenter: 'Help Center',
  returnPolicy: 'Return Policy',
  shippingDelivery: 'Shipping & Delivery',
  shippingAddress: 'Shipping Address',
  shippingAddressDetail: 'Where we deliver your orders',
  countryLanguage: 'Country & Language',
  countryLanguageValue: 'India · English',
  editProfileTitle: 'Edit Profile',
  changePhoto: 'Change photo',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  saveChanges: 'Save Changes',
  avatarRules: `Choose a JPEG, PNG or WebP image of up to ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
} as const;

export const ORDERS_TEXT = {
  loadErrorTitle: 'Error loading orders',
  loadErrorDescription: "We couldn't fetch your orders right now",
  tryAgain: 'Try Again',
  emptyTitle: 'No orders yet',
  startShopping: 'Start Shopping',
  found: (count: number) => `${count} order(s) found`,
  title: 'My Orders',
  loading: 'Loading your orders',
  placedOn: (date: string) => `Placed on ${date}`,
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  size: 'Size',
  quantity: 'Qty',
  total: 'Total',
  paymentMethod: (method: string) => (method === 'cod' ? 'Cash on Delivery' : 'Online payment'),
  plantation: (amount: string) => `${amount} for a tree`,
  cancelOrder: 'Cancel Order',
} as const;

export const AUTH_TEXT = {
  signupBanner: `Join us to get an EXTRA ${SIGNUP_EXTRA_OFF_PERCENT}% OFF & more !`,
  resendOtp: 'Resend OTP',
  loginTab: 'LOGIN',
  signupTab: 'SIGNUP',
  loginTitle: 'Welcome back',
  loginSubtitle: 'Log in with your mobile number',
  signupTitle: 'Create your account',
  signupSubtitle: 'Sign up with your mobile number',
  mobileLabel: 'Mobile Number',
  phoneTooShort: 'Enter your 10-digit mobile number',
  sendOtp: 'Send OTP',
  otpLabel: 'Enter OTP',
  otpSentTo: (phone: string) => `We sent a 6-digit code to ${phone}`,
  changeNumber: 'Change',
  verifyOtp: 'Verify OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  consentPrefix: 'I agree to the',
  terms: 'Terms & Conditions',
  and: 'and',
  privacyPolicy: 'Privacy Policy',
  otpChannel: 'Get OTP on',
  channelSms: 'SMS',
  channelWhatsApp: 'WhatsApp',
} as const;

export const TOASTS = {
  selectSize: {
    title: 'Please select a size',
    description: 'You must select a size before adding to bag',
  },
  loginRequiredOrder: { title: 'Login Required', description: 'Please login to place an order' },
  loginRequiredOrders: { title: 'Login Required', description: 'Please login to view your orders' },
  emptyCart: { title: 'Empty Cart', description: 'Please add items to your cart before placing an order.' },
  orderFailed: { title: 'Order Failed', description: 'Failed to place order. Please try again.' },
  paymentVerificationFailed: {
    title: 'Payment Verification Failed',
    description: 'Payment verification failed',
  },
  paymentFailed: { title: 'Payment Failed', description: 'Payment failed' },
  paymentError: {
    title: 'Payment Error',
    description: 'Failed to initiate Razorpay payment. Please try again.',
  },
  copyFailed: { title: 'Failed to copy', description: 'Could not copy link to clipboard' },
  colorSelectError: { title: 'Error selecting color', description: '' },
  userNotFound: { title: 'User Not Found', description: 'Please signup first or check your phone number' },
  accountBlocked: {
    title: 'Account Blocked',
    description: 'Your account has been blocked. Please contact support.',
  },
  sendOtpError: { title: 'Error', description: 'Failed to send OTP' },
  userAlreadyExists: {
    title: 'User Already Exists',
    description: 'Please use login instead or try with a different phone number',
  },
  invalidOtp: { title: 'Invalid OTP', description: 'OTP expired or invalid. Please try again.' },
  loginFailed: { title: 'Login Failed', description: 'Something went wrong. Please try again.' },
  signupFailed: { title: 'Signup Failed', description: 'Something went wrong. Please try again.' },
  networkError: {
    title: 'Network Error',
    description: 'Please check your internet connection and try again.',
  },
  updateFailed: { title: 'Update Failed', description: 'Something went wrong. Please try again.' },
  cancelFailed: { title: 'Cancel Failed', description: 'Failed to cancel order. Please try again.' },
  saveFailed: { title: 'Save Failed', description: 'Something went wrong. Please try again.' },
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
  otpSentLogin: { title: 'OTP Sent', description: 'OTP sent for login' },
  otpSentSignup: { title: 'OTP Sent', description: 'OTP sent for signup' },
  loginSuccessful: { title: 'Login Successful', description: 'Welcome back!' },
  signupSuccessful: {
    title: 'Signup Successful',
    description: `Welcome to ${BRAND_NAME}! Get EXTRA ${SIGNUP_EXTRA_OFF_PERCENT}% OFF!`,
  },
  profileUpdated: { title: 'Profile Updated', description: 'Your profile has been updated' },
  addressSaved: { title: 'Address Saved', description: 'Your shipping address has been saved' },
  loggedOut: { title: 'Logged Out', description: 'You have been logged out' },
  itemRemoved: { title: 'Item removed', description: 'The item was removed from your bag' },
  orderCancelled: { title: 'Order Cancelled', description: 'Your order has been cancelled' },
  promoApplied: { title: 'Promo code applied', description: '' },
  languageComingSoon: { title: 'Language selection coming soon!', description: '' },
  orderPlaced: { title: 'Order Placed', description: 'Your order has been placed successfully' },
} as const satisfies Record<string, ToastText>;

/** Server-side fallbacks the checkout shows when the API reports non-success (SPEC §8). */
export const PAYMENT_SERVER_ERRORS = {
  createOrderFailed: 'Failed to create Razorpay order',
  verificationFailed: 'Payment verification failed',
} as const;

/** Messages the API answers with. The storefront shows them as the description of its toasts. */
export const API_MESSAGES = {
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  badRequest: 'Invalid request',
  internal: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again later.',
  unauthenticated: 'Please log in to continue',
  forbidden: 'You are not allowed to do that',
  crossOrigin: 'Cross-origin request refused',
  payloadTooLarge: 'Request is too large',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  posterSetNotFound: 'Poster set not found',
  invalidId: 'Invalid id',
  invalidCursor: 'Invalid page cursor',
  invalidPhone: 'Please enter a valid 10-digit Indian mobile number',
  invalidOtpFormat: 'OTP must be 6 digits',
  otpSent: 'OTP sent successfully',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'OTP expired or invalid. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpResendTooSoon: 'Please wait before requesting another OTP',
  otpTooManyRequests: 'Too many OTP requests. Please try again later.',
  userNotFound: 'User not found. Please sign up first.',
  userExists: 'An account with this phone number already exists',
  accountBlocked: 'Your account has been blocked. Please contact support.',
  loginSuccess: 'Login successful',
  signupSuccess: 'Signup successful',
  loggedOut: 'Logged out',
  profileUpdated: 'Profile updated',
  invalidEmail: 'Please enter a valid email address',
  invalidAvatar: 'Avatar must be a JPEG, PNG or WebP image',
  avatarTooLarge: 'Avatar image is too large',
  avatarTooManyPixels: `Avatar image must be at most ${AVATAR_MAX_SIDE_PX} pixels on each side`,
  smsFailed: 'Could not send the OTP. Please try again.',
  orderPlaced: 'Order placed successfully',
  orderNotFound: 'Order not found',
  orderCannotCancel: 'This order can no longer be cancelled',
  orderCancelled: 'Order cancelled',
  outOfStock: (title: string) => `${title} is out of stock`,
  variantNotFound: 'Product variant not found',
  variantMismatch: 'This colour does not belong to the product',
  sizeUnavailable: (size: string, title: string) => `Size ${size} is not available for ${title}`,
  codUnavailable: 'Cash on delivery is not available for this pincode',
  codLimitExceeded: `Cash on delivery is available for orders up to ${formatRupees(COD_LIMIT_RUPEES)}. Please pay online.`,
  pincodeRequired: PINCODE_TEXT.enterPincode,
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  pincodeUnserviceable: 'Sorry, we do not deliver to this pincode yet',
  pincodeServiceable: (city: string, days: number) =>
    `Delivery available to ${city} in ${days} day${days === 1 ? '' : 's'}`,
  paymentOrderCreated: 'Payment order created',
  paymentVerified: 'Payment verified',
  paymentSignatureInvalid: 'Payment verification failed',
  paymentProviderUnavailable: 'Payment provider is unavailable. Please try again.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  paymentOrderNotFound: 'Payment order not found',
  paymentDeclined: 'The payment was declined. No money was taken.',
  webhookAccepted: 'Webhook accepted',
  paymentAmountMismatch: 'The amount to pay does not match the order total. Please review your bag.',
  paymentOrderNotOnline: 'A cash on delivery order is not paid online',
} as const;

/** Storefront labels beyond the spec's quotes: header, cards, product page, lists (DESIGN §5). */
export const STOREFRONT_TEXT = {
  openMenu: 'Open categories',
  openSearch: 'Search products',
  searchShortcutHint: 'Press / or Ctrl K to search',
  profile: 'My profile',
  wishlist: (count: number) => `Wishlist, ${count} item${count === 1 ? '' : 's'}`,
  bag: (count: number) => `Bag, ${count} item${count === 1 ? '' : 's'}`,
  home: 'Home',
  fastDelivery: 'Fast delivery',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  moreColours: (count: number) => `+${count}`,
  moreColoursLabel: (count: number) => `${count} more colour${count === 1 ? '' : 's'}`,
  percentOff: (percent: number) => `${percent}% OFF`,
  mrp: 'MRP',
  viewAll: 'View all',
  loadMore: 'Load more',
  inStock: 'In stock',
  outOfStockBadge: 'Out of stock',
  onlyFewLeft: (count: number) => `Only ${count} left`,
  itemsAvailable: (count: number) => `${count} item${count === 1 ? '' : 's'} available`,
  unavailable: 'Currently unavailable',
  category: 'Category',
  colour: 'Colour',
  size: 'Size',
  checkDelivery: 'Check delivery',
  pincodeLabel: 'Enter pincode',
  estimatedDelivery: (date: string) => `Estimated delivery by ${date}`,
  deliveryNote: `Fast delivery in ${FAST_DELIVERY_BUSINESS_DAYS} business days`,
  returnNote: `Easy ${RETURN_WINDOW_DAYS}-day returns with free pick up (special-offer products excepted)`,
  codNote: 'Cash on delivery available',
  description: 'Description',
  share: 'Share',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: (index: number, total: number) => `Show image ${index} of ${total}`,
  showSlide: (index: number, total: number) => `Show slide ${index} of ${total}`,
  thumbnail: (index: number) => `View image ${index}`,
  addedToBag: 'Added to bag',
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
  shippingDelivery: 'Shipping & Delivery',
  returnPolicy: 'Return Policy',
  aboutUs: 'About Us',
} as const;

/**
 * The OTP text message. It ends with the WebOTP line (`@host #code`) so phones can offer to fill the code in;
 * Indian DLT rules require the text to match a registered template, so change both together.
 */
export const SMS_TEXT = {
  otp: (code: string, validMinutes: number, host: string) =>
    `${code} is your ${BRAND_NAME} verification code. It is valid for ${validMinutes} minutes. Do not share it with anyone.\n\n@${host} #${code}`,
} as const;
