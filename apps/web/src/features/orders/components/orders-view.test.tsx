import { screen, within } from '@testing-library/react';
import { API_PATHS, orderIdDisplay, STORAGE_KEYS, TAX_TEXT } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import OrdersPage from '@/pages/orders';
import { dismissToastsBetweenTests, makeOrder, meHandler, signIn } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

function renderOrders() {
  return renderRoute(<OrdersPage />, {
    path: '/orders',
    otherRoutes: [
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  });
}

function answerOrders(orders: ReturnType<typeof makeOrder>[]) {
  let calls = 0;
  server.use(
    meHandler(),
    http.get(`*/api/product-orders/user/:userId`, () => {
      calls += 1;
      return HttpResponse.json({ success: true, data: orders });
    }),
  );
  return () => calls;
}

const cardOf = (id: string) => screen.getByRole('article', { name: `Order ${id}` });

describe('Orders', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('sends a signed-out shopper to login with a toast', async () => {
    renderOrders();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(await screen.findByText('Please login to view your orders')).toBeInTheDocument();
  });

  it('shows each order with its id, date, amounts, status badge and variant swatch', async () => {
    signIn();
    answerOrders([
      makeOrder(),
      makeOrder({
        _id: '11111111-2222-4333-8444-55556666aaaa',
        paymentStatus: 'paid',
        paymentMethod: 'razorpay',
      }),
      makeOrder({ _id: '11111111-2222-4333-8444-55556666bbbb', isDelivered: true }),
      makeOrder({ _id: '11111111-2222-4333-8444-55556666cccc', isCancelled: true, isDelivered: true }),
    ]);
    renderOrders();
    expect(await screen.findByText('4 order(s) found')).toBeInTheDocument();

    const pending = cardOf('9A8B7C6D');
    expect(within(pending).getByText('Pending Payment')).toBeInTheDocument();
    expect(within(pending).getByText(/5 Mar 2026/)).toBeInTheDocument();
    expect(within(pending).getByText('₹3,608')).toBeInTheDocument();
    expect(within(pending).getByText('₹3,598')).toBeInTheDocument();
    expect(within(pending).getByTestId('order-variant-swatch')).toHaveStyle({ backgroundColor: '#b91c1c' });
    expect(within(pending).getByRole('img', { name: 'Indigo Cotton Kurta' })).toHaveAttribute(
      'src',
      '/uploads/kurta.jpg',
    );
    expect(within(pending).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();

    expect(within(cardOf('6666AAAA')).getByText('Processing')).toBeInTheDocument();
    expect(within(cardOf('6666BBBB')).getByText('Delivered')).toBeInTheDocument();
    expect(within(cardOf('6666CCCC')).getByText('Cancelled')).toBeInTheDocument();
    for (const id of ['6666AAAA', '6666BBBB', '6666CCCC']) {
      expect(within(cardOf(id)).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    }
  });

  it('shows the discount of an order placed with a promotion, and each line’s share', async () => {
    signIn();
    const order = makeOrder();
    answerOrders([
      makeOrder({
        discountAmount: 500,
        promotionCode: 'WELCOME25',
        totalAmount: 3108,
        products: order.products.map((line) => ({ ...line, discountAmount: 500 })),
      }),
    ]);
    renderOrders();
    expect(await screen.findByTestId('order-discount')).toHaveTextContent('Discount (WELCOME25): −₹500');
    expect(screen.getByText('₹3,108')).toBeInTheDocument();
  });

  it('uses the contract badge variant for each status', async () => {
    signIn();
    answerOrders([makeOrder({ isCancelled: true })]);
    renderOrders();
    const badge = await screen.findByText('Cancelled');
    expect(badge.className).toContain('bg-danger');
  });

  it('cancels an unpaid order and refreshes the list', async () => {
    signIn();
    const order = makeOrder();
    let cancelled = false;
    server.use(
      meHandler(),
      http.get('*/api/product-orders/user/:userId', () =>
        HttpResponse.json({ success: true, data: [{ ...order, isCancelled: cancelled }] }),
      ),
      http.put(`*/api/product-orders/:id/cancel`, ({ params }) => {
        cancelled = params.id === order._id;
        return HttpResponse.json({ success: true, data: { _id: order._id } });
      }),
    );
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    // Nothing is cancelled until the shopper confirms in a dialog that names the order.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Cancel order #${order._id.slice(-8).toUpperCase()}?`);
    expect(cancelled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }),
    );
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(cancelled).toBe(true);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('confirms a COD order awaiting confirmation from its card, and shows the refusal of a second', async () => {
    signIn();
    const order = makeOrder({
      fulfilment: 'awaiting_confirmation',
      awaitingConfirmation: true,
      confirmBy: '2026-11-27T10:00:00.000Z',
    });
    let confirmed = false;
    server.use(
      meHandler(),
      http.get('*/api/product-orders/user/:userId', () =>
        HttpResponse.json({
          success: true,
          data: [
            { ...order, awaitingConfirmation: !confirmed },
            makeOrder({ _id: '11111111-2222-4333-8444-55556666aaaa', awaitingConfirmation: false }),
          ],
        }),
      ),
      http.post('*/api/product-orders/:id/confirm', ({ params }) => {
        confirmed = params.id === order._id;
        return HttpResponse.json({ success: true, data: { _id: order._id, fulfilment: 'confirmed' } });
      }),
    );
    const { user } = renderOrders();
    const card = await screen.findByRole('article', { name: `Order ${orderIdDisplay(order._id)}` });
    expect(await within(card).findByText(/Please confirm by 27 Nov 2026, 3:30\s?pm/i)).toBeInTheDocument();
    expect(
      within(cardOf('6666AAAA')).queryByRole('button', { name: 'Confirm Order' }),
    ).not.toBeInTheDocument();
    // SPEC §4's badge is unchanged while it awaits confirmation.
    expect(within(card).getByText('Pending Payment')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Order Confirmed')).toBeInTheDocument();
    expect(confirmed).toBe(true);
    await expect.poll(() => within(card).queryByRole('button', { name: 'Confirm Order' })).toBeNull();
  });

  it("shows the server's message when a confirm is refused", async () => {
    signIn();
    answerOrders([makeOrder({ awaitingConfirmation: true, confirmBy: '2026-11-27T10:00:00.000Z' })]);
    server.use(
      http.post('*/api/product-orders/:id/confirm', () =>
        HttpResponse.json(
          { success: false, message: 'This order can no longer be confirmed' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Confirm Failed')).toBeInTheDocument();
    expect(screen.getByText('This order can no longer be confirmed')).toBeInTheDocument();
  });

  it("toasts 'Cancel Failed' when the cancel is refused", async () => {
    signIn();
    answerOrders([makeOrder()]);
    server.use(
      http.put('*/api/product-orders/:id/cancel', () =>
        HttpResponse.json(
          { success: false, message: 'This order can no longer be cancelled' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }),
    );
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    // Issue 32: a refusal says why, in the server's words.
    expect(screen.getByText('This order can no longer be cancelled')).toBeInTheDocument();
  });

  it("toasts 'Failed to cancel order' when the cancel fails on the server's side", async () => {
    signIn();
    answerOrders([makeOrder()]);
    server.use(
      http.put('*/api/product-orders/:id/cancel', () =>
        HttpResponse.json(
          { success: false, message: 'Something went wrong. Please try again.' },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }),
    );
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to cancel order. Please try again.')).toBeInTheDocument();
  });

  it('links each card to its order page, shows where it is beside the badge, and offers Cancel only when the server says so', async () => {
    signIn();
    answerOrders([
      makeOrder({ fulfilment: 'shipped', cancellable: false, carrier: 'Delhivery', trackingNumber: 'AWB1' }),
    ]);
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order 9A8B7C6D' });
    expect(within(card).getByText('Pending Payment')).toBeInTheDocument();
    expect(within(card).getByTestId('order-step')).toHaveTextContent('Shipped');
    expect(within(card).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details of order #9A8B7C6D' })).toHaveAttribute(
      'href',
      '/orders/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
  });

  it('shows the empty state with Start Shopping', async () => {
    signIn();
    answerOrders([]);
    renderOrders();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the error card with Try Again when the orders cannot be fetched', async () => {
    signIn();
    server.use(
      meHandler(),
      http.get('*/api/product-orders/user/:userId', () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    renderOrders();
    expect(await screen.findByText('Error loading orders', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText("We couldn't fetch your orders right now")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('signs out locally when the orders call finds the session gone', async () => {
    signIn();
    server.use(
      http.get(`*${API_PATHS.me}`, () => HttpResponse.json({ success: true, data: {} })),
      http.get('*/api/product-orders/user/:userId', () =>
        HttpResponse.json({ success: false, message: 'Please log in to continue' }, { status: 401 }),
      ),
    );
    renderOrders();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('offers the invoice and credit notes of an order that has them, as links to their PDFs', async () => {
    signIn();
    const invoiced = makeOrder({
      _id: '11111111-2222-4333-8444-55556666bbbb',
      invoice: {
        number: 'ZRI/2627/000007',
        issuedAt: '2026-11-21T10:00:00.000Z',
        placeOfSupply: '29-Karnataka',
        lines: [],
      },
      creditNotes: [
        {
          _id: '11111111-2222-4333-8444-55556666cccc',
          number: 'ZRI/CN/2627/0001',
          issuedAt: '2026-11-22T10:00:00.000Z',
          reason: 'returned',
          total: 499,
        },
      ],
    });
    const plain = makeOrder({ _id: '11111111-2222-4333-8444-55556666dddd' });
    answerOrders([invoiced, plain]);
    renderOrders();
    const invoice = await screen.findByRole('link', { name: TAX_TEXT.shopper.downloadInvoice });
    expect(invoice.getAttribute('href')).toMatch(
      /\/api\/product-orders\/11111111-2222-4333-8444-55556666bbbb\/invoice$/,
    );
    expect(
      screen
        .getByRole('link', { name: TAX_TEXT.shopper.downloadCreditNote('ZRI/CN/2627/0001') })
        .getAttribute('href'),
    ).toMatch(/\/credit-notes\/11111111-2222-4333-8444-55556666cccc$/);
    // An order not yet shipped has no invoice, and no link to one (only to its page).
    expect(
      within(cardOf(orderIdDisplay(plain._id)))
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['View details']);
  });
});
