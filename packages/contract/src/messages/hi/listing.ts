/** हिन्दी: the listings' sort and filter controls and the search page (English: ../listing.ts). */
import type { DiscountFilterPercent } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import { formatRupees, groupIndianDigits } from '../../money.js';
import { parsePriceRange } from '../../rules/price-range.js';
import type * as en from '../listing.js';

export const SORT_LABELS: Translation<typeof en.SORT_LABELS> = {
  relevance: 'सबसे सही',
  newest: 'नया क्या है',
  'price-asc': 'कीमत: कम से ज़्यादा',
  'price-desc': 'कीमत: ज़्यादा से कम',
  discount: 'ज़्यादा डिस्काउंट',
};
export const POPULARITY_SORT_LABEL: Translation<typeof en.POPULARITY_SORT_LABEL> = 'लोकप्रियता';

export const LISTING_TEXT: Translation<typeof en.LISTING_TEXT> = {
  /** A category's or the hot list's products could not load (the words of the home grids' box). */
  productsLoadError: 'प्रोडक्ट लोड नहीं हो पाए',
  sort: 'सॉर्ट',
  sortBy: 'सॉर्ट करें',
  filter: 'फ़िल्टर',
  filters: 'फ़िल्टर',
  filterWithCount: (count: number) => (count > 0 ? `फ़िल्टर, ${count} लगे हैं` : 'फ़िल्टर'),
  sortAndFilter: 'सॉर्ट और फ़िल्टर',
  size: 'साइज़',
  colour: 'कलर',
  price: 'कीमत',
  discount: 'डिस्काउंट',
  availability: 'डिलीवरी और स्टॉक',
  fastDelivery: 'फ़ास्ट डिलीवरी',
  inStock: 'सिर्फ़ स्टॉक में',
  anyPrice: 'कोई भी कीमत',
  anyDiscount: 'कोई भी डिस्काउंट',
  moreColours: (count: number) => `+ ${count} और`,
  apply: 'लागू करें',
  clearAll: 'सब हटाएँ',
  productCount: (count: number, capped = false) => `${groupIndianDigits(count)}${capped ? '+' : ''} प्रोडक्ट`,
  shownOf: (shown: number, total: number, capped = false) =>
    `${groupIndianDigits(total)}${capped ? '+' : ''} में से ${groupIndianDigits(shown)} दिख रहे हैं`,
  loadMore: 'और देखें',
  loadingMore: 'और प्रोडक्ट लोड हो रहे हैं…',
  noMatches: 'इन फ़िल्टर से कोई प्रोडक्ट नहीं मिला',
  appliedFilters: 'लगे हुए फ़िल्टर',
  removeFilter: (label: string) => `फ़िल्टर ${label} हटाएँ`,
};

/** `0-500` → '₹500 से कम', `500-1000` → '₹500 – ₹1,000', `5000-` → '₹5,000 और ज़्यादा'. */
export function priceRangeLabel(value: string): string {
  const range = parsePriceRange(value);
  if (!range) return value;
  if (range.max === null) return `${formatRupees(range.min ?? 0)} और ज़्यादा`;
  if (!range.min) return `${formatRupees(range.max)} से कम`;
  return `${formatRupees(range.min)} – ${formatRupees(range.max)}`;
}

export const discountLabel: Translation<typeof en.discountLabel> = (percent: DiscountFilterPercent) =>
  `${percent}% और ज़्यादा`;

export const SEARCH_PAGE_TEXT: Translation<typeof en.SEARCH_PAGE_TEXT> = {
  heading: 'सर्च के नतीजे',
  resultsFor: (query: string) => `“${query}” के नतीजे`,
  seeAllResults: (query: string) => `“${query}” के सभी नतीजे देखें`,
  inputLabel: 'प्रोडक्ट सर्च करें',
  submit: 'सर्च करें',
  prompt: 'आप क्या ढूँढ रहे हैं?',
};
