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

/** The product's Legal Metrology declarations, and the back office's section that edits them. */
export const DISCLOSURE_TEXT: Translation<typeof en.DISCLOSURE_TEXT> = {
  countryOfOrigin: 'मूल देश',
  manufacturedBy: 'निर्माता',
  packedBy: 'पैक करने वाला',
  importedBy: 'आयातक',
  netQuantity: 'कुल मात्रा',
  importMonth: 'आयात का महीना और साल',
  customerCare: 'कस्टमर केयर',
  section: 'कानूनी जानकारी',
  categoryDefaults: 'डिफ़ॉल्ट कानूनी जानकारी',
  categoryDefaultsHint: 'इस कैटेगरी के प्रोडक्ट में जो फ़ील्ड खाली हैं, वहाँ ये जानकारी लगेगी।',
  productHint: 'खाली फ़ील्ड में कैटेगरी की डिफ़ॉल्ट जानकारी लगेगी।',
  inherited: (value: string) => `कैटेगरी डिफ़ॉल्ट: ${value}`,
  noCountry: 'कैटेगरी डिफ़ॉल्ट',
  manufacturer: 'निर्माता',
  packer: 'पैकर',
  importer: 'आयातक',
  partyName: 'नाम',
  partyAddress: 'पता',
  netQuantityPlaceholder: '1 N, 1 जोड़ी, 3 N (सेट)',
  importMonthHint: 'जिस महीने और साल सामान आयात हुआ',
  consumerCarePlaceholder: 'खाली छोड़ें: स्टोर की सपोर्ट लाइन',
  incomplete: 'कानूनी जानकारी अधूरी है',
  originFacet: 'मूल देश',
};

/** Refusals of a disclosure edit. */
export const DISCLOSURE_MESSAGES: Translation<typeof en.DISCLOSURE_MESSAGES> = {
  countryRequired: 'मूल देश चुनें',
  countryUnknown: 'लिस्ट में से कोई देश चुनें',
  makerRequired: 'निर्माता या पैकर का नाम और पता दें',
  partyNameRequired: 'नाम दें',
  partyAddressRequired: 'पूरा पता दें',
  netQuantityRequired: 'कुल मात्रा दें, जैसे 1 N या 1 जोड़ी',
  netQuantityInvalid: 'कुल मात्रा में एक संख्या होनी चाहिए, जैसे 1 N या 1 जोड़ी',
  importMonthRequired: 'आयात किए गए सामान के लिए आयात का महीना और साल दें',
  importMonthInvalid: 'आयात का महीना YYYY-MM के रूप में दें, 1990 या उसके बाद का',
  importerRequired: 'आयात किए गए सामान के लिए आयातक का नाम और पता दें',
  originFilterInvalid: 'मूल देश दो अक्षरों का कंट्री कोड होना चाहिए, जैसे IN',
};
