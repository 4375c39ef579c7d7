/** Texts of the product page (SPEC §2 Product page, §5). */
import { COUNTRY_OF_ORIGIN, FREE_SHIPPING_THRESHOLD_RUPEES } from '../constants.js';

export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load product',
  goBackHome: 'Go Back Home',
  inclusiveOfTaxes: 'Inclusive of all taxes',
  aboutThisProduct: 'ABOUT THIS PRODUCT',
  serviceAndPolicy: 'SERVICE & POLICY',
  similarProducts: 'Similar Products',
  addToBag: 'ADD TO BAG',
  selectSize: 'SELECT SIZE',
  outOfStock: 'OUT OF STOCK',
  selectColorHint: 'Please select a color variant',
  selectSizeHint: 'Please select a size',
  getItFor: 'Get it for',
  freeShippingNote: `Free shipping on orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+`,
  shareWhatsApp: 'WhatsApp',
  shareFacebook: 'Facebook',
  shareMessenger: 'Messenger',
  copyLink: 'Copy Link',
  linkCopied: 'Link copied',
  countryOfOrigin: `Country of origin: ${COUNTRY_OF_ORIGIN}`,
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
