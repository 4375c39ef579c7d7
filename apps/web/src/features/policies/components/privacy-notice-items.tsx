import { PRIVACY_NOTICE, type PublicStoreSettings } from '@zari/contract';
import { useText } from '@/lib/i18n';

/** "Name, designation (email, phone)" of the grievance officer, or where to find them. */
export function grievanceOfficerLine(
  store: PublicStoreSettings | undefined,
  notice: Pick<typeof PRIVACY_NOTICE, 'officerFallback'>,
) {
  const officer = store?.grievanceOfficer;
  return officer
    ? `${officer.name}, ${officer.designation} (${officer.email}, ${officer.phone})`
    : notice.officerFallback;
}

/**
 * The itemised privacy notice (issue 34; DPDP Rules 2025): what is collected and why, how to withdraw, how to
 * complain. Shown at signup before the shopper agrees, and on the Privacy page.
 */
export function PrivacyNoticeItems({ store }: { store: PublicStoreSettings | undefined }) {
  const notice = useText({ PRIVACY_NOTICE }).PRIVACY_NOTICE;
  return (
    <div className="space-y-2">
      <ul className="space-y-1.5">
        {notice.items.map((item) => (
          <li key={item.what} className="ml-4 list-disc">
            <span className="font-semibold text-ink">{item.what}:</span> {item.why}
          </li>
        ))}
      </ul>
      <p>{notice.withdraw}</p>
      <p>{notice.complain(grievanceOfficerLine(store, notice))}</p>
    </div>
  );
}
