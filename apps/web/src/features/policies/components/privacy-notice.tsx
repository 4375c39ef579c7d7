import { PRIVACY_NOTICE, PRIVACY_PAGE } from '@zari/contract';
import { useStore } from '@/features/store';
import { PolicyLayout } from './policy-layout';
import { grievanceOfficerLine } from './privacy-notice-items';

/** The public Privacy page (issue 34): the notice in full, the shopper's rights and what is kept after deletion. */
export function PrivacyNotice() {
  const store = useStore().data;
  return (
    <PolicyLayout
      title={PRIVACY_PAGE.title}
      summary={PRIVACY_PAGE.summary}
      sections={[
        {
          id: 'collect',
          heading: PRIVACY_PAGE.collectHeading,
          body: (
            <ul>
              {PRIVACY_NOTICE.items.map((item) => (
                <li key={item.what}>
                  <strong>{item.what}:</strong> {item.why}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'rights',
          heading: PRIVACY_PAGE.rightsHeading,
          body: (
            <>
              <ul>
                {PRIVACY_PAGE.rights.map((right) => (
                  <li key={right}>{right}</li>
                ))}
              </ul>
              <p>{PRIVACY_NOTICE.withdraw}</p>
            </>
          ),
        },
        { id: 'kept', heading: PRIVACY_PAGE.keptHeading, body: <p>{PRIVACY_PAGE.kept}</p> },
        { id: 'sharing', heading: PRIVACY_PAGE.sharingHeading, body: <p>{PRIVACY_PAGE.sharing}</p> },
        {
          id: 'complaints',
          heading: PRIVACY_PAGE.complainHeading,
          body: <p>{PRIVACY_NOTICE.complain(grievanceOfficerLine(store))}</p>,
        },
      ]}
    />
  );
}
