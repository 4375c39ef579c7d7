import { screen, within } from '@testing-library/react';
import { ADMIN_API_PATHS, type AdminReturn, RETURN_ADMIN_TEXT } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const ret: AdminReturn = {
  _id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  orderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  state: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  lines: [
    {
      lineId: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a',
      title: 'Indigo Kurta',
      image: null,
      size: 'M',
      quantity: 2,
      reason: 'too_small',
      note: 'Tight',
      refundAmount: 3598,
      qcPassed: null,
      qcReason: null,
    },
  ],
  photos: ['/uploads/images/tear-960.webp'],
  pickupAddress: {
    fullName: 'Priya Sharma',
    phone: '+919876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  },
  pickupDate: null,
  rejectionReason: null,
  refund: { method: 'upi', to: 'pr***@okaxis', amount: 3598, refundedAmount: null, failure: null },
  timeline: [{ state: 'requested', at: '2026-11-20T10:00:00.000Z', note: null }],
  userId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  customerName: 'Priya Sharma',
  customerPhone: '+919876543210',
  paymentMethod: 'cod',
  ageHours: 30,
  pickupNotes: null,
  refundId: null,
  allowedActions: ['approve', 'reject'],
};

function returnsApi(one: AdminReturn = ret) {
  const patched: unknown[] = [];
  server.use(
    http.get(ADMIN_API_PATHS.returns, () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            _id: one._id,
            orderId: one.orderId,
            state: one.state,
            createdAt: one.createdAt,
            ageHours: one.ageHours,
            customerName: one.customerName,
            pieces: 2,
            refundAmount: 3598,
            paymentMethod: 'cod',
          },
        ],
      }),
    ),
    http.get(ADMIN_API_PATHS.return, () => HttpResponse.json({ success: true, data: one })),
    http.patch(ADMIN_API_PATHS.return, async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json({ success: true, message: RETURN_ADMIN_TEXT.approved, data: one });
    }),
  );
  return patched;
}

describe('returns in the back office', { timeout: 30_000 }, () => {
  it('lists returns as cards on a phone: each cell names its column, so refund and state stay on screen', async () => {
    signedInAs('staff');
    returnsApi();
    renderAdmin('/admin/returns');
    await screen.findByTestId('return-age');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-stack', 'phone');
    const labels = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual([
      RETURN_ADMIN_TEXT.order,
      RETURN_ADMIN_TEXT.age,
      RETURN_ADMIN_TEXT.customer,
      RETURN_ADMIN_TEXT.pieces,
      RETURN_ADMIN_TEXT.refund,
      RETURN_ADMIN_TEXT.state,
    ]);
  });

  it('lists returns with how long each has waited, and approves one with a pick-up date', async () => {
    signedInAs('staff');
    const patched = returnsApi();
    const { user } = renderAdmin('/admin/returns');
    expect(await screen.findByTestId('return-age')).toHaveTextContent('1 d 6 h');
    await user.click(screen.getByRole('link', { name: '9A8B7C6D' }));
    expect(await screen.findByText('Indigo Kurta · M × 2 · ₹3,598')).toBeInTheDocument();
    expect(screen.getByText(/pr\*\*\*@okaxis/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(RETURN_ADMIN_TEXT.pickupDate), '2026-11-22');
    await user.click(screen.getByRole('button', { name: RETURN_ADMIN_TEXT.approve }));
    expect(await screen.findByText(RETURN_ADMIN_TEXT.approved)).toBeInTheDocument();
    expect(patched).toEqual([{ action: 'approve', pickupDate: '2026-11-22' }]);
  });

  it('shows why the carrier did not book the pick-up, retries it with Book pick-up, and shows a booked AWB', async () => {
    signedInAs('staff');
    const failed: AdminReturn = {
      ...ret,
      state: 'approved',
      pickupDate: '2026-11-22',
      allowedActions: ['picked_up'],
      pickupBooking: {
        provider: 'shiprocket',
        status: 'failed',
        awb: null,
        courier: null,
        failure: 'Service Unavailable',
      },
    };
    const patched = returnsApi(failed);
    const { user } = renderAdmin(`/admin/returns/${ret._id}`);
    expect(
      await screen.findByText(RETURN_ADMIN_TEXT.pickupFailed('Service Unavailable')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: RETURN_ADMIN_TEXT.bookPickup }));
    await screen.findByText(RETURN_ADMIN_TEXT.approved);
    expect(patched).toEqual([{ action: 'book_pickup' }]);
  });

  it('names the carrier and the pick-up AWB once booked', async () => {
    signedInAs('staff');
    returnsApi({
      ...ret,
      state: 'approved',
      allowedActions: ['picked_up'],
      pickupBooking: {
        provider: 'shiprocket',
        status: 'booked',
        awb: 'SR1234567890',
        courier: 'Delhivery Surface',
        failure: null,
      },
    });
    renderAdmin(`/admin/returns/${ret._id}`);
    expect(await screen.findByText(/SR1234567890/)).toHaveTextContent(
      `${RETURN_ADMIN_TEXT.pickupCarrier}: Delhivery Surface · ${RETURN_ADMIN_TEXT.pickupAwb}: SR1234567890`,
    );
    expect(screen.queryByRole('button', { name: RETURN_ADMIN_TEXT.bookPickup })).toBeNull();
  });

  it('records a failed quality check with its reason', async () => {
    signedInAs('staff');
    const patched = returnsApi({ ...ret, state: 'received', allowedActions: ['qc'] });
    const { user } = renderAdmin(`/admin/returns/${ret._id}`);
    await user.click(await screen.findByRole('radio', { name: RETURN_ADMIN_TEXT.qcFailed }));
    await user.type(screen.getByLabelText(RETURN_ADMIN_TEXT.qcReason), 'Stained');
    await user.click(screen.getByRole('button', { name: RETURN_ADMIN_TEXT.saveQc }));
    await screen.findByText(RETURN_ADMIN_TEXT.approved);
    expect(patched).toEqual([
      { action: 'qc', lines: [{ lineId: ret.lines[0]?.lineId, passed: false, reason: 'Stained' }] },
    ]);
  });
});
