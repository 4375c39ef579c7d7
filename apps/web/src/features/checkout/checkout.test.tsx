import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, type OrderPayload, STORAGE_KEYS } from '@zari/contract';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import BagPage from '@/pages/bag';
import {
  catalogHandlers,
  dismissToastsBetweenTests,
  kurtaLine,
  meHandler,
  signIn,
  storeBag,
  testUser,
} from '@/test/account-fixtures';
import { quoteHandler } from '@/test/quote-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const BAG_TOTAL_PAISE = 359_800;
const SAVED_ADDRESS = {
  fullName: 'Someone Else',
  phone: '9000000000',
  address: '221B Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
};

function recordOrders(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, message: 'Order placed successfully', data: { _id: 'order-1' } }),
) {
  const placed: OrderPayload[] = [];
  server.use(
    http.post(`*${API_PATHS.createOrder}`, async ({ request }) => {
      placed.push((await request.json()) as OrderPayload);
      return answer();
    }),
  );
  return placed;
}

function paymentHandlers(
  options: { gateway?: 'simulated' | 'razorpay'; create?: () => Response; verify?: () => Response } = {},
) {
  const created: number[] = [];
  const createBodies: { amount: number; order?: OrderPayload }[] = [];
  const verified: unknown[] = [];
  server.use(
    http.get(`*${API_PATHS.paymentConfig}`, () =>
      HttpResponse.json({
        success: true,
        data: { gateway: options.gateway ?? 'simulated', keyId: 'rzp_test_key' },
      }),
    ),
    http.post(`*${API_PATHS.createPaymentOrder}`, async ({ request }) => {
      const body = (await request.json()) as { amount: number; order?: OrderPayload };
      created.push(body.amount);
      createBodies.push(body);
      return (
        options.create?.() ??
        HttpResponse.json({
          success: true,
          data: { id: 'order_sim_1', amount: body.amount, currency: 'INR' },
        })
      );
    }),
    http.post(`*${API_PATHS.verifyPayment}`, async ({ request }) => {
      verified.push(await request.json());
      return options.verify?.() ?? HttpResponse.json({ success: true, message: 'Payment verified' });
    }),
    http.post(`*${API_PATHS.simulatedPay}`, async ({ request }) => {
      const body = (await request.json()) as { razorpay_order_id: string; outcome: string };
      return HttpResponse.json({
        success: true,
        data:
          body.outcome === 'success'
            ? {
                status: 'success',
                confirmation: {
                  razorpay_order_id: body.razorpay_order_id,
                  razorpay_payment_id: 'pay_sim_1',
                  razorpay_signature: 'sig',
                },
              }
            : { status: 'failure', description: 'Card declined by the bank' },
      });
    }),
  );
  return { created, createBodies, verified };
}

