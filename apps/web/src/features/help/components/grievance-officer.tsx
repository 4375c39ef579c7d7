import { TAX_TEXT, TICKET_TEXT } from '@zari/contract';
import { useStore } from '@/features/store';

/** The grievance officer the rules require the store to name (store settings, `GET /api/store`). */
export function GrievanceOfficer() {
  const officer = useStore().data?.grievanceOfficer;
  if (!officer) return null;
  return (
    <section
      aria-labelledby="grievance-officer"
      className="space-y-1 rounded-card border border-line p-4 text-sm"
    >
      <h2 id="grievance-officer" className="font-semibold">
        {TICKET_TEXT.officerTitle}
      </h2>
      <p className="text-muted">{TICKET_TEXT.officerIntro}</p>
      <address className="not-italic">
        {TICKET_TEXT.officerName(officer.name, officer.designation)}
        <br />
        <a className="text-brand-700 hover:underline" href={`mailto:${officer.email}`}>
          {officer.email}
        </a>
        <br />
        {officer.phone}
        <br />
        {TAX_TEXT.grievanceHours}
      </address>
    </section>
  );
}
