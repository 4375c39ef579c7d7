import { formatOrderDate, formatSpan, TICKET_TEXT, type TicketClock } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { useLocale, useText } from '@/lib/i18n';

/** One of the rules' clocks: due in, overdue by, or done on. */
export function TicketClockLine({ label, clock }: { label: string; clock: TicketClock }) {
  const tx = useText({ TICKET_TEXT });
  const locale = useLocale();
  const text =
    clock.metAt !== null
      ? tx.TICKET_TEXT.clockMet(formatOrderDate(clock.metAt, locale))
      : clock.overdue
        ? tx.TICKET_TEXT.clockOverdue(formatSpan(clock.msLeft ?? 0, locale))
        : tx.TICKET_TEXT.clockDue(formatSpan(clock.msLeft ?? 0, locale));
  return (
    <p className="flex justify-between gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <span className={cn('font-medium', clock.overdue && 'text-danger')}>{text}</span>
    </p>
  );
}
