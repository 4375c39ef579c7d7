/** हिन्दी: refunds and payout details (English: ../refunds.ts). */
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../refunds.js';

export const REFUND_MESSAGES: Translation<typeof en.REFUND_MESSAGES> = {
  refundIssued: 'रिफ़ंड कर दिया गया',
  refundRecorded: 'रिफ़ंड दर्ज हो गया',
  invalidIfsc: 'सही IFSC डालें: 4 अक्षर, 0, फिर 6 अक्षर या अंक (जैसे HDFC0001234)',
  invalidUpiId: 'सही UPI ID डालें, जैसे name@okaxis',
  invalidAccountNumber: 'सही अकाउंट नंबर डालें: 9 से 18 अंक',
  accountNameRequired: 'अकाउंट होल्डर का नाम डालें',
  upiIdRequired: 'रिफ़ंड के लिए UPI ID डालें',
  bankDetailsRequired: 'रिफ़ंड के लिए अकाउंट नंबर और IFSC डालें',
  transferReferenceRequired: 'आपके किए ट्रांसफ़र का रेफ़रेंस डालें',
  transferReferenceNotForSource: 'मूल भुगतान में रिफ़ंड का कोई ट्रांसफ़र रेफ़रेंस नहीं होता',
  amountPositive: 'रिफ़ंड की राशि ₹0 से ज़्यादा होनी चाहिए',
  amountTooLarge: 'यह इस ऑर्डर के बचे रिफ़ंड से ज़्यादा है',
  nothingToRefund: 'इस ऑर्डर में रिफ़ंड के लिए कुछ नहीं बचा है',
  orderNotPaid: 'इस ऑर्डर का भुगतान नहीं हुआ था, इसलिए रिफ़ंड के लिए कुछ नहीं है',
  methodNotAllowed: 'ऑनलाइन भुगतान उसी तरीके में रिफ़ंड होता है; कैश ऑन डिलीवरी ऑर्डर UPI या बैंक ट्रांसफ़र से',
  paymentNotRefundable: 'मूल भुगतान पेमेंट सर्विस पर नहीं मिला',
  orderLineNotInOrder: 'रिफ़ंड किया गया आइटम इस ऑर्डर का हिस्सा नहीं है',
  refundNotDue: 'इस ऑर्डर पर रिफ़ंड नहीं बनता: लौटाए गए सामान का रिफ़ंड उनके रिटर्न से होता है',
  refundNotRetryable:
    'यहाँ बिना ऑर्डर वाले भुगतान का विफल या अनुत्तरित रिफ़ंड ही दोबारा भेजा जाता है; ऑर्डर का रिफ़ंड उसके पेज से करें',
  idempotencyKeyReused: 'यह idempotency key किसी दूसरे रिफ़ंड के लिए इस्तेमाल हो चुकी है',
};

export const REFUND_STATUS_LABELS: Translation<typeof en.REFUND_STATUS_LABELS> = {
  pending: 'रिफ़ंड प्रोसेस हो रहा है',
  processed: 'रिफ़ंड हो गया',
  failed: 'रिफ़ंड नहीं हो पाया',
  recorded: 'रिफ़ंड हो गया',
};

export const REFUND_METHOD_LABELS: Translation<typeof en.REFUND_METHOD_LABELS> = {
  source: 'मूल भुगतान का तरीका',
  upi: 'UPI ट्रांसफ़र',
  bank: 'बैंक ट्रांसफ़र',
};
