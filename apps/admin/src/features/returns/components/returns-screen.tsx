import {
  formatOrderDate,
  formatRupees,
  orderIdDisplay,
  RETURN_ADMIN_TEXT,
  RETURN_STATES,
  type ReturnState,
} from '@zari/contract';
import { Link, useSearchParams } from 'react-router';
import { ListState, PageHeader, selectClass, TableFrame, tdClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { useReturns } from '../api/returns';

const isReturnState = (value: string | null): value is ReturnState =>
  RETURN_STATES.includes(value as ReturnState);

/**
 * /admin/returns (issue 33): the queue, those waiting longest first, each with how long it has waited (a
 * refund is owed within a reasonable time), filtered by state.
 */
export function ReturnsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state');
  const state = isReturnState(stateParam) ? stateParam : undefined;
  const returns = useReturns(state);
  const rows = returns.data ?? [];
  return (
    <>
      <PageHeader title={RETURN_ADMIN_TEXT.title} />
      <label className="mb-4 flex items-center gap-2 text-sm font-medium sm:w-64">
        {RETURN_ADMIN_TEXT.state}
        <select
          className={selectClass}
          value={state ?? ''}
          onChange={(event) =>
            setSearchParams(event.target.value ? { state: event.target.value } : {}, { replace: true })
          }
        >
          <option value="">{RETURN_ADMIN_TEXT.all}</option>
          {RETURN_STATES.map((value) => (
            <option key={value} value={value}>
              {RETURN_ADMIN_TEXT.states[value]}
            </option>
          ))}
        </select>
      </label>
      <ListState query={returns} isEmpty={rows.length === 0} empty={RETURN_ADMIN_TEXT.empty}>
        <TableFrame
          stackOnPhone
          columns={[
            RETURN_ADMIN_TEXT.order,
            RETURN_ADMIN_TEXT.age,
            RETURN_ADMIN_TEXT.customer,
            RETURN_ADMIN_TEXT.pieces,
            RETURN_ADMIN_TEXT.refund,
            RETURN_ADMIN_TEXT.state,
          ]}
        >
          {rows.map((ret) => (
            <tr key={ret._id} className="hover:bg-canvas">
              <td className={tdClass} data-label={RETURN_ADMIN_TEXT.order}>
                <Link
                  to={adminPaths.return.getHref(ret._id)}
                  className="font-mono font-semibold text-brand-700 hover:underline"
                >
                  {orderIdDisplay(ret.orderId)}
                </Link>
                <div className="text-xs text-muted">{formatOrderDate(ret.createdAt)}</div>
              </td>
              <td className={tdClass} data-label={RETURN_ADMIN_TEXT.age} data-testid="return-age">
                {RETURN_ADMIN_TEXT.waiting(ret.ageHours)}
              </td>
              <td className={tdClass} data-label={RETURN_ADMIN_TEXT.customer}>
                {ret.customerName}
              </td>
              <td className={tdClass} data-label={RETURN_ADMIN_TEXT.pieces}>
                {ret.pieces}
              </td>
              <td className={tdClass} data-label={RETURN_ADMIN_TEXT.refund}>
                {formatRupees(ret.refundAmount)}
              </td>
              <td className={tdClass} data-label={RETURN_ADMIN_TEXT.state}>
                {RETURN_ADMIN_TEXT.states[ret.state]}
              </td>
            </tr>
          ))}
        </TableFrame>
      </ListState>
    </>
  );
}
