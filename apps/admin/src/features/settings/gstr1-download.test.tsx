import { screen } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_TEXT, TAX_MESSAGES, TAX_TEXT } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const summary = {
  today: { orders: 0, revenue: 0 },
  last7Days: { orders: 0, revenue: 0 },
  ordersByStatus: { pending: 0, paid: 0, confirmed: 0, packed: 0, shipped: 0, delivered: 0, cancelled: 0 },
  refundsDue: 0,
  lowStock: [],
};

describe('the GSTR-1 download on the dashboard', () => {
  afterEach(() => vi.restoreAllMocks());

  it("fetches the month's zip for the owner and hands it to the browser as a file", async () => {
    signedInAs('owner');
    const asked: string[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.summary, () => HttpResponse.json({ success: true, data: summary })),
      http.get(ADMIN_API_PATHS.gstr1, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('month') ?? '');
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/zip' },
        });
      }),
    );
    // jsdom has no object URLs nor downloads: record the file the link would save.
    URL.createObjectURL = vi.fn(() => 'blob:gstr1');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderAdmin('/admin');
    const month = await screen.findByLabelText(new RegExp(`^${TAX_TEXT.reports.month}`));
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByRole('button', { name: TAX_TEXT.reports.download }));
    await vi.waitFor(() => expect(saved).toEqual([TAX_TEXT.reports.fileName('2026-10')]));
    expect(asked).toEqual(['2026-10']);
  });

  it("shows the API's refusal", async () => {
    signedInAs('owner');
    server.use(
      http.get(ADMIN_API_PATHS.summary, () => HttpResponse.json({ success: true, data: summary })),
      http.get(ADMIN_API_PATHS.gstr1, () =>
        HttpResponse.json({ success: false, message: TAX_MESSAGES.gstr1MonthInvalid }, { status: 400 }),
      ),
    );
    const { user } = renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: TAX_TEXT.reports.download }));
    expect(await screen.findByText(TAX_MESSAGES.gstr1MonthInvalid)).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    signedInAs('staff');
    server.use(http.get(ADMIN_API_PATHS.summary, () => HttpResponse.json({ success: true, data: summary })));
    renderAdmin('/admin');
    await screen.findByRole('heading', { name: ADMIN_TEXT.dashboard.title });
    expect(screen.queryByRole('button', { name: TAX_TEXT.reports.download })).toBeNull();
  });
});
