import { screen, within } from '@testing-library/react';
import { ORDER_DETAIL_TEXT, type ShopperOrder } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { RouteErrorPage } from '@/app/route-error';
import OrderPage, { loader } from '@/pages/order';
import { dismissToastsBetweenTests, makeOrder, meHandler, signIn } from '@/test/account-fixtures';
import { renderRouter } from '@/test/render';
import { server } from '@/test/server';

const ORDER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function makeShopperOrder(overrides: Partial<ShopperOrder> = {}): ShopperOrder {
  return {
    ...makeOrder({ fulfilment: 'placed', cancellable: true }),
    timeline: [{ stage: 'placed', label: 'placed', at: '2026-03-05T09:30:00.000Z' }],
    ...overrides,
  };
}

/** A shipped COD order: unpaid until the courier collects, so SPEC §4 alone would still offer Cancel. */
const shipped = makeShopperOrder({
  fulfilment: 'shipped',
  cancellable: false,
  carrier: 'Delhivery',
  trackingNumber: 'AWB7788990011',
  trackingUrl: 'https://track.example/AWB7788990011',
  timeline: [
    { stage: 'placed', label: 'placed', at: '2026-03-05T09:30:00.000Z' },
    { stage: 'confirmed', label: 'confirmed', at: '2026-03-05T11:00:00.000Z' },
    { stage: 'packed', label: 'packed', at: '2026-03-06T05:15:00.000Z' },
    { stage: 'shipped', label: 'shipped', at: '2026-03-06T12:45:00.000Z' },
  ],
});

function answerOrder(status: number, order?: ShopperOrder) {
  server.use(
    meHandler(),
    http.get('*/api/product-orders/:id', ({ params }) =>
      status === 200 && order && params.id === order._id
        ? HttpResponse.json({ success: true, data: order })
        : HttpResponse.json({ success: false, message: 'Order not found' }, { status }),
    ),
  );
}

/** The page as the app routes it: its loader fills the app's QueryClient before it renders. */
function renderOrderPage(id = ORDER_ID) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/orders/:id',
        element: <OrderPage />,
        loader: (args) => loader({ ...args, queryClient }),
        ErrorBoundary: RouteErrorPage,
      },
      { path: '/orders', element: <p>Orders page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [`/orders/${id}`] },
  );
  return renderRouter(router, queryClient);
}

describe('Order detail page', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('shows the order: lines, address, payment, badge and step, shipment with its tracking link, every step with its time', async () => {
    signIn();
    answerOrder(200, shipped);
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #9A8B7C6D' })).toBeInTheDocument();
    // SPEC §4's badge as it was, and where the parcel is beside it.
    expect(screen.getByText('Pending Payment')).toBeInTheDocument();
    expect(screen.getByTestId('order-step')).toHaveTextContent('Shipped');
    // Shipped: the server says it may not be cancelled, whatever SPEC §4's rule would offer.
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();

    const shipment = screen.getByRole('region', { name: ORDER_DETAIL_TEXT.shipment });
    expect(within(shipment).getByText('Delhivery')).toBeInTheDocument();
    expect(within(shipment).getByText('AWB7788990011')).toBeInTheDocument();
    expect(within(shipment).getByRole('link', { name: 'Track shipment' })).toHaveAttribute(
      'href',
      'https://track.example/AWB7788990011',
    );

    const timeline = screen.getByRole('region', { name: ORDER_DETAIL_TEXT.timeline });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order placed5 Mar 2026, 3:00 pm',
      'Confirmed5 Mar 2026, 4:30 pm',
      'Packed6 Mar 2026, 10:45 am',
      'ShippedNow6 Mar 2026, 6:15 pm',
    ]);

    const items = screen.getByRole('region', { name: ORDER_DETAIL_TEXT.items });
    expect(within(items).getByRole('img', { name: 'Indigo Cotton Kurta' })).toHaveAttribute(
      'src',
      '/uploads/kurta.jpg',
    );
    expect(within(items).getByText('M')).toBeInTheDocument();
    expect(within(items).getByText('2')).toBeInTheDocument();
    expect(within(items).getByText('₹3,598')).toBeInTheDocument();

    const address = screen.getByRole('region', { name: ORDER_DETAIL_TEXT.deliveryAddress });
    expect(address).toHaveTextContent('Priya Sharma12 MG RoadBengaluru, Karnataka, 560001');
    const payment = screen.getByRole('region', { name: ORDER_DETAIL_TEXT.payment });
    expect(within(payment).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(payment).getByTestId('payment-status')).toHaveTextContent('Pay on delivery');
    expect(within(payment).getByText('Plantation Amount')).toBeInTheDocument();
    expect(within(payment).getByText('₹3,608')).toBeInTheDocument();
  });

  it('offers Cancel on a placed order, and shows the server’s words when it refuses', async () => {
    signIn();
    answerOrder(200, makeShopperOrder());
    server.use(
      http.put('*/api/product-orders/:id/cancel', () =>
        HttpResponse.json(
          { success: false, message: 'This order can no longer be cancelled' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel order' }),
    );
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    expect(screen.getByText('This order can no longer be cancelled')).toBeInTheDocument();
  });

  it('offers the invoice and credit notes when they exist', async () => {
    signIn();
    answerOrder(
      200,
      makeShopperOrder({
        invoice: {
          number: 'ZRI/2627/000007',
          issuedAt: '2026-03-06T12:45:00.000Z',
          placeOfSupply: '29-Karnataka',
          lines: [],
        },
        creditNotes: [],
      }),
    );
    renderOrderPage();
    expect(await screen.findByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/product-orders/${ORDER_ID}/invoice$`)),
    );
  });

  it('shows the 404 page for an order that is not the shopper’s', async () => {
    signIn();
    answerOrder(404);
    renderOrderPage();
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Order #/ })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back to the order', async () => {
    answerOrder(401);
    const { router } = renderOrderPage();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`/orders/${ORDER_ID}`)}`);
  });
});
