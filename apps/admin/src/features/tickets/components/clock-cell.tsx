import { TICKET_ADMIN_TEXT, type TicketClock } from '@zari/contract';
import { cn } from '@zari/ui/cn';

/** One clock in the queue: time left, overdue (red) or done. */
export function ClockCell({ clock }: { clock: TicketClock }) {
  if (clock.metAt !== null) {
    return (
      <span className={cn('text-muted', clock.metLate && 'text-danger')}>
        {clock.metLate ? TICKET_ADMIN_TEXT.metLate : TICKET_ADMIN_TEXT.met}
      </span>
    );
  }
  const left = clock.msLeft ?? 0;
  return clock.overdue ? (
    <span className="font-semibold text-danger">{TICKET_ADMIN_TEXT.overdue(left)}</span>
  ) : (
    <span>{TICKET_ADMIN_TEXT.left(left)}</span>
  );
}
