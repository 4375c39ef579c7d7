/** हिन्दी: confirming a cash-on-delivery order (English: ../cod-confirmation.ts). */
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../cod-confirmation.js';

export const COD_CONFIRM_TEXT: Translation<typeof en.COD_CONFIRM_TEXT> = {
  title: 'अपना ऑर्डर कन्फ़र्म करें',
  intro: 'कृपया अपना कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करें, ताकि हम उसे पैक कर सकें।',
  orderNumber: (orderNumber: string) => `ऑर्डर #${orderNumber}`,
  total: 'कुल',
  payOnDelivery: 'ऑर्डर पहुँचने पर कैश में भुगतान करें',
  confirmBy: (deadline: string) => `${deadline} तक कन्फ़र्म करें, नहीं तो ऑर्डर कैंसल हो जाएगा।`,
  confirm: 'ऑर्डर कन्फ़र्म करें',
  confirming: 'कन्फ़र्म हो रहा है…',
  needsScript: 'यह ऑर्डर कन्फ़र्म करने के लिए कृपया JavaScript चालू करें।',
  confirmedTitle: 'ऑर्डर कन्फ़र्म हो गया',
  confirmedBody: 'धन्यवाद! हम जल्द ही आपका ऑर्डर पैक करेंगे।',
  invalidTitle: 'यह लिंक इस्तेमाल नहीं हो सकता',
  viewOrders: 'मेरे ऑर्डर देखें',
  cardConfirm: 'ऑर्डर कन्फ़र्म करें',
  cardAwaiting: (deadline: string) => `कृपया ${deadline} तक कन्फ़र्म करें`,
  confirmedToast: { title: 'ऑर्डर कन्फ़र्म हो गया', description: 'हम जल्द ही आपका ऑर्डर पैक करेंगे।' },
  confirmFailedToast: {
    title: 'कन्फ़र्म नहीं हो पाया',
    description: 'ऑर्डर कन्फ़र्म नहीं हो पाया। कृपया फिर से कोशिश करें।',
  },
};
