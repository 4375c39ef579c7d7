/** हिन्दी: the checkout's price breakdown and the bag's return, refund and cancellation terms (English: ../checkout-terms.ts). */
import { RETURN_WINDOW_DAYS } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { formatPaise } from '../../money.js';
import type * as en from '../checkout-terms.js';

export const PRICE_BREAKDOWN_TEXT: Translation<typeof en.PRICE_BREAKDOWN_TEXT> = {
  title: 'प्राइस डिटेल्स',
  itemsAtMrp: (pieces: number) => `MRP पर आइटम (${pieces} पीस)`,
  productDiscount: 'प्रोडक्ट डिस्काउंट',
  promotion: 'प्रमोशन',
  delivery: 'डिलीवरी',
  donation: 'पौधारोपण राशि',
  total: 'कुल',
  gstIncluded: (gstPaise: number) => `${formatPaise(gstPaise)} GST शामिल`,
  gstIncludedNoAmount: 'सभी कीमतों में GST शामिल है',
  donationNotTaxed: 'पौधारोपण राशि एक दान है: इस पर कोई GST नहीं लगता।',
};

export const CHECKOUT_TERMS_TEXT: Translation<typeof en.CHECKOUT_TERMS_TEXT> = {
  title: 'रिटर्न, रिफ़ंड और कैंसलेशन',
  returnGroups: {
    'easy-return': `डिलीवरी के ${RETURN_WINDOW_DAYS} दिन के अंदर रिटर्न, फ़्री पिक-अप`,
    'category-not-returnable': 'रिटर्न नहीं: इस कैटेगरी का सामान लौटाया या बदला नहीं जा सकता',
    'product-not-returnable': 'रिटर्न नहीं: यह प्रोडक्ट लौटाया या बदला नहीं जा सकता',
    'special-offer': 'फ़ाइनल सेल (स्पेशल ऑफ़र): रिटर्न नहीं',
  },
  noExchange: 'एक्सचेंज की सुविधा नहीं है।',
  refunds:
    'रिफ़ंड: प्रीपेड ऑर्डर का रिफ़ंड उसी पेमेंट तरीके में आता है; कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड आपकी UPI ID या बैंक अकाउंट में, लौटाया गया आइटम क्वालिटी जाँच में पास होने के बाद।',
  cancellation: 'शिप होने तक आप “मेरे ऑर्डर” से अपना ऑर्डर बिना किसी शुल्क के कैंसल कर सकते हैं।',
  codConfirmation:
    'कैश ऑन डिलीवरी: पैक करने से पहले हम आपको ऑर्डर कन्फ़र्म करने का लिंक भेजते हैं; कन्फ़र्म न किया गया ऑर्डर कैंसल हो जाता है।',
  prepaidCancellation: 'कैंसल किए गए प्रीपेड ऑर्डर की पूरी रकम उसी पेमेंट तरीके में रिफ़ंड होती है।',
  policyLink: 'पूरी रिटर्न पॉलिसी पढ़ें',
};
