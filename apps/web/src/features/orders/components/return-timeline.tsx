import {
  formatOrderDate,
  formatRupees,
  type OrderReturn,
  RETURN_FLOW_TEXT,
  RETURN_TIMELINE_STEPS,
  returnTimelineIndex,
} from '@zari/contract';
import { Check } from 'lucide-react';
import { useLocale, useText } from '@/lib/i18n';

/**
 * One return's own timeline (issue 33): requested → pick-up scheduled → picked up → received → refunded, each
 * reached step ticked with its date; a rejected return ends at its reason, a closed one says why.
 */
export function ReturnTimeline({ ret }: { ret: OrderReturn }) {
  const tx = useText({ RETURN_FLOW_TEXT });
  const locale = useLocale();
  const reached = returnTimelineIndex(ret.state);
  const dateOf = (state: string) => ret.timeline.findLast((step) => step.state === state)?.at;
  return (
    <section
      aria-label={tx.RETURN_FLOW_TEXT.returnTitle(formatOrderDate(ret.createdAt, locale))}
      data-testid="return-timeline"
      className="rounded-md border border-line px-3 py-2 text-sm"
    >
      <p className="font-semibold">
        {tx.RETURN_FLOW_TEXT.returnTitle(formatOrderDate(ret.createdAt, locale))}
      </p>
      <p className="text-xs text-muted">
        {ret.lines.map((line) => `${line.title} × ${line.quantity}`).join(', ')} ·{' '}
        {tx.RETURN_FLOW_TEXT.refundAmount} {formatRupees(ret.refund.refundedAmount ?? ret.refund.amount)}
      </p>
      {ret.state === 'rejected' ? (
        <p className="mt-2 font-medium text-danger">
          {tx.RETURN_FLOW_TEXT.rejected(ret.rejectionReason ?? '')}
        </p>
      ) : (
        <ol className="mt-2 space-y-1">
          {RETURN_TIMELINE_STEPS.map((step, index) => {
            const done = index <= reached;
            const at = dateOf(step);
            return (
              <li
                key={step}
                data-done={done}
                className={done ? 'flex items-center gap-2' : 'flex items-center gap-2 text-muted'}
              >
                <span
                  aria-hidden="true"
                  className={
                    done
                      ? 'grid size-4 place-items-center rounded-full bg-success text-white'
                      : 'size-4 rounded-full border border-line'
                  }
                >
                  {done ? <Check className="size-3" /> : null}
                </span>
                <span>{tx.RETURN_FLOW_TEXT.steps[step]}</span>
                {done && at ? (
                  <span className="text-xs text-muted">{formatOrderDate(at, locale)}</span>
                ) : null}
                {step === 'approved' && done && ret.pickupDate ? (
                  <span className="text-xs text-muted">{tx.RETURN_FLOW_TEXT.pickupOn(ret.pickupDate)}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {ret.state === 'refund_pending' ? (
        <p className="mt-1 text-xs">{tx.RETURN_FLOW_TEXT.refundPending}</p>
      ) : null}
      {ret.state === 'closed' ? (
        <p className="mt-1 text-xs text-danger">{tx.RETURN_FLOW_TEXT.closed}</p>
      ) : null}
      {ret.refund.failure && ret.state === 'received' ? (
        <p className="mt-1 text-xs text-danger">{tx.RETURN_FLOW_TEXT.refundFailed}</p>
      ) : null}
      {ret.lines
        .filter((line) => line.qcPassed === false && line.qcReason)
        .map((line) => (
          <p key={line.lineId} className="mt-1 text-xs text-danger">
            {line.title}: {tx.RETURN_FLOW_TEXT.qcFailed(line.qcReason ?? '')}
          </p>
        ))}
    </section>
  );
}
