import { PRIVACY_NOTICE, PRIVACY_PAGE } from '@zari/contract';
import { useStore } from '@/features/store';
import { useText } from '@/lib/i18n';
import { PolicyLayout } from './policy-layout';
import { grievanceOfficerLine } from './privacy-notice-items';

/** The public Privacy page (issue 34): the notice in full, the shopper's rights and what is kept after deletion. */
export function PrivacyNotice() {
  const tx = useText({ PRIVACY_NOTICE, PRIVACY_PAGE });
  const { PRIVACY_NOTICE: notice, PRIVACY_PAGE: page } = tx;
  const store = useStore().data;
  return (
    <PolicyLayout
      title={page.title}
      summary={page.summary}
      sections={[
        {
          id: 'collect',
          heading: page.collectHeading,
          body: (
            <ul>
              {notice.items.map((item) => (
                <li key={item.what}>
                  <strong>{item.what}:</strong> {item.why}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'rights',
          heading: page.rightsHeading,
          body: (
            <>
              <ul>
                {page.rights.map((right) => (
                  <li key={right}>{right}</li>
                ))}
              </ul>
              <p>{notice.withdraw}</p>
            </>
          ),
        },
        { id: 'kept', heading: page.keptHeading, body: <p>{page.kept}</p> },
        { id: 'sharing', heading: page.sharingHeading, body: <p>{page.sharing}</p> },
        {
          id: 'complaints',
          heading: page.complainHeading,
          body: <p>{notice.complain(grievanceOfficerLine(store, notice))}</p>,
        },
      ]}
    />
  );
}
