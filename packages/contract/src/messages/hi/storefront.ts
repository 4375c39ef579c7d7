/** हिन्दी: the shell, home and catalogue screens (English: ../storefront.ts). */
import { BRAND_NAME, FREE_SHIPPING_THRESHOLD_RUPEES } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { TICKET_ACKNOWLEDGE_HOURS } from '../../rules/tickets.js';
import type * as en from '../storefront.js';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  browseWithoutScript: 'सभी कैटेगरी देखें',
  promiseEasyReturns: 'आसान रिटर्न',
  promiseEasyReturnsDetail: 'फ़्री पिक-अप',
  promiseFastDelivery: 'फ़ास्ट डिलीवरी',
  promiseFastDeliveryDetail: '4000+ स्टाइल',
  promiseFreeShipping: 'फ़्री शिपिंग',
  promiseFreeShippingDetail: `₹${FREE_SHIPPING_THRESHOLD_RUPEES}+ के ऑर्डर पर`,
  specialOffers: 'स्पेशल ऑफ़र',
  hotCategories: 'हॉट कैटेगरी',
  youWillLoveThese: 'ये आपको ज़रूर पसंद आएँगे',
  hotRnDresses: 'अभी हॉट: ड्रेस',
  nowOrNever: 'अभी नहीं तो कभी नहीं',
  topsAndBlouses: 'टॉप और ब्लाउज़',
  allProducts: 'सभी प्रोडक्ट',
  recentlyViewed: 'हाल ही में देखे गए',
};

export const HOME_ERRORS: Translation<typeof en.HOME_ERRORS> = {
  hero: 'मुख्य तस्वीरें लोड नहीं हो पाईं',
  specialOffers: 'स्पेशल ऑफ़र लोड नहीं हो पाए',
  categories: 'कैटेगरी लोड नहीं हो पाईं',
  youWillLoveThese: 'तस्वीरें लोड नहीं हो पाईं',
  dresses: 'ड्रेस की तस्वीरें लोड नहीं हो पाईं',
  nowOrNever: '“अभी नहीं तो कभी नहीं” की तस्वीर लोड नहीं हो पाई',
  poster: 'पोस्टर लोड नहीं हो पाया',
  topsAndBlouses: 'टॉप और ब्लाउज़ लोड नहीं हो पाए',
  products: 'प्रोडक्ट लोड नहीं हो पाए',
};

export const EMPTY_TEXT: Translation<typeof en.EMPTY_TEXT> = {
  products: 'कोई प्रोडक्ट उपलब्ध नहीं है',
  productsAtTheMoment: 'अभी कोई प्रोडक्ट उपलब्ध नहीं है।',
  productsInCategory: 'इस कैटेगरी में कोई प्रोडक्ट उपलब्ध नहीं है',
};

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  close: 'सर्च बंद करें',
  placeholder: 'प्रोडक्ट सर्च करें...',
  empty: 'कोई प्रोडक्ट नहीं मिला।',
  group: 'प्रोडक्ट',
};

export const STOREFRONT_TEXT: Translation<typeof en.STOREFRONT_TEXT> = {
  demoStoreBar: 'डेमो स्टोर: कोई असली भुगतान या डिलीवरी नहीं',
  openMenu: 'कैटेगरी खोलें',
  openSearch: 'प्रोडक्ट सर्च करें',
  profile: 'मेरी प्रोफ़ाइल',
  wishlist: (count: number) => `विशलिस्ट, ${count} आइटम`,
  bag: (count: number) => `बैग, ${count} आइटम`,
  home: 'होम',
  fastDelivery: 'फ़ास्ट डिलीवरी',
  addToWishlist: 'विशलिस्ट में डालें',
  removeFromWishlist: 'विशलिस्ट से हटाएँ',
  moreColours: (count: number) => `+${count}`,
  moreColoursLabel: (count: number) => `${count} और कलर`,
  getItFor: 'इतने में पाएँ',
  fromPrice: (price: string) => `${price} से शुरू`,
  percentOff: (percent: number) => `${percent}% छूट`,
  viewAll: 'सभी देखें',
  loadMore: 'और देखें',
  inStock: 'स्टॉक में',
  outOfStockBadge: 'आउट ऑफ़ स्टॉक',
  onlyFewLeft: (count: number) => `सिर्फ़ ${count} बचे हैं`,
  unavailable: 'अभी उपलब्ध नहीं',
  colour: 'कलर',
  showSlide: (index: number, total: number) => `${total} में से स्लाइड ${index} दिखाएँ`,
  itemCount: (count: number) => `${count} आइटम`,
  remove: 'हटाएँ',
  loading: 'लोड हो रहा है',
  footerPolicies: 'सहायता',
  footerSeller: 'विक्रेता',
  footerGrievance: 'शिकायत अधिकारी',
  footerRights: 'सर्वाधिकार सुरक्षित।',
  skipToContent: 'सीधे कंटेंट पर जाएँ',
  featured: 'फ़ीचर्ड',
  promotions: 'ऑफ़र',
  ourPromises: 'हमारे वादे',
  bannerLabel: (section: string, index: number, total: number) =>
    total > 1 ? `${section}, ${total} में से बैनर ${index}` : section,
  shippingDelivery: 'शिपिंग और डिलीवरी',
  returnPolicy: 'रिटर्न पॉलिसी',
  aboutUs: 'हमारे बारे में',
  privacy: 'प्राइवेसी',
};

export const POLICY_TEXT: Translation<typeof en.POLICY_TEXT> = {
  sellerDetails: 'विक्रेता और शिकायत अधिकारी',
  soldBy: 'विक्रेता',
  countryOfOrigin: `${BRAND_NAME} प्रोडक्ट्स का मूल देश: भारत (हर प्रोडक्ट पेज पर लिखा है)।`,
  grievanceOfficer: 'शिकायत अधिकारी',
  grievanceClocks: `हम हर शिकायत ${TICKET_ACKNOWLEDGE_HOURS} घंटे में स्वीकार करते हैं और एक महीने के अंदर सुलझाते हैं, जैसा उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 में ज़रूरी है।`,
};

export const ACCESSIBLE_NAMES: Translation<typeof en.ACCESSIBLE_NAMES> = {
  breadcrumb: 'ब्रेडक्रंब',
  categories: 'कैटेगरी',
  account: 'अकाउंट',
  goBack: 'वापस जाएँ',
  authTabs: 'लॉग इन या साइन अप',
  bagItems: 'आपके बैग के आइटम',
  orderSummary: 'ऑर्डर समरी',
  removeItem: (title: string) => `${title} हटाएँ`,
  quantityOf: (title: string) => `${title} की मात्रा`,
  decreaseQuantity: 'मात्रा घटाएँ',
  quantity: 'मात्रा',
  increaseQuantity: 'मात्रा बढ़ाएँ',
  donationAmount: 'दान की राशि',
  editDonation: (amount: string) => `दान ${amount}, बदलने के लिए टैप करें`,
  removeDonation: 'दान हटाएँ',
  order: (id: string) => `ऑर्डर ${id}`,
  close: 'बंद करें',
  closeToast: 'सूचना बंद करें',
  notifications: 'सूचनाएँ',
};
