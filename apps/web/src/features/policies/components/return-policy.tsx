import { KEEP_PACKAGING_DAYS, PILFERAGE_CLAIM_HOURS, RETURN_WINDOW_DAYS } from '@zari/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PolicyLayout } from './policy-layout';

export function ReturnPolicy() {
  return (
    <PolicyLayout
      title="Return Policy"
      summary={`Changed your mind? Most items can be returned within ${RETURN_WINDOW_DAYS} days of delivery, and we pick them up from your door.`}
      sections={[
        {
          heading: 'Return window',
          body: (
            <p>
              You may return an item within {RETURN_WINDOW_DAYS} days from the date of delivery. Easy returns
              with free pick up apply to every product except those bought in a special offer, which are final
              sale.
            </p>
          ),
        },
        {
          heading: 'How to apply for a return',
          body: (
            <ul>
              <li>
                Open{' '}
                <Link to={paths.orders.getHref()} className="text-brand-700 underline">
                  My Orders
                </Link>{' '}
                and choose the delivered order, or write to us with your order number.
              </li>
              <li>Tell us which items you are returning and why.</li>
              <li>
                Pack the items in their original packaging with all tags attached; our courier picks them up
                in 2–4 days.
              </li>
              <li>Once the items pass our quality check, we refund you as set out in the shipping policy.</li>
            </ul>
          ),
        },
        {
          heading: 'Condition of returned items',
          body: (
            <ul>
              <li>Items must be unused, unwashed and undamaged, with original tags and labels.</li>
              <li>Items that fail the quality check are sent back to you and the return is rejected.</li>
            </ul>
          ),
        },
        {
          heading: 'Items that cannot be returned',
          body: (
            <ul>
              <li>Lingerie and innerwear</li>
              <li>Jewellery</li>
              <li>Holiday and festive accessories</li>
              <li>Some swimsuits, as marked on the product page</li>
              <li>Products bought in a special offer</li>
            </ul>
          ),
        },
        {
          heading: 'Exchanges',
          body: (
            <p>
              We do not offer exchanges. Return the item for a refund and place a new order for the size or
              colour you want.
            </p>
          ),
        },
        {
          heading: 'Damaged, missing or wrong items',
          body: (
            <p>
              Report a damaged, tampered or wrong parcel within {PILFERAGE_CLAIM_HOURS} hours of delivery,
              with photos. Please keep the packaging for {KEEP_PACKAGING_DAYS} days after delivery, as the
              courier may ask to inspect it.
            </p>
          ),
        },
      ]}
    />
  );
}
