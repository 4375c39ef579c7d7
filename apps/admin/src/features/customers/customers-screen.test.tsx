import { screen, within } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminCustomer,
  formatPhoneForDisplay,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const meera: AdminCustomer = {
  _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a0c1',
  fullName: 'Meera Iyer',
  phone: '+919876543210',
  orders: 3,
  totalSpent: 5997.5,
  lastOrderAt: '2026-11-20T10:00:00.000Z',
  erased: false,
};
const ravi: AdminCustomer = { ...meera, _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a0c2', fullName: 'Ravi Kumar' };

function customersApi() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(ADMIN_API_PATHS.customers, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      if (query.cursor === 'next')
        return HttpResponse.json({ success: true, data: [ravi], nextCursor: null });
      const data = query.q
        ? [meera].filter((row) => row.fullName.toLowerCase().includes(query.q ?? ''))
        : [meera];
      return HttpResponse.json({ success: true, data, nextCursor: query.q ? null : 'next' });
    }),
  );
  return queries;
}

/** jsdom has no object URLs nor downloads: record the files the link would save. */
function recordDownloads() {
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('the customer list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists, searches and pages customers for staff, without the owner’s downloads', async () => {
    signedInAs('staff');
    const queries = customersApi();
    const { user } = renderAdmin('/admin/customers');
    const row = (await screen.findByText('Meera Iyer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹5,997.5')).toHaveAttribute(
      'data-label',
      ADMIN_TEXT.customers.columns.spent,
    );
    expect(within(row).getByText(formatPhoneForDisplay(meera.phone))).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.loadMore }));
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();

    await user.type(screen.getByLabelText(ADMIN_TEXT.customers.searchLabel), 'meera{Enter}');
    await vi.waitFor(() => expect(queries.at(-1)).toEqual({ q: 'meera' }));
    expect(screen.queryByRole('button', { name: ADMIN_TEXT.customers.download })).toBeNull();
    expect(screen.queryByRole('button', { name: ADMIN_TEXT.reports.download })).toBeNull();
  });

  it('gives the owner the list and the accountant’s orders as CSV, the range checked first', async () => {
    signedInAs('owner');
    customersApi();
    const asked: string[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.customersCsv, ({ request }) => {
        asked.push(request.url);
        return new HttpResponse('\uFEFFName\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
      http.get(ADMIN_API_PATHS.ordersCsv, ({ request }) => {
        asked.push(request.url);
        return new HttpResponse('\uFEFFOrder id\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    const saved = recordDownloads();
    const { user } = renderAdmin('/admin/customers?q=meera');
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.customers.download }));
    await vi.waitFor(() => expect(saved).toEqual([ADMIN_TEXT.customers.fileName]));

    const from = screen.getByLabelText(ADMIN_TEXT.reports.from);
    const to = screen.getByLabelText(ADMIN_TEXT.reports.to);
    await user.clear(from);
    await user.type(from, '2026-11-30');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.reports.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.dateRangeReversed);
    expect(asked).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.reports.download }));
    await vi.waitFor(() =>
      expect(saved).toEqual([
        ADMIN_TEXT.customers.fileName,
        ADMIN_TEXT.reports.fileName('2026-11-01', '2026-11-30'),
      ]),
    );
    expect(asked.map((url) => new URL(url).search)).toEqual(['?q=meera', '?from=2026-11-01&to=2026-11-30']);
  });

  it('shows a customer who erased their account by the pseudonym, marked, with no phone', async () => {
    signedInAs('staff');
    const erased: AdminCustomer = {
      ...meera,
      _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a0c3',
      fullName: 'Deleted customer 7F3A9C01',
      phone: '',
      orders: 1,
      erased: true,
    };
    server.use(
      http.get(ADMIN_API_PATHS.customers, () =>
        HttpResponse.json({ success: true, data: [meera, erased], nextCursor: null }),
      ),
    );
    renderAdmin('/admin/customers');
    const row = (await screen.findByText('Deleted customer 7F3A9C01')).closest('tr') as HTMLElement;
    expect(within(row).getByText(ADMIN_TEXT.customers.erased)).toBeInTheDocument();
    expect(within(row).getByText(ADMIN_TEXT.common.none)).toHaveAttribute(
      'data-label',
      ADMIN_TEXT.customers.columns.phone,
    );
    // A customer who did not erase is shown as ever: no mark, their phone.
    const other = screen.getByText('Meera Iyer').closest('tr') as HTMLElement;
    expect(within(other).queryByText(ADMIN_TEXT.customers.erased)).toBeNull();
    expect(within(other).getByText(formatPhoneForDisplay(meera.phone))).toBeInTheDocument();
  });
});