async function openCheckout({ saveAddress = true } = {}) {
  signIn();
  storeBag([kurtaLine]);
  if (saveAddress) localStorage.setItem(STORAGE_KEYS.shippingAddress, JSON.stringify(SAVED_ADDRESS));
  server.use(meHandler(), ...catalogHandlers());
  const view = renderRoute(<BagPage />, {
    path: '/bag',
    otherRoutes: [
      { path: '/orders', element: <p>Orders page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
  await view.user.click(screen.getByRole('button', { name: 'PLANT' }));
  await view.user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  await screen.findByRole('heading', { name: 'Checkout' });
  return view;
}

const placeButton = () => screen.getByRole('button', { name: /Place Order/ });
const bagIsKept = () => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toHaveLength(1);

describe('Checkout panel', { timeout: 15_000 }, () => {
  // The bag page loads the panel lazily; compiling it here keeps that cost (seconds on a loaded shared
  // machine) out of the first test's time.
  beforeAll(() => import('./index'), 60_000);
  dismissToastsBetweenTests();
  afterEach(() => {
    delete window.Razorpay;
  });

  it('prefills name and phone from the user and the address from the saved one, with the donation in the total', async () => {
    await openCheckout();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue(testUser.fullName);
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText(/^Address/)).toHaveValue(SAVED_ADDRESS.address);
    expect(screen.getByLabelText(/Postal Code/)).toHaveValue(SAVED_ADDRESS.postalCode);
    expect(screen.getByText('Plantation Amount')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,608');
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  });

  it('keeps a donation planted before signing in on the way to checkout', async () => {
    storeBag([kurtaLine]);
    localStorage.setItem(STORAGE_KEYS.shippingAddress, JSON.stringify(SAVED_ADDRESS));
    server.use(meHandler(), ...catalogHandlers());
    const signedOut = renderRoute(<BagPage />, {
      path: '/bag',
      otherRoutes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await signedOut.user.click(screen.getByRole('button', { name: 'PLANT' }));
    await signedOut.user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    signedOut.unmount();

    // Signed in, the login screen sends the shopper back to the bag's checkout.
    signIn();
    renderRoute(<BagPage />, { path: '/bag?checkout=1', route: '/bag' });
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(screen.getByText('Plantation Amount')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,608');
  });

  it('marks the Postal Code field when the server does not deliver to the pincode, until it changes', async () => {
    server.use(
      http.post(`*${API_PATHS.createOrder}`, () =>
        HttpResponse.json(
          { success: false, message: 'Sorry, we do not deliver to this pincode yet' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCheckout();
    await user.click(placeButton());
    const postalCode = screen.getByLabelText(/Postal Code/);
    await expect.poll(() => postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(postalCode).toHaveAccessibleDescription('Sorry, we do not deliver to this pincode yet');
    expect(postalCode).toHaveFocus();
    bagIsKept();
    await user.type(postalCode, '1');
    expect(postalCode).toHaveAttribute('aria-invalid', 'false');
  });

  it('requires every field and says which one is missing', async () => {
    const placed = recordOrders();
    const { user } = await openCheckout({ saveAddress: false });
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.click(placeButton());
    for (const label of ['Full Name', 'City', 'State', 'Postal Code']) {
      expect(screen.getByText(`${label} is required`)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(placed).toHaveLength(0);
  });

  it('goes back to the bag when closed', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Back to bag' }));
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('places a COD order once, clears the bag and goes to the orders', async () => {
    const placed = recordOrders(async () => {
      await delay(50);
      return HttpResponse.json({ success: true, data: { _id: 'order-1' } });
    });
    const { user } = await openCheckout();
    await user.dblClick(placeButton());
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toEqual({
      user: testUser._id,
      products: [
        { product: kurtaLine.product._id, productVariant: kurtaLine.selectedVariant, size: 'M', quantity: 2 },
      ],
      shippingAddress: { ...SAVED_ADDRESS, fullName: testUser.fullName, phone: '+91 98765 43210' },
      paymentMethod: 'cod',
      donationAmount: 10,
    });
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
  });

  it('sends the applied code with the order and charges the quoted total online', async () => {
    const quote = quoteHandler();
    server.use(quote.handler);
    localStorage.setItem(STORAGE_KEYS.promoCode, JSON.stringify('SAVE10'));
    const { created } = paymentHandlers();
    const placed = recordOrders();
    const { user } = await openCheckout();
    // ₹3,598 − 10% (₹359.8) + the ₹10 donation.
    expect(await screen.findByTestId('checkout-discount')).toHaveTextContent('−₹359.8');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,248.2');
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await waitFor(() => expect(quote.requests.at(-1)?.paymentMethod).toBe('razorpay'));
    await user.click(await screen.findByRole('button', { name: /Pay & Place Order · ₹3,248.2/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(created).toEqual([324_820]);
    expect(placed[0]).toMatchObject({
      promoCode: 'SAVE10',
      expectedDiscount: 359.8,
      paymentMethod: 'razorpay',
    });
    expect(localStorage.getItem(STORAGE_KEYS.promoCode)).toBeNull();
  });

  it('shows the "offer changed" refusal and prices the bag again', async () => {
    const quote = quoteHandler({ firstOrder: true });
    server.use(quote.handler);
    recordOrders(() =>
      HttpResponse.json(
        { success: false, message: 'This offer changed; please review your bag' },
        { status: 409 },
      ),
    );
    const { user } = await openCheckout();
    await screen.findByTestId('checkout-discount');
    const asked = quote.requests.length;
    await user.click(placeButton());
    expect(await screen.findByText('This offer changed; please review your bag')).toBeInTheDocument();
    await waitFor(() => expect(quote.requests.length).toBeGreaterThan(asked));
    bagIsKept();
  });

  it("shows 'Order Failed' with the server's message and keeps the bag", async () => {
    recordOrders(() =>
      HttpResponse.json({ success: false, message: 'Indigo Cotton Kurta is out of stock' }, { status: 409 }),
    );
    const { user } = await openCheckout();
    await user.click(placeButton());
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(screen.getByText('Indigo Cotton Kurta is out of stock')).toBeInTheDocument();
    bagIsKept();
  });

  it('sends an Idempotency-Key and reuses it when the shopper retries after an answer was lost', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`*${API_PATHS.createOrder}`, ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return keys.length === 1
          ? HttpResponse.error()
          : HttpResponse.json({ success: true, data: { _id: 'order-1' } });
      }),
    );
    const { user } = await openCheckout();
    await user.click(placeButton());
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    await user.click(placeButton());
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('falls back to the catalogue text when the order fails without a message', async () => {
    recordOrders(() => HttpResponse.json({}, { status: 500 }));
    const { user } = await openCheckout();
    await user.click(placeButton());
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();
  });

  it('pays through the simulated checkout, verifies and places a razorpay order', async () => {
    const { created, verified } = paymentHandlers();
    const placed = recordOrders();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(dialog).toHaveTextContent('₹3,608');
    expect(created).toEqual([BAG_TOTAL_PAISE + 1000]);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(verified).toEqual([
      { razorpay_order_id: 'order_sim_1', razorpay_payment_id: 'pay_sim_1', razorpay_signature: 'sig' },
    ]);
    expect(placed[0]).toMatchObject({ paymentMethod: 'razorpay', razorpay_order_id: 'order_sim_1' });
  });

  it('sends the order with the payment request, so the server can place it if the tab closes after paying', async () => {
    const { createBodies } = paymentHandlers();
    const placed = recordOrders();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    await screen.findByRole('dialog', { name: 'Test payment' });
    const order = {
      user: testUser._id,
      products: [
        { product: kurtaLine.product._id, productVariant: kurtaLine.selectedVariant, size: 'M', quantity: 2 },
      ],
      shippingAddress: { ...SAVED_ADDRESS, fullName: testUser.fullName, phone: '+91 98765 43210' },
      paymentMethod: 'razorpay',
      donationAmount: 10,
    };
    expect(createBodies).toEqual([{ amount: BAG_TOTAL_PAISE + 1000, order }]);
    expect(placed).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(placed).toEqual([{ ...order, razorpay_order_id: 'order_sim_1' }]);
  });

  it("shows 'Payment Failed' with the provider's description when the payment fails", async () => {
    paymentHandlers();
    const placed = recordOrders();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Pay Online/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    await user.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Card declined by the bank')).toBeInTheDocument();
    expect(placed).toHaveLength(0);
    bagIsKept();
  });

  it("shows 'Payment Error' when the payment order cannot be created", async () => {
    paymentHandlers({ create: () => HttpResponse.json({ success: false }, { status: 502 }) });
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initiate Razorpay payment. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses to charge an amount that differs from the order", async () => {
    paymentHandlers({
      create: () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The amount to pay does not match the order total. Please review your bag.',
          },
          { status: 400 },
        ),
    });
    const placed = recordOrders();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(
      screen.getByText('The amount to pay does not match the order total. Please review your bag.'),
    ).toBeInTheDocument();
    expect(placed).toHaveLength(0);
    bagIsKept();
  });

  it("says 'Failed to create Razorpay order' when the server reports non-success", async () => {
    paymentHandlers({ create: () => HttpResponse.json({ success: false }) });
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    expect(await screen.findByText('Failed to create Razorpay order')).toBeInTheDocument();
  });

  it("shows 'Payment Verification Failed' and places nothing when the signature is refused", async () => {
    paymentHandlers({ verify: () => HttpResponse.json({ success: false }, { status: 400 }) });
    const placed = recordOrders();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Payment verification failed')).toBeInTheDocument();
    expect(placed).toHaveLength(0);
    bagIsKept();
  });

  it("shows 'Order Failed' when the payment succeeded but the order was refused", async () => {
    paymentHandlers();
    recordOrders(() => HttpResponse.json({ success: false, message: 'Order refused' }, { status: 409 }));
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(screen.getByText('Order refused')).toBeInTheDocument();
  });

  it("opens Razorpay's checkout with the brand theme when the API runs the razorpay gateway", async () => {
    const { verified } = paymentHandlers({ gateway: 'razorpay' });
    const placed = recordOrders();
    const opened: Record<string, unknown>[] = [];
    window.Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      on() {}
      open() {
        (this.options.handler as (response: unknown) => void)({
          razorpay_order_id: 'order_sim_1',
          razorpay_payment_id: 'pay_live_1',
          razorpay_signature: 'sig_live',
        });
      }
    } as unknown as typeof window.Razorpay;
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_sim_1',
      amount: BAG_TOTAL_PAISE + 1000,
      theme: { color: '#9E7FFF' },
      prefill: { name: testUser.fullName, contact: testUser.phone },
    });
    expect(verified).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'razorpay', razorpay_order_id: 'order_sim_1' });
  });

  it("reports Razorpay's payment.failed description", async () => {
    paymentHandlers({ gateway: 'razorpay' });
    window.Razorpay = class {
      failed?: (response: unknown) => void;
      on(_event: string, handler: (response: unknown) => void) {
        this.failed = handler;
      }
      open() {
        this.failed?.({ error: { description: 'Payment declined by issuer' } });
      }
    } as unknown as typeof window.Razorpay;
    const { user } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    await user.click(screen.getByRole('button', { name: /Pay & Place Order/ }));
    expect(await screen.findByText('Payment declined by issuer')).toBeInTheDocument();
    expect(screen.getByText('Payment Failed')).toBeInTheDocument();
  });

  it('signs out and asks to log in when the session expired before placing the order', async () => {
    recordOrders(() =>
      HttpResponse.json({ success: false, message: 'Please log in to continue' }, { status: 401 }),
    );
    const { user } = await openCheckout();
    await user.click(placeButton());
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('Please login to place an order')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBeNull());
    bagIsKept();
  });

  it("toasts 'Empty Cart' when the bag was emptied elsewhere before placing", async () => {
    const placed = recordOrders();
    const { user } = await openCheckout();
    localStorage.setItem(STORAGE_KEYS.cart, '[]');
    window.dispatchEvent(new Event('storage'));
    await user.click(placeButton());
    expect(await screen.findByText('Empty Cart')).toBeInTheDocument();
    expect(placed).toHaveLength(0);
  });
});
