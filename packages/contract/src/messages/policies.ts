/**
 * The policy pages of SPEC §2 (Shipping & Delivery, Return Policy, About Us), section by section, so a
 * shopper's language has them (issue 35). A link inside a sentence is its words before, the link's and after.
 */
import {
  BELOW_THRESHOLD_DELIVERY_FEE_RUPEES,
  BRAND_NAME,
  COD_LIMIT_RUPEES,
  COUNTRY_OF_ORIGIN,
  FAST_DELIVERY_BUSINESS_DAYS,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  KEEP_PACKAGING_DAYS,
  PILFERAGE_CLAIM_HOURS,
  PINCODE_MAX_LENGTH,
  RETURN_WINDOW_DAYS,
} from '../constants.js';
import { formatRupees } from '../money.js';
import { TICKET_ACKNOWLEDGE_HOURS } from '../rules/tickets.js';

const FREE_FROM = formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES);

export const SHIPPING_POLICY_TEXT = {
  title: 'Shipping & Delivery',
  summary: `Every ${BRAND_NAME} order ships free today. This page explains how we deliver, what cash on delivery allows, how to cancel and how refunds reach you.`,
  chargesHeading: 'Shipping charges',
  charges: `Shipping is free on orders of ${FREE_FROM} or more. Below ${FREE_FROM} a delivery charge of ${formatRupees(BELOW_THRESHOLD_DELIVERY_FEE_RUPEES)} may apply in future; while it does not, every order ships free, and the bag and checkout always show the delivery charge you will pay before you place the order.`,
  pricesInRupees: `All prices on ${BRAND_NAME} are in Indian rupees and include GST.`,
  timesHeading: 'Delivery times',
  fastDelivery: {
    before: 'Products marked',
    strong: 'Fast delivery',
    after: `reach you in ${FAST_DELIVERY_BUSINESS_DAYS} business days.`,
  },
  otherOrders: 'Other orders usually arrive within 5–8 business days, depending on your pincode.',
  dispatchDays: 'We dispatch Monday to Saturday, except national holidays.',
  pincodeHeading: 'Pincode checks',
  pincode: `Enter your ${PINCODE_MAX_LENGTH}-digit pincode on any product page to see whether we deliver there, the estimated delivery date and whether cash on delivery is available. At checkout we check the pincode again; an order to a pincode we cannot serve is not accepted, so you are never charged for a parcel we cannot bring.`,
  codHeading: 'Cash on delivery',
  codLimit: `Cash on delivery is available for orders up to ${formatRupees(COD_LIMIT_RUPEES)}, where the pincode allows it.`,
  codExact: 'Please keep the exact amount ready; our courier partners may also accept UPI at the door.',
  codAbove: 'Orders above the limit can be paid online with cards, UPI, netbanking or wallets.',
  trackingHeading: 'Tracking your order',
  tracking: {
    before: 'Open',
    link: 'My Orders',
    after:
      "to see the status of each order: Pending Payment, Processing, Delivered or Cancelled. We also send the courier's tracking link by SMS once your parcel is dispatched.",
  },
  cancellationHeading: 'Cancellation',
  cancelBefore:
    'You can cancel an order from My Orders until it is paid for or shipped; cancelled items return to stock at once.',
  cancelAfter: 'After dispatch an order cannot be cancelled, but you can return it under our return policy.',
  refundsHeading: 'Refunds and the convenience fee',
  refundOnline:
    'Online payments are refunded to the original payment method within 5–7 business days of approval.',
  feeRefunded:
    'A convenience fee, where one was charged, is refunded only when the entire order is cancelled.',
  feeKept:
    'It is not refunded when a return is rejected, when part of an order is cancelled, or when items are returned.',
  damagedHeading: 'Damaged or tampered parcels',
  damaged: `If a parcel arrives damaged, opened or with items missing, tell us within ${PILFERAGE_CLAIM_HOURS} hours of delivery with photos of the parcel and its packaging, so that we can raise a pilferage claim with the courier.`,
} as const;

