/**
 * What a look at the order screens found (a phone at 390 px, the Hindi storefront): the card's buttons and a
 * return's timeline squeezed into one row, SPEC §4's badge in English under /hi, and a cancelled cash order
 * that still read "Payment pending" beside a ticked "Cancelled" step.
 */
import { screen, within } from '@testing-library/react';
import { ORDER_DETAIL_TEXT, type ShopperOrder } from '@zari/contract';
import { ORDER_DETAIL_TEXT as HI_ORDER_DETAIL_TEXT } from '@zari/contract/messages/hi/account';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { RouteErrorPage } from '@/app/route-error';
import { loadAllModules } from '@/lib/i18n';
import OrderPage, { loader } from '@/pages/order';
import OrdersPage from '@/pages/orders';
import { dismissToastsBetweenTests, makeOrder, meHandler, signIn } from '@/test/account-fixtures';
import { renderRoute, renderRouter } from '@/test/render';
import { server } from '@/test/server';

function answerOrders(orders: ReturnType<typeof makeOrder>[]) {
  server.use(
    meHandler(),
    http.get('*/api/product-orders/user/:userId', () => HttpResponse.json({ success: true, data: orders })),
  );
}

const awaiting = makeOrder({
  fulfilment: 'awaiting_confirmation',
  awaitingConfirmation: true,
  confirmBy: '2026-11-27T10:00:00.000Z',
  cancellable: true,
});

describe('Order screens as a shopper sees them', { timeout: 20_000 }, () => {
  dismissToastsBetweenTests();
  beforeAll(() => loadAllModules('hi'));

  it("lets the card's actions wrap, so Confirm with its deadline and Cancel fit a phone", async () => {
    signIn();
    answerOrders([awaiting]);
    renderRoute(<OrdersPage />, { path: '/orders' });
    const confirm = await screen.findByRole('button', { name: 'Confirm Order' });
    const actions = confirm.closest('[data-testid="order-card-actions"]');
    expect(actions).not.toBeNull();
    expect(within(actions as HTMLElement).getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    expect(actions?.classList.contains('flex-wrap')).toBe(true);
  });

  it("shows SPEC §4's badge in Hindi on /hi/orders, and word for word in English on /orders", async () => {
    signIn();
    answerOrders([
      awaiting,
      makeOrder({ _id: '11111111-2222-4333-8444-55556666bbbb', isDelivered: true }),
      makeOrder({ _id: '11111111-2222-4333-8444-55556666cccc', isCancelled: true }),
      makeOrder({ _id: '11111111-2222-4333-8444-55556666dddd', paymentStatus: 'paid' }),
    ]);
    const { unmount } = renderRoute(<OrdersPage />, { path: '/orders', locale: 'hi' });
    for (const status of ['Pending Payment', 'Delivered', 'Cancelled', 'Processing'] as const) {
      expect(await screen.findByText(HI_ORDER_DETAIL_TEXT.displayStatuses[status])).toBeInTheDocument();
      expect(screen.queryByText(status)).toBeNull();
    }
    unmount();
    renderRoute(<OrdersPage />, { path: '/orders' });
    for (const status of ['Pending Payment', 'Delivered', 'Cancelled', 'Processing']) {
      expect(await screen.findByText(status)).toBeInTheDocument();
    }
  });

  it('says a cancelled, unpaid order has nothing to pay, and marks its Cancelled step with a cross', async () => {
    signIn();
    const cancelled: ShopperOrder = {
      ...makeOrder({ isCancelled: true, fulfilment: 'cancelled', cancellable: false }),
      timeline: [
        { stage: 'placed', label: 'placed', at: '2026-03-05T09:30:00.000Z' },
        { stage: 'cancelled', label: 'cancelled', at: '2026-03-05T10:00:00.000Z' },
      ],
    };
    server.use(
      meHandler(),
      http.get('*/api/product-orders/:id', () => HttpResponse.json({ success: true, data: cancelled })),
    );
    const queryClient = createQueryClient();
    const router = createMemoryRouter(
      [
        {
          path: '/orders/:id',
          element: <OrderPage />,
          loader: (args) => loader({ ...args, queryClient }),
          ErrorBoundary: RouteErrorPage,
        },
      ],
      { initialEntries: [`/orders/${cancelled._id}`] },
    );
    renderRouter(router, queryClient);
    expect(await screen.findByTestId('payment-status')).toHaveTextContent(ORDER_DETAIL_TEXT.noPaymentDue);
    const timeline = screen.getByRole('region', { name: ORDER_DETAIL_TEXT.timeline });
    const [placed, last] = within(timeline).getAllByRole('listitem');
    expect(placed?.querySelector('svg.lucide-check')).not.toBeNull();
    expect(last?.querySelector('svg.lucide-x')).not.toBeNull();
    expect(last?.querySelector('svg.lucide-check')).toBeNull();
  });
});
