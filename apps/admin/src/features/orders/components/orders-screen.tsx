import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TEXT,
  formatOrderDate,
  formatPhoneForDisplay,
  formatRupees,
  ORDER_STATUSES,
  type OrderStatus,
  orderIdDisplay,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Loader2, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ListState,
  LoadMore,
  PageHeader,
  SearchForm,
  selectClass,
  TableFrame,
  tdClass,
} from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { toastDone, toastFailed } from '@/lib/notify';
import { invalidateOrders, updateOrder, useOrders } from '../api/orders';
import { OrderStatusBadge } from './order-status-badge';

const { columns } = ADMIN_TEXT.orders;
const orderColumns = [
  columns.order,
  columns.date,
  columns.customer,
  columns.items,
  columns.total,
  columns.payment,
  columns.status,
];

/**
 * One-tap filters for the work waiting (issue 32), each a status of the lifecycle: confirmed orders are to
 * pack, packed ones to ship. (COD's "Awaiting confirmation" belongs here too.)
 */
const QUICK_FILTERS: readonly { label: string; status: OrderStatus }[] = [
  { label: ADMIN_TEXT.orders.quickFilters.toPack, status: 'confirmed' },
  { label: ADMIN_TEXT.orders.quickFilters.toShip, status: 'packed' },
];

const isOrderStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

/** Marks each selected order shipped one after another, so the progress is honest and one failure stops none. */
function useBulkShip(onDone: () => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async (ids: string[]) => {
    setProgress({ done: 0, total: ids.length });
    let failed = 0;
    for (const [index, id] of ids.entries()) {
      try {
        await updateOrder(id, { status: 'shipped' });
      } catch {
        failed += 1;
      }
      setProgress({ done: index + 1, total: ids.length });
    }
    await invalidateOrders(queryClient);
    setProgress(null);
    onDone();
    if (ids.length > failed) toastDone(ADMIN_TEXT.orders.bulkShipped(ids.length - failed));
    if (failed > 0) toastFailed(ADMIN_TEXT.orders.bulkShipFailed(failed));
  };
  return { progress, run };
}

/** /admin/orders: newest first, filtered by status and searched by id suffix, phone or name; bulk shipping. */
export function OrdersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const q = searchParams.get('q') ?? '';
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const orders = useOrders({ status, q: q || undefined });
  const bulk = useBulkShip(() => setSelected(new Set()));

  const setFilter = (key: 'status' | 'q', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
    setSelected(new Set());
  };

  const rows = orders.data?.pages.flatMap((page) => page.data) ?? [];
  const shippable = rows.filter((order) => order.status === 'packed');
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = shippable.length > 0 && shippable.every((order) => selected.has(order._id));

  return (
    <>
      <PageHeader
        title={ADMIN_TEXT.orders.title}
        actions={
          // Shown once there is something to ship: a disabled "Mark 0 shipped" said nothing an owner could use.
          (selected.size > 0 || bulk.progress !== null) && (
            <Button
              variant="brand"
              disabled={bulk.progress !== null}
              onClick={() => void bulk.run([...selected])}
            >
              {bulk.progress ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Truck aria-hidden="true" className="size-4" />
              )}
              {bulk.progress
                ? ADMIN_TEXT.orders.bulkShipping(bulk.progress.done, bulk.progress.total)
                : ADMIN_TEXT.orders.bulkShip(selected.size)}
            </Button>
          )
        }
      />
      <fieldset className="mb-3 flex flex-wrap gap-2">
        <legend className="sr-only">{ADMIN_TEXT.orders.quickFilters.label}</legend>
        {QUICK_FILTERS.map((filter) => (
          <Button
            key={filter.status}
            variant={status === filter.status ? 'brand' : 'outline'}
            size="sm"
            aria-pressed={status === filter.status}
            onClick={() => setFilter('status', status === filter.status ? '' : filter.status)}
          >
            {filter.label}
          </Button>
        ))}
      </fieldset>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchForm
          label={ADMIN_TEXT.orders.searchLabel}
          placeholder={ADMIN_TEXT.orders.searchPlaceholder}
          initial={q}
          onSearch={(text) => setFilter('q', text)}
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:w-56">
          {ADMIN_TEXT.orders.statusFilter}
          <select
            className={selectClass}
            value={status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">{ADMIN_TEXT.orders.allStatuses}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ADMIN_TEXT.orderStatus[value]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <ListState query={orders} isEmpty={rows.length === 0} empty={ADMIN_TEXT.orders.empty}>
        <TableFrame
          stackOnPhone
          columns={[
            <input
              key="select-all"
              type="checkbox"
              aria-label={ADMIN_TEXT.orders.selectAll}
              checked={allSelected}
              disabled={shippable.length === 0}
              onChange={() =>
                setSelected(allSelected ? new Set() : new Set(shippable.map((order) => order._id)))
              }
              className="size-4"
            />,
            ...orderColumns,
          ]}
        >
          {rows.map((order) => {
            const shortId = orderIdDisplay(order._id);
            return (
              <tr key={order._id} className="hover:bg-canvas">
                <td className={tdClass} data-label={ADMIN_TEXT.orders.selectLabel}>
                  <input
                    type="checkbox"
                    aria-label={ADMIN_TEXT.orders.selectOrder(shortId)}
                    checked={selected.has(order._id)}
                    disabled={order.status !== 'packed'}
                    onChange={() => toggle(order._id)}
                    className="size-4"
                  />
                </td>
                <td className={tdClass} data-label={columns.order}>
                  <Link
                    to={adminPaths.order.getHref(order._id)}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                  >
                    {shortId}
                  </Link>
                </td>
                <td className={tdClass} data-label={columns.date}>
                  {formatOrderDate(order.createdAt)}
                </td>
                <td className={tdClass} data-label={columns.customer}>
                  <div>{order.customer.fullName}</div>
                  <div className="text-xs text-muted">{formatPhoneForDisplay(order.customer.phone)}</div>
                </td>
                <td className={tdClass} data-label={columns.items}>
                  {order.itemCount}
                </td>
                <td className={tdClass} data-label={columns.total}>
                  {formatRupees(order.totalAmount)}
                </td>
                <td className={tdClass} data-label={columns.payment}>
                  {ADMIN_TEXT.orders.paymentMethod[order.paymentMethod]} ·{' '}
                  {ADMIN_TEXT.orders.paymentStatus[order.paymentStatus]}
                  {order.refundDue ? (
                    <span className="ml-1 font-semibold text-danger">{ADMIN_TEXT.orders.refundDue}</span>
                  ) : null}
                </td>
                <td className={tdClass} data-label={columns.status}>
                  <OrderStatusBadge status={order.status} />
                </td>
              </tr>
            );
          })}
        </TableFrame>
        <LoadMore query={orders} />
      </ListState>
    </>
  );
}
