import { TICKET_TEXT } from '@zari/contract';
import { GrievanceOfficer, MyTickets, RaiseComplaintForm } from '@/features/help';
import { RouteHead, unlistedHead } from '@/features/seo';
import { useText } from '@/lib/i18n';

/**
 * Help / Raise a complaint (issue 34, Consumer Protection (E-Commerce) Rules 2020): the form (signed in, or
 * with a phone verified by OTP), the shopper's complaints, and the grievance officer from the store settings.
 */
export default function HelpPage() {
  const tx = useText({ TICKET_TEXT });
  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 pt-4 pb-12">
      <RouteHead head={() => unlistedHead('help')} />
      <header className="space-y-1">
        <h1 className="font-display text-2xl font-semibold">{tx.TICKET_TEXT.raiseTitle}</h1>
        <p className="text-sm text-muted">{tx.TICKET_TEXT.intro}</p>
      </header>
      <RaiseComplaintForm />
      <MyTickets />
      <GrievanceOfficer />
    </main>
  );
}
