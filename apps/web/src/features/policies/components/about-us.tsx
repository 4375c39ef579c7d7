import { ABOUT_US_TEXT } from '@zari/contract';
import { useStore } from '@/features/store';
import { useText } from '@/lib/i18n';
import { PolicyLayout } from './policy-layout';

export function AboutUs() {
  const text = useText({ ABOUT_US_TEXT }).ABOUT_US_TEXT;
  const store = useStore().data;
  return (
    <PolicyLayout
      title={text.title}
      summary={text.summary}
      sections={[
        {
          heading: text.whoHeading,
          body: <p>{text.who}</p>,
        },
        {
          heading: text.promiseHeading,
          body: (
            <ul>
              {text.promises.map((promise) => (
                <li key={promise}>{promise}</li>
              ))}
            </ul>
          ),
        },
        {
          id: 'terms',
          heading: text.termsHeading,
          body: <p>{text.terms(store?.registeredAddress.city ?? text.sellerCityFallback)}</p>,
        },
        {
          id: 'privacy',
          heading: text.privacyHeading,
          body: <p>{text.privacy(store?.supportEmail ?? text.contactFallback)}</p>,
        },
      ]}
    />
  );
}
