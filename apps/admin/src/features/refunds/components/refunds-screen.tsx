import {
  formatRupees,
  REFUND_ADMIN_TEXT,
  REFUND_METHOD_LABELS,
  REFUND_STATUSES,
  type RefundStatus,
} from '@zari/contract';
import { Link, useSearchParams } from 'react-router';
import { ListState, PageHeader, selectClass, TableFrame, tdClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { useRefunds } from '../api/refunds';
import { RefundStatusBadge } from './refund-status-badge';

const { columns } = REFUND_ADMIN_TEXT;

const isStatus = (value: string | null): value is RefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(value ?? '');

/** /admin/refunds: every refund, newest first, by status, with its order, amount and how long it has waited. */
export function RefundsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isStatus(requested) ? requested : undefined;
  const refunds = useRefunds(status);
  return (
    <>
      <PageHeader title={REFUND_ADMIN_TEXT.listTitle} />
      <label className="mb-4 flex items-center gap-2 text-sm">
        {REFUND_ADMIN_TEXT.statusFilter}
        <select
          className={`${selectClass} w-auto`}
          value={status ?? ''}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        >
          <option value="">{REFUND_ADMIN_TEXT.allStatuses}</option>
          {REFUND_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REFUND_ADMIN_TEXT.statusNames[value]}
            </option>
          ))}
        </select>
      </label>
      <ListState query={refunds} isEmpty={(refunds.data ?? []).length === 0} empty={REFUND_ADMIN_TEXT.empty}>
        <TableFrame
          columns={[
            columns.order,
            columns.amount,
            columns.method,
            columns.reason,
            columns.status,
            columns.reference,
            columns.age,
          ]}
        >
          {(refunds.data ?? []).map((refund) => (
            <tr key={refund._id}>
              <td className={tdClass}>
                <Link className="font-mono hover:underline" to={adminPaths.order.getHref(refund.orderId)}>
                  {refund.orderNumber}
                </Link>
              </td>
              <td className={tdClass}>{formatRupees(refund.amount)}</td>
              <td className={tdClass}>{REFUND_METHOD_LABELS[refund.method]}</td>
              <td className={tdClass}>{REFUND_ADMIN_TEXT.reasonNames[refund.reason]}</td>
              <td className={tdClass}>
                <RefundStatusBadge status={refund.status} />
              </td>
              <td className={`${tdClass} font-mono text-xs`}>
                {refund.transferReference ?? refund.gatewayRefundId ?? ''}
                {refund.payoutMasked ? <span className="block text-muted">{refund.payoutMasked}</span> : null}
              </td>
              <td className={tdClass}>{REFUND_ADMIN_TEXT.age(refund.ageHours)}</td>
            </tr>
          ))}
        </TableFrame>
      </ListState>
    </>
  );
}
