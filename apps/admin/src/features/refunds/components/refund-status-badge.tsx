import { REFUND_ADMIN_TEXT, type RefundStatus } from '@zari/contract';

const TONES: Record<RefundStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-emerald-100 text-emerald-900',
  recorded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {REFUND_ADMIN_TEXT.statusNames[status]}
    </span>
  );
}
