import { useParams, useSearchParams } from 'react-router';
import { TicketView } from '@/features/help';
import { RouteHead, unlistedHead } from '@/features/seo';

/**
 * One complaint (issue 34), `/help/tickets/{id}` for its signed-in shopper or `?key=…` from its message's
 * link. Read in the browser only: the server's HTML is the frame (the page is personal and never cached).
 */
export default function HelpTicketPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <main className="mx-auto w-full max-w-2xl px-4 pt-4 pb-12">
      <RouteHead head={() => unlistedHead('helpTicket')} />
      <TicketView ticketId={id} accessKey={search.get('key') ?? undefined} />
    </main>
  );
}
