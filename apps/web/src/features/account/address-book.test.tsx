/**
 * Issue 34: the signed-in shopper's address book: the list (default first), adding with city and state
 * filled from the pincode, making another the default, deleting; reached from Settings.
 */
import { screen, within } from '@testing-library/react';
import { ADDRESS_BOOK_TEXT, API_PATHS, type SavedAddress, type SavedAddressCreate } from '@zari/contract';
import { ADDRESS_BOOK_TEXT as HI_ADDRESS_BOOK_TEXT } from '@zari/contract/messages/hi/addresses';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllModules } from '@/lib/i18n';
import AddressesPage from '@/pages/addresses';
import SettingsPage from '@/pages/settings';
import { dismissToastsBetweenTests, meHandler, signIn, testUser } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const HOME: SavedAddress = {
  id: '7b0c1a3e-0000-4000-8000-000000000001',
  fullName: 'Asha Verma',
  phone: '+919876543210',
  line1: '12, 4th Cross',
  line2: 'Indiranagar',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  kind: 'home',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const WORK: SavedAddress = {
  ...HOME,
  id: '7b0c1a3e-0000-4000-8000-000000000002',
  line1: 'Tech Park',
  kind: 'work',
  isDefault: false,
};

/** A server-side book the handlers keep, as the API would. */
function bookHandlers(initial: SavedAddress[]) {
  let book = [...initial];
  const added: SavedAddressCreate[] = [];
  server.use(
    http.get('*/api/users/:userId/addresses', () => HttpResponse.json({ success: true, data: book })),
    http.post('*/api/users/:userId/addresses', async ({ request }) => {
      const body = (await request.json()) as SavedAddressCreate;
      added.push(body);
      const created = {
        ...HOME,
        ...body,
        id: '7b0c1a3e-0000-4000-8000-000000000009',
        isDefault: book.length === 0,
      } as SavedAddress;
      book = [...book, created];
      return HttpResponse.json({ success: true, data: created });
    }),
    http.patch('*/api/users/:userId/addresses/:addressId', async ({ params, request }) => {
      const patch = (await request.json()) as Partial<SavedAddress>;
      book = book.map((entry) =>
        entry.id === params.addressId
          ? { ...entry, ...patch }
          : patch.isDefault
            ? { ...entry, isDefault: false }
            : entry,
      );
      return HttpResponse.json({ success: true, data: book.find((entry) => entry.id === params.addressId) });
    }),
    http.delete('*/api/users/:userId/addresses/:addressId', ({ params }) => {
      book = book.filter((entry) => entry.id !== params.addressId);
      return HttpResponse.json({ success: true, data: book });
    }),
    http.post(`*${API_PATHS.pincodeCheck}`, () =>
      HttpResponse.json({
        success: true,
        message: 'Delivery available',
        data: {
          pincode: '110001',
          estimatedDeliveryDays: 4,
          city: 'New Delhi',
          state: 'Delhi',
          codAvailable: true,
        },
      }),
    ),
  );
  return { added, book: () => book };
}

describe('Address book', { timeout: 20_000 }, () => {
  dismissToastsBetweenTests();

  it('is reached from Settings', async () => {
    signIn();
    server.use(
      meHandler(),
      http.get(`*${API_PATHS.userConsents}`, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderRoute(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('link', { name: /Saved addresses/ })).toHaveAttribute('href', '/addresses');
  });

  it('lists the book, adds an address with city and state from the pincode, makes another default and deletes', async () => {
    signIn();
    server.use(meHandler());
    const book = bookHandlers([HOME, WORK]);
    const { user } = renderRoute(<AddressesPage />, { path: '/addresses' });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('HomeDefault');
    expect(cards[0]).toHaveTextContent('+91 98765 43210');

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue(testUser.fullName);
    await user.type(screen.getByLabelText(/House no/), '9 Janpath');
    await user.type(screen.getByLabelText(/Pincode/), '110001');
    expect(await screen.findByDisplayValue('New Delhi')).toBeInTheDocument();
    expect(screen.getByLabelText(/State/)).toHaveValue('Delhi');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(book.added[0]).toMatchObject({
      line1: '9 Janpath',
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      kind: 'home',
    });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(3);

    await user.click(
      within(within(list).getAllByRole('listitem')[1] as HTMLElement).getByRole('button', {
        name: 'Make default',
      }),
    );
    await expect.poll(() => book.book().find((entry) => entry.isDefault)?.id).toBe(WORK.id);

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => book.book().length).toBe(2);
  });
});

describe('Address book in Hindi (/hi/addresses)', { timeout: 20_000 }, () => {
  dismissToastsBetweenTests();
  beforeAll(() => loadAllModules('hi'));

  it("lists the book with its kinds and buttons in Hindi, and the form's fields too", async () => {
    signIn();
    server.use(meHandler());
    bookHandlers([HOME, WORK]);
    const { user } = renderRoute(<AddressesPage />, { path: '/addresses', locale: 'hi' });
    const list = await screen.findByRole('list', { name: HI_ADDRESS_BOOK_TEXT.title });
    expect(await within(list).findByText(HI_ADDRESS_BOOK_TEXT.kinds.home)).toBeVisible();
    expect(within(list).getByText(HI_ADDRESS_BOOK_TEXT.default)).toBeVisible();
    expect(within(list).getByRole('button', { name: HI_ADDRESS_BOOK_TEXT.makeDefault })).toBeVisible();
    expect(within(list).queryByRole('button', { name: ADDRESS_BOOK_TEXT.edit })).toBeNull();
    await user.click(screen.getByRole('button', { name: HI_ADDRESS_BOOK_TEXT.add }));
    expect(screen.getByLabelText(new RegExp(HI_ADDRESS_BOOK_TEXT.fields.pincode))).toBeVisible();
    expect(screen.getByRole('button', { name: HI_ADDRESS_BOOK_TEXT.save })).toBeVisible();
  });
});
