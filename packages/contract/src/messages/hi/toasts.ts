/** हिन्दी: the toasts of SPEC §8, a title and a description each (English: ../toasts.ts). */
import { BRAND_NAME, SIGNUP_EXTRA_OFF_PERCENT } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../toasts.js';
import { FETCH_ERRORS, SOMETHING_WENT_WRONG } from './storefront-later.js';

export const TOASTS: Translation<typeof en.TOASTS> = {
  selectSize: {
    title: 'कृपया साइज़ चुनें',
    description: 'बैग में डालने से पहले साइज़ चुनना ज़रूरी है',
  },
  loginRequiredOrder: { title: 'लॉग इन ज़रूरी है', description: 'ऑर्डर करने के लिए कृपया लॉग इन करें' },
  loginRequiredOrders: { title: 'लॉग इन ज़रूरी है', description: 'अपने ऑर्डर देखने के लिए कृपया लॉग इन करें' },
  emptyCart: { title: 'बैग खाली है', description: 'ऑर्डर करने से पहले कृपया बैग में आइटम डालें।' },
  orderFailed: { title: 'ऑर्डर नहीं हो पाया', description: 'ऑर्डर नहीं हो पाया। कृपया फिर से कोशिश करें।' },
  paymentVerificationFailed: {
    title: 'भुगतान वेरिफ़ाई नहीं हुआ',
    description: 'भुगतान वेरिफ़ाई नहीं हो पाया',
  },
  paymentFailed: { title: 'भुगतान नहीं हुआ', description: 'भुगतान नहीं हो पाया' },
  paymentError: {
    title: 'भुगतान में गड़बड़ी',
    description: FETCH_ERRORS.paymentConfig,
  },
  copyFailed: { title: 'कॉपी नहीं हुआ', description: 'लिंक कॉपी नहीं हो पाया' },
  colorSelectError: { title: 'कलर चुनने में गड़बड़ी', description: '' },
  userNotFound: { title: 'यूज़र नहीं मिला', description: 'कृपया पहले साइन अप करें या अपना फ़ोन नंबर जाँचें' },
  accountBlocked: {
    title: 'अकाउंट ब्लॉक है',
    description: 'आपका अकाउंट ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।',
  },
  sendOtpError: { title: 'गड़बड़ी', description: 'OTP नहीं भेजा जा सका' },
  userAlreadyExists: {
    title: 'अकाउंट पहले से है',
    description: 'कृपया लॉग इन करें या किसी दूसरे फ़ोन नंबर से कोशिश करें',
  },
  invalidOtp: {
    title: 'गलत OTP',
    description: 'OTP की समय-सीमा खत्म हो गई या यह गलत है। कृपया फिर से कोशिश करें।',
  },
  loginFailed: { title: 'लॉग इन नहीं हो पाया', description: SOMETHING_WENT_WRONG },
  signupFailed: { title: 'साइन अप नहीं हो पाया', description: SOMETHING_WENT_WRONG },
  networkError: {
    title: 'नेटवर्क में गड़बड़ी',
    description: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  updateFailed: { title: 'अपडेट नहीं हुआ', description: SOMETHING_WENT_WRONG },
  cancelFailed: { title: 'कैंसल नहीं हुआ', description: 'ऑर्डर कैंसल नहीं हो पाया। कृपया फिर से कोशिश करें।' },
  saveFailed: { title: 'सेव नहीं हुआ', description: SOMETHING_WENT_WRONG },
  missingInformation: { title: 'जानकारी अधूरी है', description: 'कृपया सभी ज़रूरी जानकारी भरें' },
  otpSentLogin: { title: 'OTP भेज दिया', description: 'लॉग इन के लिए OTP भेज दिया गया' },
  otpSentSignup: { title: 'OTP भेज दिया', description: 'साइन अप के लिए OTP भेज दिया गया' },
  loginSuccessful: { title: 'लॉग इन हो गया', description: 'फिर से स्वागत है!' },
  signupSuccessful: {
    title: 'साइन अप हो गया',
    description: `${BRAND_NAME} में आपका स्वागत है! पाएँ ${SIGNUP_EXTRA_OFF_PERCENT}% की एक्स्ट्रा छूट!`,
  },
  profileUpdated: { title: 'प्रोफ़ाइल अपडेट हो गई', description: 'आपकी प्रोफ़ाइल अपडेट हो गई है' },
  addressSaved: { title: 'पता सेव हो गया', description: 'आपका डिलीवरी का पता सेव हो गया है' },
  loggedOut: { title: 'लॉग आउट हो गया', description: 'आप लॉग आउट हो गए हैं' },
  itemRemoved: { title: 'आइटम हटा दिया', description: 'आइटम आपके बैग से हटा दिया गया' },
  orderUpdatesBySms: { title: 'SMS से अपडेट', description: 'ऑर्डर अपडेट SMS से आएँगे' },
  orderUpdatesByWhatsApp: {
    title: 'WhatsApp पर अपडेट',
    description: 'ऑर्डर अपडेट WhatsApp पर आएँगे',
  },
  orderUpdatesFailed: {
    title: 'सेव नहीं हुआ',
    description: 'ऑर्डर अपडेट पाने का तरीका नहीं बदल पाया। कृपया फिर से कोशिश करें।',
  },
  consentSaved: { title: 'सेव हो गया', description: '' },
  consentFailed: {
    title: 'सेव नहीं हुआ',
    description: 'आपकी सहमति नहीं बदल पाई। कृपया फिर से कोशिश करें।',
  },
  dataRightsFailed: { title: 'कुछ गड़बड़ हो गई', description: 'कृपया फिर से कोशिश करें।' },
  eraseCodeSent: {
    title: 'कोड भेज दिया गया',
    description: 'अपना अकाउंट डिलीट करने के लिए इसे नीचे डालें।',
  },
  accountDeleted: { title: 'अकाउंट डिलीट हो गया', description: 'आपका अकाउंट डिलीट कर दिया गया है।' },
  orderCancelled: { title: 'ऑर्डर कैंसल हो गया', description: 'आपका ऑर्डर कैंसल हो गया है' },
  returnRequested: { title: 'रिटर्न रिक्वेस्ट हो गया', description: 'हम जल्द ही पिक-अप तय करेंगे।' },
  returnPhotoFailed: {
    title: 'फ़ोटो नहीं जुड़ी',
    description: 'वह फ़ोटो नहीं जुड़ पाई। कृपया कोई दूसरी फ़ोटो आज़माएँ।',
  },
  promoApplied: { title: 'प्रोमो कोड लागू हो गया', description: '' },
  languageComingSoon: { title: 'भाषा चुनने की सुविधा जल्द आ रही है!', description: '' },
  orderPlaced: { title: 'ऑर्डर हो गया', description: 'आपका ऑर्डर सफलतापूर्वक हो गया है' },
};
