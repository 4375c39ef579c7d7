/**
 * हिन्दी: the API's answers as the storefront shows them in Hindi. The API itself always answers in English
 * (SPEC §8) with a stable `code`; the storefront maps the code to this text (see `apiMessageFor`).
 */
import {
  AVATAR_MAX_SIDE_PX,
  BRAND_NAME,
  COD_LIMIT_RUPEES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_LINES_MAX,
  ORDER_QUANTITY_MAX,
} from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { formatRupees } from '../../money.js';
import type * as en from '../api.js';
import { PINCODE_TEXT } from './product.js';
import { SOMETHING_WENT_WRONG } from './storefront-later.js';

export const API_MESSAGES: Translation<typeof en.API_MESSAGES> = {
  notFound: 'नहीं मिला',
  routeNotFound: 'यह पेज नहीं मिला',
  badRequest: 'अनुरोध सही नहीं है',
  internal: SOMETHING_WENT_WRONG,
  tooManyRequests: 'बहुत सारे अनुरोध आ गए। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  serviceUnavailable: 'स्टोर कुछ पल के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  notReady: (failed: readonly string[]) => `तैयार नहीं: ${failed.join(', ')}`,
  unauthenticated: 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  forbidden: 'आप यह नहीं कर सकते',
  crossOrigin: 'दूसरी साइट से आया अनुरोध मना कर दिया गया',
  payloadTooLarge: 'अनुरोध बहुत बड़ा है',
  requestTimeout: 'अनुरोध आने में बहुत देर लगी',
  urlTooLong: 'अनुरोध का URL बहुत लंबा है',
  unsupportedMediaType: 'यह कंटेंट टाइप सपोर्टेड नहीं है',
  headersTooLarge: 'अनुरोध के हेडर बहुत बड़े हैं',
  categoryNotFound: 'कैटेगरी नहीं मिली',
  productNotFound: 'प्रोडक्ट नहीं मिला',
  posterSetNotFound: 'पोस्टर नहीं मिले',
  invalidId: 'ID सही नहीं है',
  invalidCursor: 'पेज की जानकारी सही नहीं है',
  multipartInvalid: 'भेजा गया फ़ॉर्म सही नहीं है',
  textNotStorable: 'टेक्स्ट में अमान्य अक्षर नहीं होने चाहिए',
  invalidPhone: 'कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें',
  invalidOtpFormat: 'OTP 6 अंकों का होना चाहिए',
  otpSent: 'OTP भेज दिया गया',
  otpInvalid: 'OTP गलत है। कृपया फिर से कोशिश करें।',
  otpExpired: 'OTP की समय-सीमा खत्म हो गई या यह गलत है। कृपया नया OTP मँगाएँ।',
  otpTooManyAttempts: 'बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  otpResendTooSoon: 'दूसरा OTP मँगाने से पहले कृपया थोड़ा रुकें',
  otpTooManyRequests: 'बहुत बार OTP मँगाया गया। कृपया थोड़ी देर बाद कोशिश करें।',
  userNotFound: 'यूज़र नहीं मिला। कृपया पहले साइन अप करें।',
  userExists: 'इस फ़ोन नंबर से पहले से एक अकाउंट है',
  accountBlocked: 'आपका अकाउंट ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।',
  loginSuccess: 'लॉग इन हो गया',
  signupSuccess: 'साइन अप हो गया',
  loggedOut: 'लॉग आउट हो गया',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
  invalidEmail: 'कृपया सही ईमेल पता डालें',
  invalidAvatar: 'प्रोफ़ाइल फ़ोटो JPEG, PNG या WebP होनी चाहिए',
  avatarTooLarge: 'प्रोफ़ाइल फ़ोटो बहुत बड़ी है',
  avatarTooManyPixels: `प्रोफ़ाइल फ़ोटो हर तरफ़ से ज़्यादा से ज़्यादा ${AVATAR_MAX_SIDE_PX} पिक्सेल की हो`,
  smsFailed: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  orderPlaced: 'ऑर्डर हो गया',
  idempotencyKeyInvalid: `${IDEMPOTENCY_KEY_HEADER} हेडर 1 से ${IDEMPOTENCY_KEY_MAX_LENGTH} अक्षरों का होना चाहिए`,
  idempotencyKeyInProgress: 'यह ऑर्डर अभी प्लेस हो रहा है। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  idempotencyKeyReused: `यह ${IDEMPOTENCY_KEY_HEADER} किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है`,
  productQuantityLimit: `एक ऑर्डर में एक प्रोडक्ट के ज़्यादा से ज़्यादा ${ORDER_QUANTITY_MAX} पीस मँगा सकते हैं`,
  orderLinesLimit: `एक ऑर्डर में ज़्यादा से ज़्यादा ${ORDER_LINES_MAX} आइटम हो सकते हैं`,
  orderNotFound: 'ऑर्डर नहीं मिला',
  orderCannotCancel: 'यह ऑर्डर अब कैंसल नहीं हो सकता',
  orderCancelled: 'ऑर्डर कैंसल हो गया',
  orderConfirmed: 'ऑर्डर कन्फ़र्म हो गया',
  orderAlreadyConfirmed: 'यह ऑर्डर पहले से कन्फ़र्म है',
  orderCannotConfirm: 'यह ऑर्डर अब कन्फ़र्म नहीं हो सकता',
  codConfirmLinkInvalid: 'यह कन्फ़र्मेशन लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है',
  outOfStock: (title: string) => `${title} आउट ऑफ़ स्टॉक है`,
  sizeShort: (title: string, size: string, left: number) =>
    left > 0
      ? `${title}${size ? ` (साइज़ ${size})` : ''} के सिर्फ़ ${left} बचे हैं`
      : `${title}${size ? ` साइज़ ${size} में` : ''} बिक चुका है`,
  variantNotFound: 'प्रोडक्ट का यह वैरिएंट नहीं मिला',
  variantMismatch: 'यह कलर इस प्रोडक्ट का नहीं है',
  sizeUnavailable: (size: string, title: string) => `${title} में साइज़ ${size} उपलब्ध नहीं है`,
  codUnavailable: 'इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
  codLimitExceeded: `कैश ऑन डिलीवरी ${formatRupees(COD_LIMIT_RUPEES)} तक के ऑर्डर पर ही उपलब्ध है। कृपया ऑनलाइन भुगतान करें।`,
  pincodeRequired: PINCODE_TEXT.enterPincode,
  pincodeInvalid: 'कृपया 6 अंकों का सही पिनकोड डालें',
  pincodeUnserviceable: 'माफ़ करें, हम अभी इस पिनकोड पर डिलीवरी नहीं करते',
  pincodeServiceable: (city: string, days: number) => `${city} में ${days} दिन में डिलीवरी उपलब्ध है`,
  paymentOrderCreated: 'पेमेंट ऑर्डर बन गया',
  paymentVerified: 'भुगतान वेरिफ़ाई हो गया',
  paymentSignatureInvalid: 'भुगतान वेरिफ़ाई नहीं हो पाया',
  paymentProviderUnavailable: 'पेमेंट सर्विस अभी उपलब्ध नहीं है। कृपया फिर से कोशिश करें।',
  webhookSignatureInvalid: 'वेबहुक का सिग्नेचर सही नहीं है',
  paymentOrderNotFound: 'पेमेंट ऑर्डर नहीं मिला',
  paymentDeclined: 'भुगतान अस्वीकार हो गया। कोई पैसा नहीं कटा।',
  webhookAccepted: 'वेबहुक स्वीकार हुआ',
  carrierWebhookUnauthorized: 'वेबहुक टोकन सही नहीं है',
  carrierWebhookInvalid: 'ट्रैकिंग अपडेट में कोई AWB नहीं है',
  paymentAmountMismatch: 'भुगतान की राशि ऑर्डर के कुल से मेल नहीं खाती। कृपया अपना बैग देखें।',
  paymentOrderNotOnline: 'कैश ऑन डिलीवरी ऑर्डर का भुगतान ऑनलाइन नहीं होता',
  rumNotJson: 'स्पीड रिपोर्ट JSON ऑब्जेक्ट होनी चाहिए',
  rumUnknownRoute: 'अनजाना पेज टेम्पलेट',
  rumUnknownMetric: 'अनजाना स्पीड मेट्रिक',
  rumValueOutOfRange: 'स्पीड मेट्रिक की वैल्यू सीमा से बाहर है',
  rumUnknownDevice: 'अनजानी डिवाइस क्लास',
  rumUnknownConnection: 'अनजाना कनेक्शन टाइप',
  rumNoMetrics: 'स्पीड रिपोर्ट में 1 से 5 मेट्रिक होते हैं',
  rumRepeatedMetric: 'स्पीड रिपोर्ट में हर मेट्रिक एक ही बार होता है',
  rumUnknownWindow: 'समय-सीमा 24h या 7d होती है',
};

/**
 * The OTP text message in Hindi. The WebOTP line (`@host #code`) stays last and unchanged so phones still
 * offer to fill the code in; DLT needs this text registered as its own template, like the English one.
 */
export const SMS_TEXT: Translation<typeof en.SMS_TEXT> = {
  otp: (code: string, validMinutes: number, host: string) =>
    `${code} आपका ${BRAND_NAME} वेरिफ़िकेशन कोड है। यह ${validMinutes} मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।\n\n@${host} #${code}`,
};
