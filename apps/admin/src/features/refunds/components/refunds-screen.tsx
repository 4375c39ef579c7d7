import {
  type AdminRefund,
  formatRupees,
  REFUND_ADMIN_TEXT,
  REFUND_METHOD_LABELS,
  REFUND_STATUSES,
  type RefundStatus,
} from '@zari/contract';
import { PendingButton } from '@zari/ui/pending-button';
import { Link, useSearchParams } from 'react-router';
import { ListState, PageHeader, selectClass, TableFrame, tdClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useRefunds, useRetryRefund } from '../api/refunds';
import { RefundStatusBadge } from './refund-status-badge';

const { columns } = REFUND_ADMIN_TEXT;

const isStatus = (value: string | null): value is RefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(value ?? '');

/** Staff may retry a refund of a payment no order used that failed or was never answered by the gateway. */
const retryable = (refund: AdminRefund) =>
  refund.orderId === null &&
  (refund.status === 'failed' || (refund.status === 'pending' && refund.gatewayRefundId === null));

function RetryRefund({ refund }: { refund: AdminRefund }) {
  const retry = useRetryRefund();
  return (
    <PendingButton
      type="button"
      variant="outline"
      pending={retry.isPending}
      aria-label={REFUND_ADMIN_TEXT.retryLabel(formatRupees(refund.amount))}
      onClick={() =>
        retry.mutate(refund._id, {
          onSuccess: () => toastDone(REFUND_ADMIN_TEXT.retried),
          onError: (error) => toastFailed(failureMessage(error, REFUND_ADMIN_TEXT.retry)),
        })
      }
    >
      {REFUND_ADMIN_TEXT.retry}
    </PendingButton>
  );
}

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
                {refund.orderId ? (
                  <Link className="font-mono hover:underline" to={adminPaths.order.getHref(refund.orderId)}>
                    {refund.orderNumber}
                  </Link>
                ) : (
                  <span className="font-mono text-xs">{REFUND_ADMIN_TEXT.noOrder(refund.paymentId)}</span>
                )}
              </td>
              <td className={tdClass}>{formatRupees(refund.amount)}</td>
              <td className={tdClass}>{REFUND_METHOD_LABELS[refund.method]}</td>
              <td className={tdClass}>{REFUND_ADMIN_TEXT.reasonNames[refund.reason]}</td>
              <td className={tdClass}>
                <RefundStatusBadge status={refund.status} />
                {refund.failureReason ? (
                  <span className="block text-xs text-danger">{refund.failureReason}</span>
                ) : null}
                {retryable(refund) ? <RetryRefund refund={refund} /> : null}
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
