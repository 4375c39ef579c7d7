import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_API_PATHS, ADMIN_TEXT, type AdminOrder, buildApiPath } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminOrder, renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const text = ADMIN_TEXT.orders.shipment;

const booked: AdminOrder = {
  ...adminOrder,
  status: 'packed',
  allowedMoves: ['shipped', 'cancelled'],
  trackingNumber: 'SR100200',
  carrier: 'Delhivery Surface',
  trackingUrl: 'https://shiprocket.co/tracking/SR100200',
  shipment: {
    provider: 'shiprocket',
    status: 'created',
    awb: 'SR100200',
    courier: 'Delhivery Surface',
    labelReady: true,
    attempts: 1,
    lastError: null,
  },
};

const serve = (order: AdminOrder) =>
  server.use(http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: order })));

describe('the order screen: the shipment with the carrier', () => {
  it('shows the AWB and courier, the label to print and where to track it', async () => {
    signedInAs('staff');
    serve(booked);
    renderAdmin(`/admin/orders/${booked._id}`);
    expect(await screen.findByText(text.awb('SR100200'))).toBeVisible();
    expect(screen.getByText(text.courier('Delhivery Surface'))).toBeVisible();
    expect(screen.getByRole('link', { name: text.label }).getAttribute('href')).toMatch(
      new RegExp(`${buildApiPath(ADMIN_API_PATHS.orderLabel, { id: booked._id })}$`),
    );
    expect(screen.getByRole('link', { name: text.trackingLink })).toHaveAttribute(
      'href',
      'https://shiprocket.co/tracking/SR100200',
    );
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
  });

  it('says why the carrier did not book it and lets staff retry', async () => {
    signedInAs('staff');
    const failed: AdminOrder = {
      ...booked,
      trackingNumber: null,
      carrier: null,
      trackingUrl: undefined,
      shipment: {
        ...booked.shipment!,
        status: 'pending',
        awb: null,
        courier: null,
        labelReady: false,
        attempts: 2,
        lastError: 'Service Unavailable',
      },
    };
    serve(failed);
    const retried = vi.fn();
    server.use(
      http.post(ADMIN_API_PATHS.orderShipment, () => {
        retried();
        return HttpResponse.json({ success: true, data: booked });
      }),
    );
    renderAdmin(`/admin/orders/${failed._id}`);
    expect(await screen.findByText(new RegExp(`${text.failed(2).slice(0, 30)}`))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    await waitFor(() => expect(retried).toHaveBeenCalledOnce());
    expect(await screen.findByText(text.awb('SR100200'))).toBeVisible();
  });

  it('offers "Returned to origin" on a parcel on its way, after staff confirm', async () => {
    signedInAs('staff');
    const onItsWay: AdminOrder = {
      ...booked,
      status: 'shipped',
      allowedMoves: ['out_for_delivery', 'delivered'],
      returnToOriginAllowed: true,
    };
    serve(onItsWay);
    let sent: unknown;
    server.use(
      http.post(ADMIN_API_PATHS.orderReturnToOrigin, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          data: { ...onItsWay, status: 'cancelled', allowedMoves: [], returnToOriginAllowed: false },
        });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(`/admin/orders/${onItsWay._id}`);
    await userEvent.click(await screen.findByRole('button', { name: ADMIN_TEXT.orders.returnToOrigin }));
    await waitFor(() => expect(sent).toEqual({}));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: ADMIN_TEXT.orders.returnToOrigin })).toBeNull(),
    );
  });
});
