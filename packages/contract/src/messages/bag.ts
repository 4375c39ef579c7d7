/** Texts of the bag and the checkout panel (SPEC §2 Bag, Checkout panel, §8). */
import { DELIVERY_FREE_LABEL, DONATION_MAX_RUPEES } from '../constants.js';
import { formatRupees } from '../money.js';

export const BAG_TEXT = {
  title: 'Shopping Bag',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  promoPlaceholder: 'Promo code',
  donationBlurb: 'Add a small amount and we plant a sapling with your order.',
  donationThanks: 'Thank you for planting a tree',
  emptyTitle: 'Your bag is empty',
  emptyDescription: 'Add some items to get started',
  continueShopping: 'Continue Shopping',
  includedWithGst: 'Included with GST',
  proceedToCheckout: 'Proceed to Checkout',
  clearAll: 'Clear all items',
  clearAllConfirm: (count: number) =>
    count === 1 ? 'Remove this item from your bag?' : `Remove all ${count} items from your bag?`,
  clearAllYes: 'Yes, clear',
  clearAllKeep: 'Keep them',
  apply: 'Apply',
  donationTitle: 'Plant a Tree for Our Planet',
  plant: 'PLANT',
  plantationAmount: 'Plantation Amount',
  /** Why the bag's + stops (issue 31): what was left of this size and colour. */
  onlyLeftInSize: (left: number, size: string) => `Only ${left} left in ${size}`,
  /** A line's chosen size and colour, before the value (issue 35: they were typed in the component). */
  sizeLabel: 'Size:',
  colourLabel: 'Colour:',
  /** The delivery line while it costs nothing (SPEC §2). */
  deliveryFree: DELIVERY_FREE_LABEL,
} as const;

/** The donation field's rule, shown beside it, and why an amount was refused (see parseDonationInput). */
export const DONATION_TEXT = {
  hint: `Whole rupees only, up to ${formatRupees(DONATION_MAX_RUPEES)}`,
  wholeRupeesOnly: 'Enter whole rupees, without paise',
  negative: 'Enter an amount of ₹1 or more',
  tooLarge: `The most you can add is ${formatRupees(DONATION_MAX_RUPEES)}`,
} as const;

/** The checkout panel's labels and inline errors (SPEC §2 Checkout panel, §5). */
export const CHECKOUT_TEXT = {
  title: 'Checkout',
  shippingAddress: 'Shipping Address',
  paymentMethod: 'Payment Method',
  fields: {
    fullName: 'Full Name',
    phone: 'Phone Number',
    address: 'Address',
    city: 'City',
    state: 'State',
    postalCode: 'Postal Code',
  },
  required: (label: string) => `${label} is required`,
  paymentMethods: {
    cod: 'Cash on Delivery',
    razorpay: 'Razorpay',
    online: 'Pay Online',
  },
  paymentMethodHints: {
    cod: 'Pay in cash or UPI when your order arrives',
    razorpay: 'Cards, UPI, netbanking and wallets via Razorpay',
    online: 'UPI or card, paid now through our secure checkout',
  },
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  total: 'Total',
  amount: 'Amount',
  placeOrder: 'Place Order',
  payAndPlaceOrder: 'Pay & Place Order',
  placingOrder: 'Placing order…',
  backToBag: 'Back to bag',
  simulatedTitle: 'Test payment',
  simulatedDescription: 'Simulated gateway: no money moves. Choose how this payment ends.',
  simulatedPay: 'Pay',
  simulatedFail: 'Fail',
} as const;

/** Server-side fallbacks the checkout shows when the API reports non-success (SPEC §8). */
export const PAYMENT_SERVER_ERRORS = {
  createOrderFailed: 'Failed to create Razorpay order',
  verificationFailed: 'Payment verification failed',
} as const;
