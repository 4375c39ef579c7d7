/** हिन्दी: search results' and link previews' texts (English: ../seo.ts). */
import { BRAND_NAME, FREE_SHIPPING_THRESHOLD_RUPEES, RETURN_WINDOW_DAYS } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../seo.js';

const STORE_PROMISE = `आसान रिटर्न, फ़ास्ट डिलीवरी, ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+ के ऑर्डर पर फ़्री शिपिंग, कैश ऑन डिलीवरी।`;

export const SEO_TEXT: Translation<typeof en.SEO_TEXT> = {
  siteDescription: `${BRAND_NAME} — भारत के लिए कपड़े, ड्रेस, टॉप, ज्वेलरी और बैग। ${STORE_PROMISE}`,
  hotListDescription: `वो ड्रेस जो अभी सबको चाहिए, सबसे सस्ती पहले। ${STORE_PROMISE}`,
  aboutUsDescription: `${BRAND_NAME} भारत के हुनर और रोज़ के फ़ैशन को साथ लाता है: हम कौन हैं और कैसे काम करते हैं।`,
  shippingDeliveryDescription: `${BRAND_NAME} कैसे डिलीवर करता है: ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+ के ऑर्डर पर फ़्री डिलीवरी, पिनकोड चेक, कैश ऑन डिलीवरी, ट्रैकिंग और क्लेम।`,
  returnPolicyDescription: `${BRAND_NAME} पर रिटर्न: लौटाने के लिए ${RETURN_WINDOW_DAYS} दिन, फ़्री पिक-अप, और क्या लौटाया नहीं जा सकता।`,
  privacyDescription: `${BRAND_NAME} आपका पर्सनल डेटा कैसे इस्तेमाल करता है, और आप उसे कैसे डाउनलोड करें, अपना अकाउंट डिलीट करें या शिकायत करें।`,
  homeShareImageAlt: `${BRAND_NAME}: इस सीज़न का कलेक्शन`,
  brandLogoAlt: `${BRAND_NAME} लोगो`,
  categoryDescription: (category: string) => `${BRAND_NAME} पर ${category} की शॉपिंग करें। ${STORE_PROMISE}`,
  searchDescription: (query: string) => `“${query}” से मिलते ${BRAND_NAME} प्रोडक्ट।`,
  productShareTitle: (title: string, price: string) => `${title} — ${price}`,
  productPrice: (price: string, mrp: string | null, percentOff: number) =>
    mrp && percentOff > 0 ? `${price} (${mrp} पर ${percentOff}% छूट)` : price,
  inStock: 'स्टॉक में',
  outOfStock: 'आउट ऑफ़ स्टॉक',
  home: 'होम',
  screenTitles: {
    home: 'भारत के लिए फ़ैशन',
    product: 'प्रोडक्ट',
    wishlist: 'मेरी विशलिस्ट',
    bag: 'शॉपिंग बैग',
    category: 'कैटेगरी',
    hotList: 'Hot RN: ड्रेसेज़',
    userProfile: 'मेरा अकाउंट',
    orders: 'मेरे ऑर्डर',
    order: 'ऑर्डर की जानकारी',
    editProfile: 'प्रोफ़ाइल बदलें',
    settings: 'सेटिंग्स',
    shippingAddress: 'शिपिंग पता',
    addresses: 'सेव किए गए पते',
    shippingDelivery: 'शिपिंग और डिलीवरी',
    returnPolicy: 'रिटर्न पॉलिसी',
    aboutUs: 'हमारे बारे में',
    privacy: 'प्राइवेसी नोटिस',
    login: 'लॉग इन',
    signup: 'साइन अप',
    search: 'सर्च',
    categories: 'सभी कैटेगरी',
    orderConfirm: 'अपना ऑर्डर कन्फ़र्म करें',
    help: 'मदद',
    helpTicket: 'आपकी शिकायत',
    notFound: 'पेज नहीं मिला',
  },
};
