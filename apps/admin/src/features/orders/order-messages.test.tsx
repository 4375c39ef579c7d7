import { screen, within } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  IDEMPOTENCY_KEY_HEADER,
  type OrderMessage,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder, orderSummary, renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const TEXT = ADMIN_TEXT.orders.messages;
const EVENT_ID = '0e0e0e0e-1111-4222-8333-444455556666';

const placedMessage: OrderMessage = {
  _id: EVENT_ID,
  type: 'order_placed',
  at: '2026-11-20T10:00:00.000Z',
  deliveries: [
    {
      _id: '1d1d1d1d-1111-4222-8333-444455556666',
      channel: 'sms',
      to: '+91 ••••••3210',
      status: 'failed',
      attempts: 5,
      sentAt: null,
      lastError: 'Twilio answered 503',
      resent: false,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('the order’s message log', () => {
  it('lists each message with its deliveries, and Resend queues it once per click', async () => {
    signedInAs('staff');
    let log = [placedMessage];
    const resends: (string | null)[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: adminOrder })),
      http.get(ADMIN_API_PATHS.orderMessages, () => HttpResponse.json({ success: true, data: log })),
      http.post(ADMIN_API_PATHS.orderMessageResend, ({ params, request }) => {
        expect(params).toEqual({ id: adminOrder._id, eventId: EVENT_ID });
        resends.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        const delivery = {
          ...placedMessage.deliveries[0]!,
          _id: '2d2d2d2d-1111-4222-8333-444455556666',
          status: 'queued' as const,
          attempts: 0,
          lastError: null,
          resent: true,
        };
        log = [{ ...placedMessage, deliveries: [...placedMessage.deliveries, delivery] }];
        return HttpResponse.json({ success: true, message: ADMIN_MESSAGES.messageResent, data: delivery });
      }),
    );
    const { user } = renderAdmin(`/admin/orders/${adminOrder._id}`);
    const messages = await screen.findByRole('region', { name: TEXT.title });
    const placed = await within(messages).findByRole('listitem', { name: TEXT.types.order_placed });
    expect(within(placed).getByText('SMS')).toBeInTheDocument();
    expect(within(placed).getByText('+91 ••••••3210')).toBeInTheDocument();
    expect(within(placed).getByTestId('delivery-status')).toHaveTextContent(TEXT.status.failed);
    expect(within(placed).getByText('5')).toBeInTheDocument();
    expect(within(placed).getByText('Twilio answered 503')).toBeInTheDocument();

    await user.click(within(placed).getByRole('button', { name: TEXT.resendLabel(TEXT.types.order_placed) }));
    expect(await screen.findByText(TEXT.resent)).toBeInTheDocument();
    expect(resends).toHaveLength(1);
    expect(resends[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The log shows the new delivery, waiting for the worker.
    expect(await within(messages).findByText(TEXT.resentTag)).toBeInTheDocument();
    expect(
      within(messages)
        .getAllByTestId('delivery-status')
        .map((badge) => badge.textContent),
    ).toEqual([TEXT.status.failed, TEXT.status.queued]);
  });

  it('says why a resend was refused, in the server’s words', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: adminOrder })),
      http.get(ADMIN_API_PATHS.orderMessages, () =>
        HttpResponse.json({ success: true, data: [placedMessage] }),
      ),
      http.post(ADMIN_API_PATHS.orderMessageResend, () =>
        HttpResponse.json({ success: false, message: ADMIN_MESSAGES.messageStillQueued }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(`/admin/orders/${adminOrder._id}`);
    await user.click(await screen.findByRole('button', { name: TEXT.resendLabel(TEXT.types.order_placed) }));
    expect(await screen.findByText(ADMIN_MESSAGES.messageStillQueued)).toBeInTheDocument();
  });
});

describe('the orders list’s quick filters', () => {
  it('shows the orders to pack (confirmed) and to ship (packed), and clears on a second tap', async () => {
    signedInAs('staff');
    const statuses: (string | null)[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.orders, ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status'));
        return HttpResponse.json({ success: true, data: [orderSummary(adminOrder)], nextCursor: null });
      }),
    );
    const { user } = renderAdmin('/admin/orders');
    await screen.findByRole('table');
    const toPack = screen.getByRole('button', { name: ADMIN_TEXT.orders.quickFilters.toPack });
    await user.click(toPack);
    await expect.poll(() => statuses.at(-1)).toBe('confirmed');
    expect(toPack).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: ADMIN_TEXT.orders.statusFilter })).toHaveValue('confirmed');

    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.orders.quickFilters.toShip }));
    await expect.poll(() => statuses.at(-1)).toBe('packed');
    const toShip = screen.getByRole('button', { name: ADMIN_TEXT.orders.quickFilters.toShip });
    await user.click(toShip);
    // Back to every order (the list asked for first, still fresh).
    expect(toShip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: ADMIN_TEXT.orders.statusFilter })).toHaveValue('');
  });
});
