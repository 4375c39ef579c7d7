/** हिन्दी: the bag and the checkout panel (English: ../bag.ts). */
import { DONATION_MAX_RUPEES } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { formatRupees } from '../../money.js';
import type * as en from '../bag.js';

export const BAG_TEXT: Translation<typeof en.BAG_TEXT> = {
  title: 'शॉपिंग बैग',
  itemCount: (count: number) => `${count} आइटम`,
  promoPlaceholder: 'प्रोमो कोड',
  donationBlurb: 'थोड़ी-सी राशि जोड़ें, और हम आपके ऑर्डर के साथ एक पौधा लगाएँगे।',
  donationThanks: 'पेड़ लगाने के लिए धन्यवाद',
  emptyTitle: 'आपका बैग खाली है',
  emptyDescription: 'शुरू करने के लिए कुछ आइटम डालें',
  continueShopping: 'शॉपिंग जारी रखें',
  includedWithGst: 'GST शामिल है',
  proceedToCheckout: 'चेकआउट करें',
  clearAll: 'सभी आइटम हटाएँ',
  clearAllConfirm: (count: number) => (count === 1 ? 'यह आइटम बैग से हटाएँ?' : `बैग से सभी ${count} आइटम हटाएँ?`),
  clearAllYes: 'हाँ, हटाएँ',
  clearAllKeep: 'रहने दें',
  apply: 'लागू करें',
  donationTitle: 'धरती के लिए एक पेड़ लगाएँ',
  plant: 'पेड़ लगाएँ',
  plantationAmount: 'पौधारोपण राशि',
  onlyLeftInSize: (left: number, size: string) => `साइज़ ${size} में सिर्फ़ ${left} बचे हैं`,
  sizeLabel: 'साइज़:',
  colourLabel: 'रंग:',
  deliveryFree: 'फ़्री',
};

export const DONATION_TEXT: Translation<typeof en.DONATION_TEXT> = {
  hint: `सिर्फ़ पूरे रुपये, ${formatRupees(DONATION_MAX_RUPEES)} तक`,
  wholeRupeesOnly: 'पैसे के बिना, पूरे रुपये डालें',
  negative: '₹1 या उससे ज़्यादा की राशि डालें',
  tooLarge: `आप ज़्यादा से ज़्यादा ${formatRupees(DONATION_MAX_RUPEES)} जोड़ सकते हैं`,
};

export const CHECKOUT_TEXT: Translation<typeof en.CHECKOUT_TEXT> = {
  title: 'चेकआउट',
  shippingAddress: 'डिलीवरी का पता',
  paymentMethod: 'भुगतान का तरीका',
  fields: {
    fullName: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    address: 'पता',
    city: 'शहर',
    state: 'राज्य',
    postalCode: 'पिनकोड',
  },
  required: (label: string) => `${label} ज़रूरी है`,
  paymentMethods: {
    cod: 'कैश ऑन डिलीवरी',
    razorpay: 'Razorpay',
    online: 'ऑनलाइन भुगतान करें',
  },
  paymentMethodHints: {
    cod: 'ऑर्डर पहुँचने पर कैश या UPI से भुगतान करें',
    razorpay: 'Razorpay से कार्ड, UPI, नेटबैंकिंग और वॉलेट',
    online: 'UPI या कार्ड से, अभी हमारे सुरक्षित चेकआउट पर भुगतान करें',
  },
  orderSummary: 'ऑर्डर समरी',
  subtotal: 'सबटोटल',
  delivery: 'डिलीवरी',
  total: 'कुल',
  amount: 'राशि',
  placeOrder: 'ऑर्डर करें',
  payAndPlaceOrder: 'भुगतान करें और ऑर्डर करें',
  placingOrder: 'ऑर्डर हो रहा है…',
  backToBag: 'बैग पर वापस जाएँ',
  simulatedTitle: 'टेस्ट भुगतान',
  simulatedDescription: 'नकली गेटवे: कोई पैसा नहीं कटेगा। चुनें कि यह भुगतान कैसे खत्म हो।',
  simulatedPay: 'भुगतान करें',
  simulatedFail: 'फ़ेल करें',
};

export const PAYMENT_SERVER_ERRORS: Translation<typeof en.PAYMENT_SERVER_ERRORS> = {
  createOrderFailed: 'Razorpay ऑर्डर नहीं बन पाया',
  verificationFailed: 'भुगतान वेरिफ़ाई नहीं हो पाया',
};
