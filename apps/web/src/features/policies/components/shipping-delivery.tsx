import { SHIPPING_POLICY_TEXT } from '@zari/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import { PolicyLayout } from './policy-layout';

export function ShippingDeliveryPolicy() {
  const text = useText({ SHIPPING_POLICY_TEXT }).SHIPPING_POLICY_TEXT;
  return (
    <PolicyLayout
      title={text.title}
      summary={text.summary}
      sections={[
        {
          heading: text.chargesHeading,
          body: (
            <>
              <p>{text.charges}</p>
              <p>{text.pricesInRupees}</p>
            </>
          ),
        },
        {
          heading: text.timesHeading,
          body: (
            <ul>
              <li>
                {text.fastDelivery.before} <strong>{text.fastDelivery.strong}</strong>{' '}
                {text.fastDelivery.after}
              </li>
              <li>{text.otherOrders}</li>
              <li>{text.dispatchDays}</li>
            </ul>
          ),
        },
        {
          heading: text.pincodeHeading,
          body: <p>{text.pincode}</p>,
        },
        {
          heading: text.codHeading,
          body: (
            <ul>
              <li>{text.codLimit}</li>
              <li>{text.codExact}</li>
              <li>{text.codAbove}</li>
            </ul>
          ),
        },
        {
          heading: text.trackingHeading,
          body: (
            <p>
              {text.tracking.before}{' '}
              <Link to={paths.orders.getHref()} className="text-brand-700 underline">
                {text.tracking.link}
              </Link>{' '}
              {text.tracking.after}
            </p>
          ),
        },
        {
          heading: text.cancellationHeading,
          body: (
            <ul>
              <li>{text.cancelBefore}</li>
              <li>{text.cancelAfter}</li>
            </ul>
          ),
        },
        {
          heading: text.refundsHeading,
          body: (
            <ul>
              <li>{text.refundOnline}</li>
              <li>{text.feeRefunded}</li>
              <li>{text.feeKept}</li>
            </ul>
          ),
        },
        {
          heading: text.damagedHeading,
          body: <p>{text.damaged}</p>,
        },
      ]}
    />
  );
}