export const RETURN_POLICY_TEXT = {
  title: 'Return Policy',
  summary: `Changed your mind? Most items can be returned within ${RETURN_WINDOW_DAYS} days of delivery, and we pick them up from your door.`,
  windowHeading: 'Return window',
  window: `You may return an item within ${RETURN_WINDOW_DAYS} days from the date of delivery. Easy returns with free pick up apply to every product except those bought in a special offer, which are final sale.`,
  howHeading: 'How to apply for a return',
  howOrders: {
    before: 'Open',
    link: 'My Orders',
    after: 'and choose the delivered order, or write to us with your order number.',
  },
  howTell: 'Tell us which items you are returning and why.',
  howPack:
    'Pack the items in their original packaging with all tags attached; our courier picks them up in 2–4 days.',
  howRefund: 'Once the items pass our quality check, we refund you as set out in the shipping policy.',
  conditionHeading: 'Condition of returned items',
  conditionUnused: 'Items must be unused, unwashed and undamaged, with original tags and labels.',
  conditionRejected: 'Items that fail the quality check are sent back to you and the return is rejected.',
  excludedHeading: 'Items that cannot be returned',
  excluded: [
    'Lingerie and innerwear',
    'Jewellery',
    'Holiday and festive accessories',
    'Some swimsuits, as marked on the product page',
    'Products bought in a special offer',
  ],
  exchangesHeading: 'Exchanges',
  exchanges:
    'We do not offer exchanges. Return the item for a refund and place a new order for the size or colour you want.',
  damagedHeading: 'Damaged, missing or wrong items',
  damaged: `Report a damaged, tampered or wrong parcel within ${PILFERAGE_CLAIM_HOURS} hours of delivery, with photos. Please keep the packaging for ${KEEP_PACKAGING_DAYS} days after delivery, as the courier may ask to inspect it.`,
} as const;

export const ABOUT_US_TEXT = {
  title: `About ${BRAND_NAME}`,
  summary: `${BRAND_NAME} is an Indian fashion label for everyday elegance: dresses, tops, jewellery and bags, designed and made in ${COUNTRY_OF_ORIGIN}.`,
  whoHeading: 'Who we are',
  who: `${BRAND_NAME} began with a simple idea: well-made clothes with the craft of Indian textiles should be easy to buy and fair in price. We work with weavers, block printers and small workshops across the country and bring more than 4000 styles to your door.`,
  promiseHeading: 'What we promise',
  promises: [
    'Honest prices in rupees, inclusive of GST, with the MRP and your saving shown on every product.',
    'Easy returns with free pick up, fast delivery and cash on delivery where your pincode allows it.',
    'With every order you may plant a tree: your donation goes entirely to our plantation partners.',
  ],
  termsHeading: 'Terms & Conditions',
  /** `city`: the registered address's, where the courts have jurisdiction. */
  terms: (city: string) =>
    `By using ${BRAND_NAME} you agree to buy for personal use, to give true delivery details and to keep your login code to yourself. Prices and stock may change until an order is placed; the price you see at checkout is the price you pay. These terms are governed by the laws of India, with courts in ${city} having jurisdiction.`,
  sellerCityFallback: 'the seller’s city',
  privacyHeading: 'Privacy Policy',
  /** `contact`: the support email, or `contactFallback`. */
  privacy: (contact: string) =>
    `We collect your mobile number, name, email and addresses only to run your account and deliver your orders, and we never sell them. Payments are processed by our payment partner; we never see or store your card details. Ask ${contact} to see, correct or delete your data.`,
  contactFallback: 'us',
} as const;

/** The policy pages' frame (Privacy, Return Policy, Shipping, About Us): the breadcrumb and who the seller is. */
export const POLICY_TEXT = {
  sellerDetails: 'Seller and grievance officer',
  soldBy: 'Sold by',
  countryOfOrigin: `Country of origin of ${BRAND_NAME} products: ${COUNTRY_OF_ORIGIN} (shown on every product page).`,
  grievanceOfficer: 'Grievance Officer',
  grievanceClocks: `We acknowledge every complaint within ${TICKET_ACKNOWLEDGE_HOURS} hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require.`,
} as const;
