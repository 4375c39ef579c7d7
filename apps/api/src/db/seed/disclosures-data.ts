/**
 * The demo catalogue's Legal Metrology disclosures (issue 34): each category's defaults (made in India by a
 * Jaipur or Surat workshop, its net quantity) and each product's own (packed at the store's warehouse; a few
 * bags made in China and imported, with their importer and month of import). Every demo product's resolved
 * disclosures are complete (`disclosureProblems` is empty), which the API tests check.
 */
import type { Disclosures } from '@zari/contract';

const JAIPUR_MAKER = {
  name: 'Zari Crafts Private Limited',
  address: 'Plot 14, Sitapura Industrial Area, Jaipur, Rajasthan 302022',
};
const SURAT_MAKER = {
  name: 'Surat Loom Works LLP',
  address: '2nd Floor, Textile Market, Ring Road, Surat, Gujarat 395002',
};
/** Every demo product leaves the store's warehouse packed by it. */
const WAREHOUSE_PACKER = {
  name: 'Zari Fashion Private Limited',
  address: 'Warehouse 7, Rajlaxmi Logistics Park, Bhiwandi, Maharashtra 421302',
};
const IMPORTER = {
  name: 'Zari Fashion Private Limited',
  address: '4th Floor, 27 Residency Road, Bengaluru, Karnataka 560025',
};
const GUANGZHOU_MAKER = {
  name: 'Guangzhou Baiyun Leather Goods Co., Ltd.',
  address: 'No. 88 Shijing Road, Baiyun District, Guangzhou, Guangdong, China',
};

/** What each demo category's products take where they declare nothing of their own. */
export const DEMO_CATEGORY_DISCLOSURES: Readonly<Record<string, Disclosures>> = {
  kurtas: { countryOfOrigin: 'IN', manufacturer: JAIPUR_MAKER, netQuantity: '1 N' },
  sarees: { countryOfOrigin: 'IN', manufacturer: SURAT_MAKER, netQuantity: '1 N (saree with blouse piece)' },
  dresses: { countryOfOrigin: 'IN', manufacturer: JAIPUR_MAKER, netQuantity: '1 N' },
  'tops-and-blouses': { countryOfOrigin: 'IN', manufacturer: SURAT_MAKER, netQuantity: '1 N' },
  lehengas: {
    countryOfOrigin: 'IN',
    manufacturer: SURAT_MAKER,
    netQuantity: '3 N (lehenga, choli, dupatta)',
  },
  'jeans-and-trousers': { countryOfOrigin: 'IN', manufacturer: SURAT_MAKER, netQuantity: '1 N' },
  jewellery: { countryOfOrigin: 'IN', manufacturer: JAIPUR_MAKER, netQuantity: '1 N' },
  bags: { countryOfOrigin: 'IN', manufacturer: JAIPUR_MAKER, netQuantity: '1 N' },
  footwear: { countryOfOrigin: 'IN', manufacturer: JAIPUR_MAKER, netQuantity: '1 pair' },
};

/** The demo bags made in China and imported by the store. */
const IMPORTED_BAGS = new Set(['Structured Vegan Leather Handbag', 'Quilted Sling Bag', 'Laptop Work Tote']);
/** The month they came in. */
export const DEMO_IMPORT_MONTH = '2026-08';

/** A demo product's own disclosures: its packer, and for the imported bags the whole import declaration. */
export function demoProductDisclosures(categorySlug: string, title: string): Disclosures {
  if (categorySlug === 'bags' && IMPORTED_BAGS.has(title)) {
    return {
      countryOfOrigin: 'CN',
      manufacturer: GUANGZHOU_MAKER,
      packer: WAREHOUSE_PACKER,
      importer: IMPORTER,
      importMonth: DEMO_IMPORT_MONTH,
    };
  }
  return { packer: WAREHOUSE_PACKER };
}
