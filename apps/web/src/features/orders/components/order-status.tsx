import { ORDER_DETAIL_TEXT, type Order, orderBadgeVariant, orderDisplayStatus } from '@zari/contract';
import { Badge } from '@zari/ui/badge';
import { useText } from '@/lib/i18n';

/**
 * SPEC §4's badge, unchanged in English and in the page's language under /hi, and beside it where the parcel is (issue 32): the fulfilment step from the
 * order JSON, labelled by the contract. Nothing beside the badge before staff confirm, or once it is final.
 */
export function OrderStatus({ order }: { order: Order }) {
  const tx = useText({ ORDER_DETAIL_TEXT });
  const stage = order.fulfilment;
  const showStep = stage && stage !== 'placed' && !order.isCancelled && !order.isDelivered;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={orderBadgeVariant(order)}>
        {tx.ORDER_DETAIL_TEXT.displayStatuses[orderDisplayStatus(order)]}
      </Badge>
      {showStep ? (
        <span data-testid="order-step" className="text-xs font-semibold text-ink">
          {tx.ORDER_DETAIL_TEXT.steps[stage] ?? stage}
        </span>
      ) : null}
    </span>
  );
}
