import { screen, within } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminOrder,
  buildApiPath,
  orderIdDisplay,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder, orderSummary, renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const packedA: AdminOrder = { ...adminOrder, _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000aaaa1' };
const packedB: AdminOrder = { ...adminOrder, _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000bbbb2' };
const pending: AdminOrder = {
  ...adminOrder,
  _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000cccc3',
  status: 'pending',
  allowedMoves: ['confirmed', 'cancelled'],
};

describe('the orders list', () => {
  it('filters by status and search through the API, and ships the selected orders with progress', async () => {
    signedInAs('staff');
    const queries: URLSearchParams[] = [];
    const shipped: string[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.orders, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const all = [packedA, packedB, pending].filter(
          (order) => !query.get('status') || order.status === query.get('status'),
        );
        return HttpResponse.json({ success: true, data: all.map(orderSummary), nextCursor: null });
      }),
      http.patch(ADMIN_API_PATHS.order, async ({ params, request }) => {
        expect(await request.json()).toEqual({ status: 'shipped' });
        shipped.push(String(params.id));
        return HttpResponse.json({ success: true, data: { ...packedA, status: 'shipped' } });
      }),
    );
    const { user } = renderAdmin('/admin/orders');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // A pending order cannot be shipped in bulk.
    expect(
      screen.getByRole('checkbox', { name: ADMIN_TEXT.orders.selectOrder(orderIdDisplay(pending._id)) }),
    ).toBeDisabled();
    // Nothing selected, nothing to ship: no "Mark 0 shipped".
    expect(screen.queryByRole('button', { name: ADMIN_TEXT.orders.bulkShip(0) })).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: ADMIN_TEXT.orders.statusFilter }),
      'packed',
    );
    await screen.findByText(orderIdDisplay(packedA._id));
    expect(queries.at(-1)?.get('status')).toBe('packed');

    await user.type(screen.getByRole('searchbox', { name: ADMIN_TEXT.orders.searchLabel }), '98765{Enter}');
    await expect.poll(() => queries.at(-1)?.get('q')).toBe('98765');

    await user.click(await screen.findByRole('checkbox', { name: ADMIN_TEXT.orders.selectAll }));
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.orders.bulkShip(2) }));
    expect(await screen.findByText(ADMIN_TEXT.orders.bulkShipped(2))).toBeInTheDocument();
    expect(shipped.sort()).toEqual([packedA._id, packedB._id].sort());
  });

  it('shows the failure with a retry', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.orders, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_TEXT.common.loadFailed);
    expect(screen.getByRole('button', { name: ADMIN_TEXT.common.retry })).toBeVisible();
  });
});

describe('an order', () => {
  it('shows lines, address, payment and timeline, and moves to the next step in one click', async () => {
    signedInAs('staff');
    const bodies: unknown[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: adminOrder })),
      http.patch(ADMIN_API_PATHS.order, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: {
            ...adminOrder,
            status: 'shipped',
            trackingNumber: 'DL123',
            allowedMoves: ['delivered'],
            timeline: [
              ...adminOrder.timeline,
              {
                _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000000t2',
                at: '2026-11-21T10:00:00.000Z',
                status: 'shipped',
                note: null,
                trackingNumber: 'DL123',
                actor: { _id: 'x', phone: '+919000000001', fullName: 'Asha' },
              },
            ],
          },
        });
      }),
    );
    const { user } = renderAdmin(buildApiPath('/admin/orders/:id', { id: adminOrder._id }));
    expect(await screen.findByText('Indigo Cotton Kurta')).toBeVisible();
    expect(screen.getByText('12 MG Road')).toBeVisible();
    expect(screen.getByText(/Cash on delivery/)).toBeVisible();

    await user.type(screen.getByLabelText(ADMIN_TEXT.orders.trackingLabel), 'DL123');
    await user.type(screen.getByLabelText(ADMIN_TEXT.orders.carrierLabel), ' Delhivery ');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.orderMove.shipped }));
    expect(await screen.findByText(ADMIN_MESSAGES.orderUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'shipped', trackingNumber: 'DL123', carrier: 'Delhivery' }]);
    expect(await screen.findByRole('button', { name: ADMIN_TEXT.orderMove.delivered })).toBeVisible();
    // Shipped: tracking and carrier are asked for at shipping only.
    expect(screen.queryByLabelText(ADMIN_TEXT.orders.carrierLabel)).toBeNull();
    expect(screen.getByText(ADMIN_TEXT.orders.timelineBy('Asha'))).toBeVisible();
  });

  it('shows a COD order awaiting confirmation with Confirm and Cancel only, and confirms it', async () => {
    signedInAs('staff');
    const awaiting: AdminOrder = {
      ...adminOrder,
      status: 'awaiting_confirmation',
      fulfilment: 'awaiting_confirmation',
      confirmBy: '2026-11-27T10:00:00.000Z',
      allowedMoves: ['confirmed', 'cancelled'],
    };
    const bodies: unknown[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: awaiting })),
      http.patch(ADMIN_API_PATHS.order, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { ...awaiting, status: 'confirmed', allowedMoves: ['packed', 'cancelled'] },
        });
      }),
    );
    const { user } = renderAdmin(buildApiPath('/admin/orders/:id', { id: adminOrder._id }));
    expect(await screen.findByTestId('awaiting-confirmation')).toHaveTextContent(/27 Nov 2026, 3:30\s?pm/i);
    expect(screen.getAllByText(ADMIN_TEXT.orderStatus.awaiting_confirmation)[0]).toBeVisible();
    // Nothing is packed before it is confirmed: the screen offers only the moves the API allows.
    expect(screen.queryByRole('button', { name: ADMIN_TEXT.orderMove.packed })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.orderMove.confirmed }));
    expect(await screen.findByText(ADMIN_MESSAGES.orderUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'confirmed' }]);
    expect(await screen.findByRole('button', { name: ADMIN_TEXT.orderMove.packed })).toBeVisible();
    expect(screen.queryByTestId('awaiting-confirmation')).not.toBeInTheDocument();
  });

  it('refuses an empty update with the contract message, without calling the API', async () => {
    signedInAs('staff');
    server.use(http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: adminOrder })));
    const { user } = renderAdmin(buildApiPath('/admin/orders/:id', { id: adminOrder._id }));
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.orders.addNote }));
    expect(await screen.findByText(ADMIN_MESSAGES.orderUpdateEmpty)).toBeVisible();
  });

  it('shows the discount of an order placed with a promotion, with its code', async () => {
    signedInAs('staff');
    const discounted = {
      ...adminOrder,
      discountAmount: 250,
      promotionCode: 'SAVE10',
      products: adminOrder.products.map((line) => ({ ...line, discountAmount: 250 })),
    };
    server.use(http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: discounted })));
    renderAdmin(buildApiPath('/admin/orders/:id', { id: adminOrder._id }));
    expect(await screen.findByTestId('order-discount')).toHaveTextContent('Discount (SAVE10)−₹250');
  });
});
