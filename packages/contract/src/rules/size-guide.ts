/**
 * Size guides per category: body measurements for each size the catalogue sells, so a shopper can choose
 * without guessing. Categories sold in one size (sarees, jewellery, bags) have none. The product page shows
 * only the rows of the sizes the product comes in.
 */
import { categorySlugOf } from './category-slug.js';

export interface SizeGuideRow {
  size: string;
  /** One value per column of the guide, in the same order. */
  measurements: readonly string[];
}

export interface SizeGuide {
  /** Headings of the measurement columns, units included; the size column comes first and is not listed. */
  columns: readonly string[];
  rows: readonly SizeGuideRow[];
  howToMeasure: string;
}

const row = (size: string, ...measurements: string[]): SizeGuideRow => ({ size, measurements });

const BODY_MEASURING =
  'Measure over light clothing: bust at the fullest point, waist at the narrowest, hip at the widest.';

const WOMENS_APPAREL: SizeGuide = {
  columns: ['Bust (in)', 'Waist (in)', 'Hip (in)'],
  rows: [
    row('XS', '32', '26', '35'),
    row('S', '34', '28', '37'),
    row('M', '36', '30', '39'),
    row('L', '38', '32', '41'),
    row('XL', '40', '34', '43'),
    row('XXL', '42', '36', '45'),
  ],
  howToMeasure: BODY_MEASURING,
};

const LEHENGAS: SizeGuide = {
  columns: ['Waist (in)', 'Hip (in)', 'Skirt length (in)'],
  rows: [
    row('S', '26–28', '36–38', '41'),
    row('M', '28–30', '38–40', '41'),
    row('L', '30–32', '40–42', '42'),
    row('XL', '32–34', '42–44', '42'),
  ],
  howToMeasure: `${BODY_MEASURING} The skirt is semi-stitched: its waist adjusts within the range.`,
};

const WAIST_SIZED: SizeGuide = {
  columns: ['Waist (in)', 'Waist (cm)', 'Hip (in)', 'Inseam (in)'],
  rows: [
    row('26', '26', '66', '35', '30'),
    row('28', '28', '71', '37', '30'),
    row('30', '30', '76', '39', '30'),
    row('32', '32', '81', '41', '31'),
    row('34', '34', '86', '43', '31'),
    row('36', '36', '91', '45', '31'),
  ],
  howToMeasure: `${BODY_MEASURING} Inseam runs from the crotch to the ankle.`,
};

const FOOTWEAR: SizeGuide = {
  columns: ['EU', 'US', 'Foot length (cm)'],
  rows: [
    row('UK 3', '36', '5', '22.0'),
    row('UK 4', '37', '6', '22.9'),
    row('UK 5', '38', '7', '23.7'),
    row('UK 6', '39', '8', '24.6'),
    row('UK 7', '40', '9', '25.4'),
    row('UK 8', '42', '10', '26.2'),
  ],
  howToMeasure: 'Stand on paper, mark the heel and the longest toe, and measure between the marks.',
};

/** The guide of each category slug that has one. */
export const SIZE_GUIDES: Readonly<Record<string, SizeGuide>> = {
  kurtas: WOMENS_APPAREL,
  dresses: WOMENS_APPAREL,
  'tops-and-blouses': WOMENS_APPAREL,
  lehengas: LEHENGAS,
  'jeans-and-trousers': WAIST_SIZED,
  footwear: FOOTWEAR,
};

/** The guide for a product, narrowed to its sizes; null when its category has none or none of its sizes match. */
export function sizeGuideFor(product: {
  category: { title: string; slug?: string | undefined };
  sizes: readonly string[];
}): SizeGuide | null {
  const guide = SIZE_GUIDES[categorySlugOf(product.category)];
  if (guide === undefined) return null;
  const rows = guide.rows.filter((entry) => product.sizes.includes(entry.size));
  return rows.length === 0 ? null : { ...guide, rows };
}
