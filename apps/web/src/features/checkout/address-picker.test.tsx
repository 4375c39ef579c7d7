/**
 * Issue 34: at checkout a signed-in shopper's saved addresses are offered, the default preselected; a new
 * address can be saved to the book with the order. The browser's `shippingAddress` (SPEC §3) keeps working.
 */
import { screen } from '@testing-library/react';
import {
  API_PATHS,
  CHECKOUT_TERMS_TEXT,
  type OrderPayload,
  type SavedAddress,
  STORAGE_KEYS,
} from '@zari/contract';
import { ADDRESS_BOOK_TEXT as HI_ADDRESS_BOOK_TEXT } from '@zari/contract/messages/hi/addresses';
import { BAG_TEXT as HI_BAG_TEXT, CHECKOUT_TEXT as HI_CHECKOUT_TEXT } from '@zari/contract/messages/hi/bag';
import { CHECKOUT_TERMS_TEXT as HI_CHECKOUT_TERMS_TEXT } from '@zari/contract/messages/hi/checkout-terms';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllModules } from '@/lib/i18n';
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
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const base: SavedAddress = {
  id: '7b0c1a3e-0000-4000-8000-000000000001',
  fullName: 'Asha Verma',
  phone: '+919876543210',
  line1: 'Tech Park',
  line2: 'Outer Ring Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560103',
  kind: 'work',
  isDefault: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const HOME: SavedAddress = {
  ...base,
  id: '7b0c1a3e-0000-4000-8000-000000000002',
  line1: '12, 4th Cross',
  line2: 'Indiranagar',
  pincode: '560038',
  kind: 'home',
  isDefault: true,
};

function handlers(book: SavedAddress[]) {
  const placed: OrderPayload[] = [];
  const saved: unknown[] = [];
  server.use(
    meHandler(),
    ...catalogHandlers(),
    http.get('*/api/users/:userId/addresses', () => HttpResponse.json({ success: true, data: book })),
    http.post('*/api/users/:userId/addresses', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({
        success: true,
        data: { ...HOME, id: '7b0c1a3e-0000-4000-8000-000000000003' },
      });
    }),
    http.post(`*${API_PATHS.createOrder}`, async ({ request }) => {
      placed.push((await request.json()) as OrderPayload);
      return HttpResponse.json({ success: true, data: { _id: 'order-1' } });
    }),
  );
  return { placed, saved };
}

async function openCheckout() {
  signIn();
  storeBag([kurtaLine]);
  const view = renderRoute(<BagPage />, {
    path: '/bag',
    otherRoutes: [{ path: '/orders', element: <p>Orders page</p> }],
  });
  await view.user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  await screen.findByRole('heading', { name: 'Checkout' });
  return view;
}

describe('Checkout address picker', { timeout: 20_000 }, () => {
  beforeAll(() => import('./index'), 60_000);
  dismissToastsBetweenTests();

  it('preselects the default saved address and places the order to the one picked', async () => {
    const { placed } = handlers([base, HOME]);
    const { user } = await openCheckout();
    const picker = await screen.findByRole('radiogroup', { name: 'Deliver to' });
    expect(picker).toBeInTheDocument();
    expect(await screen.findByDisplayValue('12, 4th Cross, Indiranagar')).toBeInTheDocument();
    expect(screen.getByLabelText(/Postal Code/)).toHaveValue('560038');
    expect(screen.queryByLabelText('Save this address to my address book')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Asha Verma · Work/ }));
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Tech Park, Outer Ring Road');
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(placed[0]?.shippingAddress).toEqual({
      fullName: 'Asha Verma',
      phone: '+91 98765 43210',
      address: 'Tech Park, Outer Ring Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560103',
    });
    // SPEC §3's browser key is still written after the order.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? '{}')).toMatchObject({
      postalCode: '560103',
    });
  });

  it('saves a new address to the book with the order when asked', async () => {
    const { placed, saved } = handlers([]);
    const { user } = await openCheckout();
    await user.clear(screen.getByLabelText(/^Address/));
    await user.type(screen.getByLabelText(/^Address/), '9 Janpath');
    await user.type(screen.getByLabelText(/City/), 'New Delhi');
    await user.type(screen.getByLabelText(/State/), 'Delhi');
    await user.type(screen.getByLabelText(/Postal Code/), '110001');
    await user.click(screen.getByLabelText('Save this address to my address book'));
    await user.click(screen.getByRole('button', { name: /Place Order/ }));
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(placed).toHaveLength(1);
    expect(saved).toEqual([
      {
        fullName: testUser.fullName,
        phone: '+91 98765 43210',
        line1: '9 Janpath',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110001',
      },
    ]);
  });
});

describe('Checkout in Hindi (/hi/bag)', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./index'), loadAllModules('hi')]), 60_000);
  dismissToastsBetweenTests();

  it('offers the saved addresses and states the purchase terms in Hindi, the policy link under /hi', async () => {
    handlers([base, HOME]);
    signIn();
    storeBag([kurtaLine]);
    const { user } = renderRoute(<BagPage />, { path: '/bag', locale: 'hi' });
    await user.click(await screen.findByRole('button', { name: HI_BAG_TEXT.proceedToCheckout }));
    await screen.findByRole('heading', { name: HI_CHECKOUT_TEXT.title });
    expect(await screen.findByRole('radiogroup', { name: HI_ADDRESS_BOOK_TEXT.pickerTitle })).toBeVisible();
    expect(
      screen.getByRole('radio', { name: new RegExp(`Asha Verma · ${HI_ADDRESS_BOOK_TEXT.kinds.work}`) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: HI_ADDRESS_BOOK_TEXT.newAddress })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: HI_CHECKOUT_TERMS_TEXT.title })).toBeVisible();
    expect(screen.getByText(HI_CHECKOUT_TERMS_TEXT.noExchange)).toBeVisible();
    expect(screen.queryByText(CHECKOUT_TERMS_TEXT.noExchange)).toBeNull();
    expect(screen.getByRole('link', { name: HI_CHECKOUT_TERMS_TEXT.policyLink })).toHaveAttribute(
      'href',
      '/hi/return-policy',
    );
  });
});
