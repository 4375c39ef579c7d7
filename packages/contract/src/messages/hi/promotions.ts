/** हिन्दी: what the bag says about a promo code (English: ../promotions.ts; the back office's form stays English). */
import type { PaymentMethod } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { formatPaise } from '../../money.js';
import type * as en from '../promotions.js';
import type { PromotionRefusalDetails } from '../promotions.js';
import { CHECKOUT_TEXT } from './bag.js';
import { TOASTS } from './toasts.js';

const joinOr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} या ${items.at(-1)}`;

export const PROMOTION_REFUSAL_TEXT: Translation<typeof en.PROMOTION_REFUSAL_TEXT> = {
  unknown: 'यह कोड नहीं मिला। कृपया कोड जाँचकर फिर से कोशिश करें।',
  inactive: 'यह कोड अब एक्टिव नहीं है',
  not_started: 'यह कोड अभी शुरू नहीं हुआ है। कृपया बाद में कोशिश करें।',
  expired: 'इस कोड की समय-सीमा खत्म हो गई है',
  used_up: 'यह कोड पूरी तरह इस्तेमाल हो चुका है',
  sign_in_required: 'यह कोड इस्तेमाल करने के लिए लॉग इन या साइन अप करें',
  first_order_only: 'यह कोड सिर्फ़ आपके पहले ऑर्डर के लिए है',
  per_user_used_up: 'आप यह कोड पहले ही इस्तेमाल कर चुके हैं',
  not_applicable: 'यह कोड आपके बैग के आइटम पर लागू नहीं होता',
  minimum_not_met: (shortByPaise: number) =>
    `यह कोड इस्तेमाल करने के लिए ${formatPaise(shortByPaise)} का और सामान जोड़ें`,
  payment_method: (methods: readonly PaymentMethod[]) =>
    `यह कोड सिर्फ़ ${joinOr(methods.map((method) => CHECKOUT_TEXT.paymentMethods[method]))} से भुगतान करने पर लागू होता है`,
  outdone: (appliedLabel: string) => `${appliedLabel} से आपकी ज़्यादा बचत होती है, इसलिए हमने वही लागू किया है`,
};

/** The shopper's sentence in Hindi for a refusal of `applyPromotion` or `bestPromotion`. */
export function promotionRefusalMessage(refusal: PromotionRefusalDetails): string {
  switch (refusal.reason) {
    case 'minimum_not_met':
      return PROMOTION_REFUSAL_TEXT.minimum_not_met(refusal.shortByPaise ?? 0);
    case 'payment_method':
      return PROMOTION_REFUSAL_TEXT.payment_method(refusal.paymentMethods ?? []);
    case 'outdone':
      return PROMOTION_REFUSAL_TEXT.outdone(refusal.appliedLabel ?? 'दूसरा ऑफ़र');
    default:
      return PROMOTION_REFUSAL_TEXT[refusal.reason];
  }
}

export const PROMOTION_TEXT: Translation<typeof en.PROMOTION_TEXT> = {
  applied: TOASTS.promoApplied.title,
  discount: 'डिस्काउंट',
  remove: 'हटाएँ',
  appliedLine: (code: string, label: string) => `${code} · ${label}`,
  youSave: (discountPaise: number) => `आपकी बचत ${formatPaise(discountPaise)}`,
  welcomeUnlock: (label: string) => `अपने पहले ऑर्डर पर ${label} पाने के लिए साइन अप या लॉग इन करें`,
  signUp: 'साइन अप करें',
  updating: 'आपका कुल अपडेट हो रहा है…',
  orderDiscount: (code: string | null | undefined) => (code ? `डिस्काउंट (${code})` : 'डिस्काउंट'),
  welcomeApplied: (label: string) => `आपके पहले ऑर्डर पर ${label}, आपके लिए लागू कर दिया गया`,
  noLongerApplies: 'यह कोड अब आपके ऑर्डर पर लागू नहीं होता। कृपया अपना बैग देखें।',
  offerChanged: 'यह ऑफ़र बदल गया है; कृपया अपना बैग देखें',
};
