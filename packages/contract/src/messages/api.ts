/** The API's own answers and the OTP text message. */
import {
  AVATAR_MAX_SIDE_PX,
  BRAND_NAME,
  COD_LIMIT_RUPEES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_LINES_MAX,
  ORDER_QUANTITY_MAX,
} from '../constants.js';
import { formatRupees } from '../money.js';
import { PINCODE_TEXT } from './product.js';
import { SOMETHING_WENT_WRONG } from './storefront-later.js';

/** Messages the API answers with. The storefront shows them as the description of its toasts. */
export const API_MESSAGES = {
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  badRequest: 'Invalid request',
  internal: SOMETHING_WENT_WRONG,
  tooManyRequests: 'Too many requests. Please try again later.',
  serviceUnavailable: 'The store is briefly unavailable. Please try again in a moment.',
  notReady: (failed: readonly string[]) => `Not ready: ${failed.join(', ')}`,
  unauthenticated: 'Please log in to continue',
  forbidden: 'You are not allowed to do that',
  crossOrigin: 'Cross-origin request refused',
  payloadTooLarge: 'Request is too large',
  requestTimeout: 'The request took too long to arrive',
  urlTooLong: 'The request URL is too long',
  unsupportedMediaType: 'Unsupported content type',
  headersTooLarge: 'The request headers are too large',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  posterSetNotFound: 'Poster set not found',
  invalidId: 'Invalid id',
  invalidCursor: 'Invalid page cursor',
  multipartInvalid: 'Malformed multipart form data',
  textNotStorable: 'Text must not contain NUL or other invalid characters',
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
  idempotencyKeyInvalid: `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters`,
  idempotencyKeyInProgress: 'This order is still being placed. Please wait a moment and try again.',
  idempotencyKeyReused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`,
  productQuantityLimit: `You can order at most ${ORDER_QUANTITY_MAX} of one product in an order`,
  orderLinesLimit: `An order can hold at most ${ORDER_LINES_MAX} lines`,
  orderNotFound: 'Order not found',
  orderCannotCancel: 'This order can no longer be cancelled',
  orderCancelled: 'Order cancelled',
  // Cash-on-delivery confirmation (issue 32).
  orderConfirmed: 'Order confirmed',
  orderAlreadyConfirmed: 'This order is already confirmed',
  orderCannotConfirm: 'This order can no longer be confirmed',
  codConfirmLinkInvalid: 'This confirmation link is not valid or has expired',
  outOfStock: (title: string) => `${title} is out of stock`,
  /**
   * An order meeting a size with too few pieces (issue 31): which product and size, and how many are left, so
   * the shopper can lower the quantity or pick another size. A size without sizes (one-size stock) says so.
   */
  sizeShort: (title: string, size: string, left: number) =>
    left > 0
      ? `Only ${left} left of ${title}${size ? ` in ${size}` : ''}`
      : `${title}${size ? ` in size ${size}` : ''} is sold out`,
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
  /** The carrier's tracking webhook (issue 32): its token is missing or wrong. */
  carrierWebhookUnauthorized: 'Invalid webhook token',
  carrierWebhookInvalid: 'The tracking update names no AWB',
  paymentAmountMismatch: 'The amount to pay does not match the order total. Please review your bag.',
  paymentOrderNotOnline: 'A cash on delivery order is not paid online',
  rumNotJson: 'A speed report must be a JSON object',
  rumUnknownRoute: 'Unknown page template',
  rumUnknownMetric: 'Unknown speed metric',
  rumValueOutOfRange: 'Speed metric value out of range',
  rumUnknownDevice: 'Unknown device class',
  rumUnknownConnection: 'Unknown connection type',
  rumNoMetrics: 'A speed report carries 1 to 5 metrics',
  rumRepeatedMetric: 'A speed report carries each metric once',
  rumUnknownWindow: 'The window is 24h or 7d',
} as const;

/**
 * The OTP text message. It ends with the WebOTP line (`@host #code`) so phones can offer to fill the code in;
 * Indian DLT rules require the text to match a registered template, so change both together.
 */
export const SMS_TEXT = {
  otp: (code: string, validMinutes: number, host: string) =>
    `${code} is your ${BRAND_NAME} verification code. It is valid for ${validMinutes} minutes. Do not share it with anyone.\n\n@${host} #${code}`,
} as const;
