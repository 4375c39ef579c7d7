import { ADMIN_TEXT, type OrderStatus } from '@zari/contract';
import { cn } from '@zari/ui/cn';

const TONE: Record<OrderStatus, string> = {
  awaiting_confirmation: 'bg-orange-100 text-orange-900',
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-brand-100 text-brand-800',
  packed: 'bg-brand-100 text-brand-800',
  shipped: 'bg-indigo-100 text-indigo-900',
  out_for_delivery: 'bg-violet-100 text-violet-900',
  delivered: 'bg-success/10 text-success',
  cancelled: 'bg-danger/10 text-danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[status],
      )}
    >
      {ADMIN_TEXT.orderStatus[status]}
    </span>
  );
}
