import { ADMIN_TEXT, formatRupees, ORDER_STATUSES, REFUND_ADMIN_TEXT } from '@zari/contract';
import { Link } from 'react-router';
import { Card, LoadFailed, Loading, PageHeader } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { OrderStatusBadge } from '@/features/orders';
import { failureMessage } from '@/lib/admin-api';
import { useSummary } from '../api/summary';

function Period({ title, orders, revenue }: { title: string; orders: number; revenue: number }) {
  return (
    <Card title={title}>
      <p className="font-display text-3xl font-semibold">{formatRupees(revenue)}</p>
      <p className="mt-1 text-sm text-muted">{ADMIN_TEXT.dashboard.orders(orders)}</p>
    </Card>
  );
}

/** /admin: today and the last 7 days, orders waiting at each step, refunds due and low stock. */
export function DashboardScreen() {
  const summary = useSummary();
  if (summary.isPending)
    return (
      <>
        <PageHeader title={ADMIN_TEXT.dashboard.title} />
        <Loading />
      </>
    );
  if (summary.isError) {
    return (
      <>
        <PageHeader title={ADMIN_TEXT.dashboard.title} />
        <LoadFailed
          message={failureMessage(summary.error, ADMIN_TEXT.dashboard.loadFailed)}
          onRetry={() => void summary.refetch()}
        />
      </>
    );
  }
  const data = summary.data;
  return (
    <>
      <PageHeader title={ADMIN_TEXT.dashboard.title} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Period title={ADMIN_TEXT.dashboard.today} {...data.today} />
        <Period title={ADMIN_TEXT.dashboard.last7Days} {...data.last7Days} />
        <Card title={ADMIN_TEXT.dashboard.refundsDue}>
          <p className="font-display text-3xl font-semibold">{data.refundsDue}</p>
          {data.refundsOwed ? (
            data.refundsOwed.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{REFUND_ADMIN_TEXT.dashboardEmpty}</p>
            ) : (
              <ul
                className="mt-2 space-y-1 text-sm"
                aria-label={REFUND_ADMIN_TEXT.dashboardOwed(data.refundsDue)}
              >
                {data.refundsOwed.map((owed) => (
                  <li key={owed.orderId} className="flex justify-between gap-2">
                    <Link to={adminPaths.order.getHref(owed.orderId)} className="font-mono hover:underline">
                      {owed.orderNumber}
                    </Link>
                    <span className="font-semibold">{formatRupees(owed.amount)}</span>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <Link to={adminPaths.refunds.getHref()} className="mt-2 inline-block text-sm hover:underline">
            {REFUND_ADMIN_TEXT.listTitle}
          </Link>
        </Card>
        <Card title={ADMIN_TEXT.dashboard.byStatus} className="sm:col-span-2 lg:col-span-2">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {ORDER_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={`${adminPaths.orders.getHref()}?status=${status}`}
                  className="flex items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 hover:bg-canvas"
                >
                  <OrderStatusBadge status={status} />
                  <span className="font-semibold">{data.ordersByStatus[status] ?? 0}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={ADMIN_TEXT.dashboard.lowStock}>
          {data.lowStockSkus ? (
            // Issue 31: per size and colour, at the store's threshold.
            data.lowStockSkus.length === 0 ? (
              <p className="text-sm text-muted">{ADMIN_TEXT.dashboard.lowStockEmpty}</p>
            ) : (
              <>
                {data.lowStockThreshold !== undefined ? (
                  <p className="mb-2 text-xs text-muted">
                    {ADMIN_TEXT.dashboard.lowStockAtMost(data.lowStockThreshold)}
                  </p>
                ) : null}
                <ul className="space-y-1 text-sm" data-testid="low-stock-skus">
                  {data.lowStockSkus.map((sku) => (
                    <li
                      key={`${sku._id}/${sku.colorName}/${sku.size}`}
                      className="flex justify-between gap-2"
                    >
                      <Link
                        to={adminPaths.product.getHref(sku._id)}
                        className="min-w-0 truncate hover:underline"
                      >
                        {sku.title}
                        <span className="ml-1 text-muted">
                          {ADMIN_TEXT.dashboard.lowStockSku(sku.colorName, sku.size)}
                        </span>
                      </Link>
                      <span className="shrink-0 font-semibold text-danger">
                        {ADMIN_TEXT.dashboard.piecesLeft(sku.stock)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )
          ) : data.lowStock.length === 0 ? (
            <p className="text-sm text-muted">{ADMIN_TEXT.dashboard.lowStockEmpty}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {data.lowStock.map((product) => (
                <li key={product._id} className="flex justify-between gap-2">
                  <Link to={adminPaths.product.getHref(product._id)} className="truncate hover:underline">
                    {product.title}
                  </Link>
                  <span className="shrink-0 font-semibold text-danger">
                    {ADMIN_TEXT.dashboard.piecesLeft(product.stockCount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
