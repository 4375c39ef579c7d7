import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import OrderConfirmPage from '@/pages/order-confirm';
import { dismissToastsBetweenTests } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const ORDER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

function renderConfirm(token = TOKEN) {
  return renderRoute(<OrderConfirmPage />, {
    path: `/orders/${ORDER_ID}/confirm?t=${token}`,
    route: '/orders/:id/confirm',
  });
}

function answerRead(data: Record<string, unknown>) {
  let reads = 0;
  server.use(
    http.get('*/api/cod-confirmations/:id', ({ params, request }) => {
      reads += 1;
      if (params.id !== ORDER_ID || new URL(request.url).searchParams.get('t') !== TOKEN) {
        return HttpResponse.json(
          { success: false, message: 'This confirmation link is not valid or has expired' },
          { status: 403 },
        );
      }
      return HttpResponse.json({
        success: true,
        data: {
          _id: ORDER_ID,
          fulfilment: 'awaiting_confirmation',
          awaitingConfirmation: true,
          confirmBy: '2026-11-27T10:00:00.000Z',
          totalAmount: 3598,
          products: [{ title: 'Indigo Cotton Kurta', size: 'M', quantity: 2 }],
          ...data,
        },
      });
    }),
  );
  return () => reads;
}

describe('COD confirmation page', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('shows the order and confirms it only when the button is pressed', async () => {
    answerRead({});
    let posted: unknown;
    server.use(
      http.post('*/api/cod-confirmations', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ success: true, data: { _id: ORDER_ID, fulfilment: 'confirmed' } });
      }),
    );
    const { user } = renderConfirm();
    expect(await screen.findByText('Order #7728950E')).toBeInTheDocument();
    expect(screen.getByText('Indigo Cotton Kurta')).toBeInTheDocument();
    expect(screen.getByText('₹3,598')).toBeInTheDocument();
    expect(screen.getByText(/Confirm by 27 Nov 2026, 3:30\s?pm/i)).toBeInTheDocument();
    // Opening the link confirmed nothing.
    expect(posted).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order confirmed')).toBeInTheDocument();
    expect(posted).toEqual({ orderId: ORDER_ID, token: TOKEN });
  });

  it("shows the contract's message for a forged or expired link, with no button", async () => {
    answerRead({});
    renderConfirm('forged');
    expect(await screen.findByText('This confirmation link is not valid or has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('says a used link’s order is already confirmed', async () => {
    answerRead({ fulfilment: 'confirmed', awaitingConfirmation: false });
    renderConfirm();
    expect(await screen.findByText('This order is already confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('shows the refusal when the confirm itself is refused', async () => {
    answerRead({});
    server.use(
      http.post('*/api/cod-confirmations', () =>
        HttpResponse.json({ success: false, message: 'This order is already confirmed' }, { status: 409 }),
      ),
    );
    const { user } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already confirmed');
  });
});
