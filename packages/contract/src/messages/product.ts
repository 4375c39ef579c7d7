/** Texts of the product page (SPEC §2 Product page, §5). */
import { FAST_DELIVERY_BUSINESS_DAYS, FREE_SHIPPING_THRESHOLD_RUPEES } from '../constants.js';

export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load product',
  goBackHome: 'Go Back Home',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  aboutThisProduct: 'ABOUT THIS PRODUCT',
  serviceAndPolicy: 'SERVICE & POLICY',
  similarProducts: 'Similar Products',
  /** Without JavaScript, in place of the similar products: the product's category. */
  moreInCategory: (category: string) => `More in ${category}`,
  addToBag: 'ADD TO BAG',
  selectSize: 'SELECT SIZE',
  outOfStock: 'OUT OF STOCK',
  selectColorHint: 'Please select a color variant',
  selectSizeHint: 'Please select a size',
  freeShippingNote: `Free shipping on orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+`,
  shareWhatsApp: 'WhatsApp',
  shareFacebook: 'Facebook',
  shareMessenger: 'Messenger',
  copyLink: 'Copy Link',
  linkCopied: 'Link copied',
  // Labels beyond the spec's quotes (DESIGN §5), in the product page's chunk only.
  mrp: 'MRP',
  itemsAvailable: (count: number) => `${count} item${count === 1 ? '' : 's'} available`,
  /** A size sold out in the chosen colour (issue 31): its button's accessible name and title. */
  sizeSoldOut: (size: string) => `${size}, sold out in this colour`,
  /** Few of the chosen size left in the chosen colour. */
  onlyLeftInSize: (left: number, size: string) => `Only ${left} left in ${size}`,
  size: 'Size',
  checkDelivery: 'Check delivery',
  pincodeLabel: 'Enter pincode',
  estimatedDelivery: (date: string) => `Estimated delivery by ${date}`,
  deliveryNote: `Fast delivery in ${FAST_DELIVERY_BUSINESS_DAYS} business days`,
  codNote: 'Cash on delivery available',
  description: 'Description',
  share: 'Share',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: (index: number, total: number) => `Show image ${index} of ${total}`,
  thumbnail: (index: number) => `View image ${index}`,
  addedToBag: 'Added to bag',
} as const;

export const PINCODE_TEXT = {
  enterPincode: 'Please enter a pincode',
  networkFailure: 'Failed to check pincode. Please try again.',
  check: 'Check',
  invalidFormat: 'Please enter a valid 6-digit pincode',
  unserviceable: 'Sorry, we do not deliver to this pincode yet',
  serviceable: 'Delivery available to this pincode',
} as const;

/** The product page's size guide (see sizeGuideFor). */
export const SIZE_GUIDE_TEXT = {
  open: 'Size guide',
  title: (categoryTitle: string) => `${categoryTitle} size guide`,
  sizeColumn: 'Size',
} as const;

/**
 * The product's Legal Metrology declarations (issue 34) in ABOUT THIS PRODUCT, and the back office's section
 * that edits them (product form, category defaults).
 */
export const DISCLOSURE_TEXT = {
  countryOfOrigin: 'Country of origin',
  manufacturedBy: 'Manufactured by',
  packedBy: 'Packed by',
  importedBy: 'Imported by',
  netQuantity: 'Net quantity',
  importMonth: 'Month and year of import',
  customerCare: 'Customer care',
  // Back office.
  section: 'Legal disclosures',
  categoryDefaults: 'Default legal disclosures',
  categoryDefaultsHint: 'Products of this category take these where their own fields are blank.',
  productHint: "Blank fields take the category's defaults.",
  inherited: (value: string) => `Category default: ${value}`,
  noCountry: 'Category default',
  manufacturer: 'Manufacturer',
  packer: 'Packer',
  importer: 'Importer',
  partyName: 'Name',
  partyAddress: 'Address',
  netQuantityPlaceholder: '1 N, 1 pair, 3 N (set)',
  importMonthHint: 'Month and year the goods were imported',
  consumerCarePlaceholder: "Blank: the store's support line",
  incomplete: 'Legal disclosures incomplete',
  // Listing facet.
  originFacet: 'Country of origin',
} as const;

/** Refusals of a disclosure edit (the API's 400s and the back office's field errors). */
export const DISCLOSURE_MESSAGES = {
  countryRequired: 'Choose the country of origin',
  countryUnknown: 'Choose a country from the list',
  makerRequired: 'Give the manufacturer or the packer, with name and address',
  partyNameRequired: 'Give the name',
  partyAddressRequired: 'Give the full address',
  netQuantityRequired: 'Give the net quantity, e.g. 1 N or 1 pair',
  netQuantityInvalid: 'Net quantity must hold a number, e.g. 1 N or 1 pair',
  importMonthRequired: 'Give the month and year of import for imported goods',
  importMonthInvalid: 'Give the month of import as YYYY-MM, from 1990',
  importerRequired: 'Give the importer, with name and address, for imported goods',
  originFilterInvalid: 'Country of origin must be a two-letter country code, e.g. IN',
} as const;
