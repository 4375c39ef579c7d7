/** messages/disclosures.ts in Hindi. */
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../disclosures.js';

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
