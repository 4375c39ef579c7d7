import { screen, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_TEXT } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const emptySummary = {
  today: { orders: 2, revenue: 2998 },
  last7Days: { orders: 9, revenue: 15000 },
  ordersByStatus: { pending: 1, paid: 0, confirmed: 0, packed: 3, shipped: 0, delivered: 5, cancelled: 0 },
  refundsDue: 0,
  lowStock: [{ _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001', title: 'Indigo Cotton Kurta', stockCount: 2 }],
};

describe('the back office guard', () => {
  it('asks a logged-out visitor to log in', async () => {
    signedInAs(null);
    const { user, router } = renderAdmin('/admin/orders');
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.guard.loginTitle })).toBeVisible();
    await user.click(screen.getByRole('link', { name: ADMIN_TEXT.guard.loginButton }));
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.login.title })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('tells a shopper the back office is not for them, with no admin navigation', async () => {
    signedInAs('shopper');
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.guard.notAllowedTitle })).toBeVisible();
    expect(screen.getByText(ADMIN_TEXT.guard.notAllowedBody)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: ADMIN_TEXT.nav.label })).not.toBeInTheDocument();
  });

  it('opens the dashboard to staff, without the owner-only pages', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.summary, () => HttpResponse.json({ success: true, data: emptySummary })),
    );
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: ADMIN_TEXT.nav.label });
    expect(within(nav).getByRole('link', { name: ADMIN_TEXT.nav.orders })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: ADMIN_TEXT.nav.staff })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: ADMIN_TEXT.nav.audit })).not.toBeInTheDocument();
    expect(await screen.findByText('₹2,998')).toBeVisible();
    expect(screen.getByText(ADMIN_TEXT.dashboard.piecesLeft(2))).toBeVisible();
  });

  it('lists the owner-only pages to an owner', async () => {
    signedInAs('owner');
    server.use(
      http.get(ADMIN_API_PATHS.summary, () => HttpResponse.json({ success: true, data: emptySummary })),
    );
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: ADMIN_TEXT.nav.label });
    expect(within(nav).getByRole('link', { name: ADMIN_TEXT.nav.staff })).toBeVisible();
    expect(within(nav).getByRole('link', { name: ADMIN_TEXT.nav.audit })).toBeVisible();
  });
});
