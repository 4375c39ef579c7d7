import { formatOrderDate, formatSpan, TICKET_TEXT, type TicketClock } from '@zari/contract';
import { cn } from '@zari/ui/cn';

/** One of the rules' clocks: due in, overdue by, or done on. */
export function TicketClockLine({ label, clock }: { label: string; clock: TicketClock }) {
  const text =
    clock.metAt !== null
      ? TICKET_TEXT.clockMet(formatOrderDate(clock.metAt))
      : clock.overdue
        ? TICKET_TEXT.clockOverdue(formatSpan(clock.msLeft ?? 0))
        : TICKET_TEXT.clockDue(formatSpan(clock.msLeft ?? 0));
  return (
    <p className="flex justify-between gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <span className={cn('font-medium', clock.overdue && 'text-danger')}>{text}</span>
    </p>
  );
}
