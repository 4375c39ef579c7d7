import {
  BELOW_THRESHOLD_DELIVERY_FEE_RUPEES,
  BRAND_NAME,
  COD_LIMIT_RUPEES,
  FAST_DELIVERY_BUSINESS_DAYS,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  formatRupees,
  PILFERAGE_CLAIM_HOURS,
  PINCODE_MAX_LENGTH,
} from '@zari/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyLayout } from './policy-layout';

const FREE_FROM = formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES);

export function ShippingDeliveryPolicy() {
  return (
    <PolicyLayout
      title="Shipping & Delivery"
      summary={`Every ${BRAND_NAME} order ships free today. This page explains how we deliver, what cash on delivery allows, how to cancel and how refunds reach you.`}
      sections={[
        {
          heading: 'Shipping charges',
          body: (
            <>
              <p>
                Shipping is free on orders of {FREE_FROM} or more. Below {FREE_FROM} a delivery charge of{' '}
                {formatRupees(BELOW_THRESHOLD_DELIVERY_FEE_RUPEES)} may apply in future; while it does not,
                every order ships free, and the bag and checkout always show the delivery charge you will pay
                before you place the order.
              </p>
              <p>All prices on {BRAND_NAME} are in Indian rupees and include GST.</p>
            </>
          ),
        },
        {
          heading: 'Delivery times',
          body: (
            <ul>
              <li>
                Products marked <strong>Fast delivery</strong> reach you in {FAST_DELIVERY_BUSINESS_DAYS}{' '}
                business days.
              </li>
              <li>Other orders usually arrive within 5–8 business days, depending on your pincode.</li>
              <li>We dispatch Monday to Saturday, except national holidays.</li>
            </ul>
          ),
        },
        {
          heading: 'Pincode checks',
          body: (
            <p>
              Enter your {PINCODE_MAX_LENGTH}-digit pincode on any product page to see whether we deliver
              there, the estimated delivery date and whether cash on delivery is available. At checkout we
              check the pincode again; an order to a pincode we cannot serve is not accepted, so you are never
              charged for a parcel we cannot bring.
            </p>
          ),
        },
        {
          heading: 'Cash on delivery',
          body: (
            <ul>
              <li>
                Cash on delivery is available for orders up to {formatRupees(COD_LIMIT_RUPEES)}, where the
                pincode allows it.
              </li>
              <li>
                Please keep the exact amount ready; our courier partners may also accept UPI at the door.
              </li>
              <li>Orders above the limit can be paid online with cards, UPI, netbanking or wallets.</li>
            </ul>
          ),
        },
        {
          heading: 'Tracking your order',
          body: (
            <p>
              Open{' '}
              <Link to={paths.orders.getHref()} className="text-brand-700 underline">
                My Orders
              </Link>{' '}
              to see the status of each order: Pending Payment, Processing, Delivered or Cancelled. We also
              send the courier's tracking link by SMS once your parcel is dispatched.
            </p>
          ),
        },
        {
          heading: 'Cancellation',
          body: (
            <ul>
              <li>
                You can cancel an order from My Orders until it is paid for or shipped; cancelled items return
                to stock at once.
              </li>
              <li>
                After dispatch an order cannot be cancelled, but you can return it under our return policy.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Refunds and the convenience fee',
          body: (
            <ul>
              <li>
                Online payments are refunded to the original payment method within 5–7 business days of
                approval.
              </li>
              <li>
                A convenience fee, where one was charged, is refunded only when the entire order is cancelled.
              </li>
              <li>
                It is not refunded when a return is rejected, when part of an order is cancelled, or when
                items are returned.
              </li>
            </ul>
          ),
        },
        {
          heading: 'Damaged or tampered parcels',
          body: (
            <p>
              If a parcel arrives damaged, opened or with items missing, tell us within{' '}
              {PILFERAGE_CLAIM_HOURS} hours of delivery with photos of the parcel and its packaging, so that
              we can raise a pilferage claim with the courier.
            </p>
          ),
        },
      ]}
    />
  );
}
