import { ADMIN_TEXT, formatOrderDate, formatPhoneForDisplay, formatRupees, type User } from '@zari/contract';
import { PendingButton } from '@zari/ui/pending-button';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListState, LoadMore, PageHeader, SearchForm, TableFrame, tdClass } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { toastFailed } from '@/lib/notify';
import { downloadCustomersCsv, useCustomers } from '../api/customers';
import { OrdersCsvDownload } from './orders-csv-download';

const { columns } = ADMIN_TEXT.customers;
const customerColumns = [columns.name, columns.phone, columns.orders, columns.spent, columns.last];

/** The list as CSV, for the owner alone (the API refuses staff: it is every customer's phone number). */
function CustomersCsvButton({ q }: { q: string }) {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await downloadCustomersCsv(q);
    } catch (error) {
      toastFailed(failureMessage(error, ADMIN_TEXT.customers.downloadFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <PendingButton variant="outline" pending={pending} onClick={() => void onClick()}>
      <Download aria-hidden="true" className="size-4" />
      {ADMIN_TEXT.customers.download}
    </PendingButton>
  );
}

/**
 * /admin/customers: shoppers who have ordered, last order first, with their orders kept and what they spent,
 * searched by name or phone and paged; the owner also downloads the list and the accountant's orders as CSV.
 */
export function CustomersScreen({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const customers = useCustomers(q);
  const rows = customers.data?.pages.flatMap((page) => page.data) ?? [];
  const owner = user.role === 'owner';
  return (
    <>
      <PageHeader title={ADMIN_TEXT.customers.title} actions={owner ? <CustomersCsvButton q={q} /> : null} />
      <div className="mb-4 flex">
        <SearchForm
          label={ADMIN_TEXT.customers.searchLabel}
          placeholder={ADMIN_TEXT.customers.searchPlaceholder}
          initial={q}
          onSearch={(text) => setSearchParams(text ? { q: text } : {}, { replace: true })}
        />
      </div>
      <ListState query={customers} isEmpty={rows.length === 0} empty={ADMIN_TEXT.customers.empty}>
        <TableFrame columns={customerColumns} stackOnPhone>
          {rows.map((customer) => (
            <tr key={customer._id}>
              <td className={tdClass} data-label={columns.name}>
                {customer.fullName || ADMIN_TEXT.common.none}
                {customer.erased ? (
                  <span className="ml-2 rounded bg-ink/5 px-1.5 py-0.5 text-xs text-muted">
                    {ADMIN_TEXT.customers.erased}
                  </span>
                ) : null}
              </td>
              <td className={`${tdClass} whitespace-nowrap`} data-label={columns.phone}>
                {customer.phone ? formatPhoneForDisplay(customer.phone) : ADMIN_TEXT.common.none}
              </td>
              <td className={tdClass} data-label={columns.orders}>
                {customer.orders}
              </td>
              <td className={tdClass} data-label={columns.spent}>
                {formatRupees(customer.totalSpent)}
              </td>
              <td className={tdClass} data-label={columns.last}>
                {formatOrderDate(customer.lastOrderAt)}
              </td>
            </tr>
          ))}
        </TableFrame>
        <LoadMore query={customers} />
      </ListState>
      {owner ? (
        <div className="mt-6">
          <OrdersCsvDownload />
        </div>
      ) : null}
    </>
  );
}
