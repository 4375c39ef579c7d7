/** हिन्दी: the home screen (English: ../home.ts). */
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../home.js';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  browseWithoutScript: 'सभी कैटेगरी देखें',
  specialOffers: 'स्पेशल ऑफ़र',
  hotCategories: 'हॉट कैटेगरी',
  youWillLoveThese: 'ये आपको ज़रूर पसंद आएँगे',
  hotRnDresses: 'अभी हॉट: ड्रेस',
  nowOrNever: 'अभी नहीं तो कभी नहीं',
  topsAndBlouses: 'टॉप और ब्लाउज़',
  allProducts: 'सभी प्रोडक्ट',
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
