import { TAX_SHOPPER_TEXT, TICKET_TEXT } from '@zari/contract';
import { useStore } from '@/features/store';
import { useText } from '@/lib/i18n';

/** The grievance officer the rules require the store to name (store settings, `GET /api/store`). */
export function GrievanceOfficer() {
  const tx = useText({ TICKET_TEXT, TAX_SHOPPER_TEXT });
  const officer = useStore().data?.grievanceOfficer;
  if (!officer) return null;
  return (
    <section
      aria-labelledby="grievance-officer"
      className="space-y-1 rounded-card border border-line p-4 text-sm"
    >
      <h2 id="grievance-officer" className="font-semibold">
        {tx.TICKET_TEXT.officerTitle}
      </h2>
      <p className="text-muted">{tx.TICKET_TEXT.officerIntro}</p>
      <address className="not-italic">
        {tx.TICKET_TEXT.officerName(officer.name, officer.designation)}
        <br />
        <a className="text-brand-700 hover:underline" href={`mailto:${officer.email}`}>
          {officer.email}
        </a>
        <br />
        {officer.phone}
        <br />
        {tx.TAX_SHOPPER_TEXT.grievanceHours}
      </address>
    </section>
  );
}
