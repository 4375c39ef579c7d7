/** The toasts of SPEC §8: a title and a description each. */
import { BRAND_NAME, SIGNUP_EXTRA_OFF_PERCENT } from '../constants.js';
import { FETCH_ERRORS, SOMETHING_WENT_WRONG } from './storefront-later.js';

export interface ToastText {
  title: string;
  description: string;
}

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
    description: FETCH_ERRORS.paymentConfig,
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
  loginFailed: { title: 'Login Failed', description: SOMETHING_WENT_WRONG },
  signupFailed: { title: 'Signup Failed', description: SOMETHING_WENT_WRONG },
  networkError: {
    title: 'Network Error',
    description: 'Please check your internet connection and try again.',
  },
  updateFailed: { title: 'Update Failed', description: SOMETHING_WENT_WRONG },
  cancelFailed: { title: 'Cancel Failed', description: 'Failed to cancel order. Please try again.' },
  saveFailed: { title: 'Save Failed', description: SOMETHING_WENT_WRONG },
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
  /** Issue 32: Settings' channel of order updates. */
  orderUpdatesBySms: { title: 'Updates by SMS', description: 'Order updates will come by SMS' },
  orderUpdatesByWhatsApp: {
    title: 'Updates on WhatsApp',
    description: 'Order updates will come on WhatsApp',
  },
  orderUpdatesFailed: {
    title: 'Not saved',
    description: 'Could not change how order updates reach you. Please try again.',
  },
  /** Issue 34: Settings' consents and "Your data"; the description is the server's message when it sent one. */
  consentSaved: { title: 'Saved', description: '' },
  consentFailed: { title: 'Not saved', description: 'Could not change your consent. Please try again.' },
  dataRightsFailed: { title: 'Something went wrong', description: 'Please try again.' },
  eraseCodeSent: { title: 'Code sent', description: 'Enter it below to delete your account.' },
  accountDeleted: { title: 'Account deleted', description: 'Your account was deleted.' },
  orderCancelled: { title: 'Order Cancelled', description: 'Your order has been cancelled' },
  /** Issue 33. */
  returnRequested: { title: 'Return requested', description: 'We will schedule the pick-up soon.' },
  returnPhotoFailed: {
    title: 'Photo not added',
    description: "We couldn't add that photo. Please try another.",
  },
  promoApplied: { title: 'Promo code applied', description: '' },
  languageComingSoon: { title: 'Language selection coming soon!', description: '' },
  orderPlaced: { title: 'Order Placed', description: 'Your order has been placed successfully' },
} as const satisfies Record<string, ToastText>;
