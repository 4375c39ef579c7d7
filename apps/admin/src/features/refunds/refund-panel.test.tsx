import { screen } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  type AdminOrder,
  type AdminOrderRefunds,
  type AdminRefund,
  buildApiPath,
  formatRupees,
  REFUND_ADMIN_TEXT,
  REFUND_MESSAGES,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder, renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const cancelledPaid: AdminOrder = {
  ...adminOrder,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  status: 'cancelled',
  isCancelled: true,
  refundDue: true,
  allowedMoves: [],
};

const refund: AdminRefund = {
  _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000fffff',
  orderId: cancelledPaid._id,
  orderNumber: '0000ABCD',
  paymentId: 'pay_Fake0000000001',
  returnId: null,
  amount: 1499,
  method: 'source',
  status: 'pending',
  reason: 'cancelled',
  gatewayRefundId: 'rfnd_Fake0000000001',
  transferReference: null,
  payoutMasked: null,
  failureReason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  processedAt: null,
  ageHours: 0,
};

describe('the Refund panel', () => {
  it('prefills what is due and refunds it to source once per key, then lists the refund', async () => {
    signedInAs('staff');
    let state: AdminOrderRefunds = {
      refundable: 1499,
      refundDue: true,
      paymentMethod: 'razorpay',
      refunds: [],
    };
    const posted: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: cancelledPaid })),
      http.get(ADMIN_API_PATHS.orderRefunds, () => HttpResponse.json({ success: true, data: state })),
      http.post(ADMIN_API_PATHS.orderRefunds, async ({ request }) => {
        posted.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        state = { ...state, refundable: 0, refunds: [refund] };
        return HttpResponse.json({ success: true, message: REFUND_MESSAGES.refundIssued, data: refund });
      }),
    );
    const { user } = renderAdmin(buildApiPath('/admin/orders/:id', { id: cancelledPaid._id }));
    expect(await screen.findByText(REFUND_ADMIN_TEXT.panel.due(formatRupees(1499)))).toBeVisible();
    expect(screen.getByLabelText(REFUND_ADMIN_TEXT.panel.amount)).toHaveValue(1499);
    await user.click(screen.getByRole('button', { name: REFUND_ADMIN_TEXT.panel.submit }));
    expect(await screen.findByText(REFUND_MESSAGES.refundIssued)).toBeInTheDocument();
    expect(posted).toEqual([{ body: { amount: 1499, method: 'source' }, key: expect.any(String) }]);
    expect(await screen.findByText(REFUND_ADMIN_TEXT.statusNames.pending)).toBeVisible();
  });

  it('asks a COD refund for its transfer reference before calling the API', async () => {
    signedInAs('staff');
    const codDue: AdminOrder = { ...adminOrder, status: 'cancelled', refundDue: true, allowedMoves: [] };
    let calls = 0;
    server.use(
      http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: codDue })),
      http.get(ADMIN_API_PATHS.orderRefunds, () =>
        HttpResponse.json({
          success: true,
          data: { refundable: 1499, refundDue: true, paymentMethod: 'cod', refunds: [] },
        }),
      ),
      http.post(ADMIN_API_PATHS.orderRefunds, () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'unexpected' }, { status: 500 });
      }),
    );
    const { user } = renderAdmin(buildApiPath('/admin/orders/:id', { id: codDue._id }));
    await user.click(await screen.findByRole('button', { name: REFUND_ADMIN_TEXT.panel.record }));
    expect(await screen.findByText(REFUND_MESSAGES.transferReferenceRequired)).toBeVisible();
    expect(calls).toBe(0);
  });
});
