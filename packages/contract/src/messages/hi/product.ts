/** हिन्दी: the product page (English: ../product.ts). */
import { FAST_DELIVERY_BUSINESS_DAYS, FREE_SHIPPING_THRESHOLD_RUPEES } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../product.js';

export const PRODUCT_TEXT: Translation<typeof en.PRODUCT_TEXT> = {
  loadFailed: 'प्रोडक्ट लोड नहीं हो पाया',
  goBackHome: 'होम पर वापस जाएँ',
  inclusiveOfTaxes: 'सभी टैक्स शामिल',
  aboutThisProduct: 'इस प्रोडक्ट के बारे में',
  serviceAndPolicy: 'सर्विस और पॉलिसी',
  similarProducts: 'मिलते-जुलते प्रोडक्ट',
  moreInCategory: (category: string) => `${category} में और देखें`,
  addToBag: 'बैग में डालें',
  selectSize: 'साइज़ चुनें',
  outOfStock: 'आउट ऑफ़ स्टॉक',
  selectColorHint: 'कृपया एक कलर चुनें',
  selectSizeHint: 'कृपया एक साइज़ चुनें',
  freeShippingNote: `₹${FREE_SHIPPING_THRESHOLD_RUPEES}+ के ऑर्डर पर फ़्री शिपिंग`,
  shareWhatsApp: 'WhatsApp',
  shareFacebook: 'Facebook',
  shareMessenger: 'Messenger',
  copyLink: 'लिंक कॉपी करें',
  linkCopied: 'लिंक कॉपी हो गया',
  mrp: 'MRP',
  itemsAvailable: (count: number) => `${count} आइटम उपलब्ध`,
  sizeSoldOut: (size: string) => `${size}, इस कलर में बिक चुका है`,
  onlyLeftInSize: (left: number, size: string) => `साइज़ ${size} में सिर्फ़ ${left} बचे हैं`,
  size: 'साइज़',
  checkDelivery: 'डिलीवरी चेक करें',
  pincodeLabel: 'पिनकोड डालें',
  estimatedDelivery: (date: string) => `अनुमानित डिलीवरी: ${date}`,
  deliveryNote: `${FAST_DELIVERY_BUSINESS_DAYS} कामकाजी दिनों में फ़ास्ट डिलीवरी`,
  codNote: 'कैश ऑन डिलीवरी उपलब्ध',
  description: 'विवरण',
  share: 'शेयर करें',
  previousImage: 'पिछली फ़ोटो',
  nextImage: 'अगली फ़ोटो',
  showImage: (index: number, total: number) => `${total} में से फ़ोटो ${index} दिखाएँ`,
  thumbnail: (index: number) => `फ़ोटो ${index} देखें`,
  addedToBag: 'बैग में डाल दिया',
};

export const PINCODE_TEXT: Translation<typeof en.PINCODE_TEXT> = {
  enterPincode: 'कृपया पिनकोड डालें',
  networkFailure: 'पिनकोड चेक नहीं हो पाया। कृपया फिर से कोशिश करें।',
  check: 'चेक करें',
  invalidFormat: 'कृपया 6 अंकों का सही पिनकोड डालें',
  unserviceable: 'माफ़ करें, हम अभी इस पिनकोड पर डिलीवरी नहीं करते',
  serviceable: 'इस पिनकोड पर डिलीवरी उपलब्ध है',
};

export const SIZE_GUIDE_TEXT: Translation<typeof en.SIZE_GUIDE_TEXT> = {
  open: 'साइज़ गाइड',
  title: (categoryTitle: string) => `${categoryTitle} साइज़ गाइड`,
  sizeColumn: 'साइज़',
};
