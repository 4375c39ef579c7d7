import { ApiError } from '@zari/api-client';
import { ORDER_DETAIL_TEXT, ORDERS_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { buttonClass } from '@zari/ui/button-class';
import { EmptyState } from '@zari/ui/empty-state';
import { Skeleton } from '@zari/ui/skeleton';
import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import { useOrder } from '../api/get-order';
import { OrderDetail } from './order-detail';

/**
 * `/orders/{id}` (issue 32). The page's loader has the order (on the server, read with the shopper's session)
 * or has answered for it: sign in for a visitor, the 404 page for an order that is not theirs. What is left
 * here is a refresh that fails later (the session ended, the network dropped).
 */
export function OrderDetailView({ orderId }: { orderId: string }) {
  const tx = useText({ ORDERS_TEXT, ORDER_DETAIL_TEXT });
  const order = useOrder(orderId);
  if (order.data) return <OrderDetail order={order.data} />;
  if (order.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={tx.ORDER_DETAIL_TEXT.loading}
        className="mx-auto max-w-5xl space-y-3 px-4 py-4"
      >
        <Skeleton className="h-16 rounded-card" />
        <Skeleton className="h-44 rounded-card" />
        <Skeleton className="h-44 rounded-card" />
      </div>
    );
  }
  const missing = order.error instanceof ApiError && order.error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <EmptyState
        icon={<PackageSearch className="size-7" />}
        title={missing ? tx.ORDER_DETAIL_TEXT.notFoundTitle : tx.ORDER_DETAIL_TEXT.loadErrorTitle}
        description={
          missing ? tx.ORDER_DETAIL_TEXT.notFoundDescription : tx.ORDER_DETAIL_TEXT.loadErrorDescription
        }
        action={
          missing ? (
            <Link to={paths.orders.getHref()} className={buttonClass('primary', 'md')}>
              {tx.ORDER_DETAIL_TEXT.backToOrders}
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void order.refetch()}>
              {tx.ORDERS_TEXT.tryAgain}
            </Button>
          )
        }
      />
    </div>
  );
}
