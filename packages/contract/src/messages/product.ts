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
