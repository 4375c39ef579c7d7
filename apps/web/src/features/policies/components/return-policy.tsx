import { RETURN_POLICY_TEXT } from '@zari/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import { PolicyLayout } from './policy-layout';

export function ReturnPolicy() {
  const text = useText({ RETURN_POLICY_TEXT }).RETURN_POLICY_TEXT;
  return (
    <PolicyLayout
      title={text.title}
      summary={text.summary}
      sections={[
        {
          heading: text.windowHeading,
          body: <p>{text.window}</p>,
        },
        {
          heading: text.howHeading,
          body: (
            <ul>
              <li>
                {text.howOrders.before}{' '}
                <Link to={paths.orders.getHref()} className="text-brand-700 underline">
                  {text.howOrders.link}
                </Link>{' '}
                {text.howOrders.after}
              </li>
              <li>{text.howTell}</li>
              <li>{text.howPack}</li>
              <li>{text.howRefund}</li>
            </ul>
          ),
        },
        {
          heading: text.conditionHeading,
          body: (
            <ul>
              <li>{text.conditionUnused}</li>
              <li>{text.conditionRejected}</li>
            </ul>
          ),
        },
        {
          heading: text.excludedHeading,
          body: (
            <ul>
              {text.excluded.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        },
        {
          heading: text.exchangesHeading,
          body: <p>{text.exchanges}</p>,
        },
        {
          heading: text.damagedHeading,
          body: <p>{text.damaged}</p>,
        },
      ]}
    />
  );
}
