/** messages/storefront-later.ts in Hindi. */
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../storefront-later.js';

export const SOMETHING_WENT_WRONG: Translation<typeof en.SOMETHING_WENT_WRONG> =
  'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।';

export const FETCH_ERRORS: Translation<typeof en.FETCH_ERRORS> = {
  categories: 'कैटेगरी लोड नहीं हो पाईं',
  products: 'प्रोडक्ट लोड नहीं हो पाए',
  productsByCategory: 'इस कैटेगरी के प्रोडक्ट लोड नहीं हो पाए',
  product: 'प्रोडक्ट लोड नहीं हो पाया',
  productVariants: 'प्रोडक्ट के वैरिएंट लोड नहीं हो पाए',
  posters: 'पोस्टर लोड नहीं हो पाए',
  createOrder: 'ऑर्डर नहीं बन पाया',
  cancelOrder: 'ऑर्डर कैंसल नहीं हो पाया',
  userOrders: 'आपके ऑर्डर लोड नहीं हो पाए',
  order: 'ऑर्डर लोड नहीं हो पाया',
  consents: 'मैसेज सेटिंग्स लोड नहीं हो पाईं',
  updateConsent: 'मैसेज सेटिंग्स अपडेट नहीं हो पाईं',
  sendOtp: 'OTP नहीं भेजा जा सका',
  verifyOtp: 'OTP वेरिफ़ाई नहीं हो पाया',
  currentUser: 'यूज़र की जानकारी लोड नहीं हो पाई',
  logout: 'लॉग आउट नहीं हो पाया',
  updateProfile: 'प्रोफ़ाइल अपडेट नहीं हो पाई',
  dataExport: 'आपका डेटा तैयार नहीं हो पाया',
  eraseOtp: 'कोड नहीं भेजा जा सका',
  deleteAccount: 'आपका अकाउंट डिलीट नहीं हो पाया',
  erasureStatus: 'यह पता नहीं चल पाया कि आपका अकाउंट डिलीट हो सकता है या नहीं',
  paymentConfig: 'Razorpay भुगतान शुरू नहीं हो पाया। कृपया फिर से कोशिश करें।',
};

export const DRAWER_TEXT: Translation<typeof en.DRAWER_TEXT> = {
  title: 'कैटेगरी',
  viewCollection: 'कलेक्शन देखें',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: 'ओह! पेज नहीं मिला',
  goHome: 'होम पर वापस जाएँ',
};
