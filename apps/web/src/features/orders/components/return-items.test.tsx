import { screen, within } from '@testing-library/react';
import { RETURN_MESSAGES } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import OrdersPage from '@/pages/orders';
import { dismissToastsBetweenTests, makeOrder, meHandler, signIn } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const order = makeOrder({ isDelivered: true });
const dressLine = order.products[0]?._id as string;
const jewelleryLine = '4d3c2b1a-0f9e-4d8c-9b7a-5f4e3d2c1b0a';
const withJewellery = {
  ...order,
  products: [
    ...order.products,
    {
      _id: jewelleryLine,
      product: {
        _id: 'b0c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e',
        title: 'Jhumka Earrings',
        images: [],
        amount: 999,
        discountedAmount: 799,
      },
      size: 'Free',
      quantity: 1,
      price: 799,
    },
  ],
};

function answer(returns: unknown[] = []) {
  const posted: unknown[] = [];
  server.use(
    meHandler(),
    http.get('*/api/product-orders/user/:userId', () =>
      HttpResponse.json({ success: true, data: [withJewellery] }),
    ),
    http.get('*/api/product-orders/:id/returns', () =>
      HttpResponse.json({
        success: true,
        data: {
          orderId: order._id,
          paymentMethod: 'cod',
          returnBy: '2026-03-12',
          lines: [
            { lineId: dressLine, returnableQuantity: 2, refusal: null, pieceRefunds: [1799, 1799] },
            {
              lineId: jewelleryLine,
              returnableQuantity: 0,
              refusal: 'Jewellery cannot be returned or exchanged once delivered.',
              pieceRefunds: [],
            },
          ],
          returns,
        },
      }),
    ),
    http.post('*/api/product-orders/:id/returns', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ success: true, message: RETURN_MESSAGES.requested, data: {} });
    }),
  );
  return posted;
}

const renderOrders = () => renderRoute(<OrdersPage />, { path: '/orders' });

describe('Return items', { timeout: 20_000 }, () => {
  dismissToastsBetweenTests();

  it('returns a piece of a delivered COD order to a UPI ID, and says why the earrings cannot go back', async () => {
    signIn();
    const posted = answer();
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Return by 12 Mar 2026', { exact: false })).toBeInTheDocument();
    expect(within(sheet).getByTestId('return-line-refused')).toHaveTextContent(
      'Not returnable: Jewellery cannot be returned or exchanged once delivered.',
    );

    // Nothing chosen: the step says so.
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Choose at least one item to return.');

    await user.click(within(sheet).getByRole('checkbox'));
    await user.selectOptions(within(sheet).getByLabelText('Reason'), 'Too large');
    await user.type(within(sheet).getByLabelText('Note (optional)'), 'Loose at the waist');
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    // The pick-up address is the order's, editable.
    expect(within(sheet).getByLabelText('City')).toHaveValue('Bengaluru');
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));

    // COD: a UPI ID, checked by the contract's rule before anything is sent.
    await user.type(within(sheet).getByRole('textbox', { name: 'UPI ID' }), 'priya');
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(RETURN_MESSAGES.upiIdInvalid);
    await user.type(within(sheet).getByRole('textbox', { name: 'UPI ID' }), '@okaxis');
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));

    expect(within(sheet).getByTestId('return-summary')).toHaveTextContent('1 piece to return');
    expect(within(sheet).getByTestId('return-summary')).toHaveTextContent('₹1,799');
    await user.click(within(sheet).getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Return requested')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        lines: [{ lineId: dressLine, quantity: 1, reason: 'too_large', note: 'Loose at the waist' }],
        pickupAddress: order.shippingAddress,
        refund: { method: 'upi', upiId: 'priya@okaxis' },
      },
    ]);
  });

  it("shows a return's own timeline, and a rejected one with its reason", async () => {
    signIn();
    const line = {
      lineId: dressLine,
      title: 'Kurta',
      image: null,
      size: 'M',
      quantity: 1,
      reason: 'too_small',
      note: null,
      refundAmount: 1799,
      qcPassed: null,
      qcReason: null,
    };
    const base = {
      orderId: order._id,
      lines: [line],
      photos: [],
      pickupAddress: order.shippingAddress,
      pickupDate: '2026-03-09',
      rejectionReason: null,
      refund: { method: 'upi', to: 'pr***@okaxis', amount: 1799, refundedAmount: null, failure: null },
    };
    answer([
      {
        ...base,
        _id: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
        state: 'picked_up',
        createdAt: '2026-03-07T10:00:00.000Z',
        timeline: [
          { state: 'requested', at: '2026-03-07T10:00:00.000Z', note: null },
          { state: 'approved', at: '2026-03-08T10:00:00.000Z', note: null },
          { state: 'picked_up', at: '2026-03-09T10:00:00.000Z', note: null },
        ],
      },
      {
        ...base,
        _id: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c',
        state: 'rejected',
        rejectionReason: 'Worn and washed',
        createdAt: '2026-03-06T10:00:00.000Z',
        timeline: [{ state: 'rejected', at: '2026-03-07T10:00:00.000Z', note: 'Worn and washed' }],
      },
    ]);
    renderOrders();
    const [open, rejected] = await screen.findAllByTestId('return-timeline');
    const steps = within(open as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => [step.textContent?.split(/\d/)[0]?.trim(), step.dataset.done])).toEqual([
      ['Requested', 'true'],
      ['Pick-up scheduled', 'true'],
      ['Picked up', 'true'],
      ['Received', 'false'],
      ['Refunded', 'false'],
    ]);
    expect(rejected).toHaveTextContent('Rejected: Worn and washed');
  });
});
