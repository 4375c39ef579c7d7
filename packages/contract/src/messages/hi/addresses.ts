/** हिन्दी: the address book (English: ../addresses.ts): the API's answers and the storefront's words. */
import type { Translation } from '../../i18n/locales.js';
import { ADDRESS_BOOK_MAX } from '../../rules/addresses.js';
import type * as en from '../addresses.js';

export const ADDRESS_MESSAGES: Translation<typeof en.ADDRESS_MESSAGES> = {
  notFound: 'पता नहीं मिला',
  nothingToChange: 'बदलने के लिए कुछ नहीं है',
  bookFull: `आप ज़्यादा से ज़्यादा ${ADDRESS_BOOK_MAX} पते सेव कर सकते हैं। नया पता जोड़ने के लिए कोई एक डिलीट करें।`,
  fullNameRequired: 'ऑर्डर लेने वाले व्यक्ति का नाम डालें',
  line1Required: 'मकान नंबर और गली डालें',
  cityStateUnknown: 'शहर और राज्य डालें: हमें यह पिनकोड नहीं मिला',
  saved: 'पता सेव हो गया',
  deleted: 'पता डिलीट हो गया',
  defaultSet: 'डिफ़ॉल्ट पता अपडेट हो गया',
};

export const ADDRESS_TOASTS: Translation<typeof en.ADDRESS_TOASTS> = {
  saved: { title: 'पता सेव हो गया', description: 'आप इसे चेकआउट पर चुन सकते हैं।' },
  deleted: { title: 'पता डिलीट हो गया', description: 'अब यह आपकी एड्रेस बुक में नहीं है।' },
  defaultSet: { title: 'डिफ़ॉल्ट पता अपडेट हो गया', description: 'चेकआउट इसी पते से शुरू होगा।' },
  saveFailed: { title: 'पता सेव नहीं हुआ', description: 'कृपया फिर से कोशिश करें।' },
};

export const ADDRESS_BOOK_TEXT: Translation<typeof en.ADDRESS_BOOK_TEXT> = {
  title: 'सेव किए गए पते',
  settingsRow: 'सेव किए गए पते',
  empty: 'अभी कोई पता सेव नहीं है',
  emptyHint: 'एक बार पता जोड़ें और चेकआउट पर उसे चुनें।',
  add: 'पता जोड़ें',
  edit: 'बदलें',
  delete: 'डिलीट करें',
  deleteConfirm: 'यह पता डिलीट करें?',
  makeDefault: 'डिफ़ॉल्ट बनाएँ',
  default: 'डिफ़ॉल्ट',
  save: 'पता सेव करें',
  saving: 'सेव हो रहा है…',
  cancel: 'कैंसल करें',
  loadFailed: 'आपके पते लोड नहीं हो पाए',
  signInRequired: 'अपने पते मैनेज करने के लिए कृपया लॉग इन करें',
  kinds: { home: 'घर', work: 'ऑफ़िस' },
  kind: 'पते का प्रकार',
  setAsDefault: 'इसे मेरा डिफ़ॉल्ट पता बनाएँ',
  fields: {
    fullName: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    line1: 'मकान नंबर, बिल्डिंग, गली',
    line2: 'इलाका, मोहल्ला (ज़रूरी नहीं)',
    landmark: 'लैंडमार्क (ज़रूरी नहीं)',
    city: 'शहर',
    state: 'राज्य',
    pincode: 'पिनकोड',
  },
  filledFromPincode: 'शहर और राज्य पिनकोड से भरे गए',
  pickerTitle: 'यहाँ डिलीवर करें',
  newAddress: 'नया पता',
  saveThisAddress: 'यह पता मेरी एड्रेस बुक में सेव करें',
  manage: 'पते मैनेज करें',
};
