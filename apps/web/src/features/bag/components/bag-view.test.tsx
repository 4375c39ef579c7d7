import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import BagPage from '@/pages/bag';
import {
  catalogHandlers,
  dismissToastsBetweenTests,
  kurta,
  kurtaLine,
  kurtaRed,
  scarf,
  scarfLine,
  signIn,
  storeBag,
} from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

function renderBag() {
  return renderRoute(<BagPage />, {
    path: '/bag',
    otherRoutes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  });
}

const total = () => screen.getByTestId('bag-total').textContent;
const lineFor = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('Bag', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('shows the empty state with a way back to shopping', async () => {
    const { user } = renderBag();
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some items to get started')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('prices every line by the line-price rule and sums the bag in paise', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine, scarfLine]);
    renderBag();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    const kurtaRow = lineFor(kurta.title);
    expect(within(kurtaRow).getByText('₹1,799')).toBeInTheDocument();
    expect(within(kurtaRow).getByTestId('line-total')).toHaveTextContent('₹3,598');
    expect(within(kurtaRow).getByTestId('variant-swatch')).toHaveStyle({ backgroundColor: '#b91c1c' });
    expect(within(kurtaRow).getByText('M')).toBeInTheDocument();
    expect(within(lineFor(scarf.title)).getByTestId('line-total')).toHaveTextContent('₹599.5');
    expect(screen.getByTestId('bag-subtotal')).toHaveTextContent('₹4,197.5');
    expect(screen.getByText('Included with GST')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(total()).toBe('₹4,197.5');
  });

  it('refreshes prices from the catalogue when the bag opens', async () => {
    server.use(...catalogHandlers([kurta], [{ ...kurtaRed, discountedPrice: 1699 }]));
    storeBag([kurtaLine]);
    renderBag();
    expect(await within(lineFor(kurta.title)).findByText('₹1,699')).toBeInTheDocument();
    expect(total()).toBe('₹3,398');
  });

  it('raises and lowers quantities, and minus at 1 removes the line with a toast', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine, scarfLine]);
    const { user } = renderBag();
    const kurtaRow = lineFor(kurta.title);
    await user.click(within(kurtaRow).getByRole('button', { name: 'Increase quantity' }));
    expect(within(kurtaRow).getByTestId('line-total')).toHaveTextContent('₹5,397');
    await user.click(within(kurtaRow).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(kurtaRow).getByTestId('line-total')).toHaveTextContent('₹3,598');

    await user.click(within(lineFor(scarf.title)).getByRole('button', { name: 'Decrease quantity' }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: scarf.title })).not.toBeInTheDocument();
    expect(total()).toBe('₹3,598');
  });

  it('stops the plus button at the order limit of 10', async () => {
    server.use(...catalogHandlers());
    storeBag([{ ...kurtaLine, quantity: 10 }]);
    renderBag();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('stops the plus button at what was left of the size and colour, saying why (issue 31)', async () => {
    server.use(...catalogHandlers());
    storeBag([{ ...kurtaLine, quantity: 1, maxQuantity: 2 }]);
    const { user } = renderBag();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByTestId('stock-limit')).not.toBeInTheDocument();
    await user.click(plus);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByTestId('stock-limit')).toHaveTextContent('Only 2 left in M');
  });

  it('removes a line with its remove button and clears all items', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine, scarfLine]);
    const { user } = renderBag();
    await user.click(screen.getByRole('button', { name: `Remove ${kurta.title}` }));
    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    // Clearing asks first: "Keep them" keeps the bag, "Yes, clear" empties it.
    await user.click(screen.getByRole('button', { name: 'Clear all items' }));
    expect(screen.getByText('Remove this item from your bag?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.getByRole('link', { name: scarf.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all items' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
  });

  it('adds a donation only when the shopper plants one, and edits or removes it', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine]);
    const { user } = renderBag();
    expect(screen.getByText('Plant a Tree for Our Planet')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Donation amount' });
    expect(field).toHaveAttribute('placeholder', '10');
    expect(total()).toBe('₹3,598');

    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'PLANT' }));
    expect(total()).toBe('₹3,598');

    await user.click(screen.getByRole('button', { name: 'PLANT' }));
    expect(total()).toBe('₹3,608');
    expect(screen.getByText('Plantation Amount')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Donation ₹10, tap to edit/ }));
    const editor = screen.getByRole('textbox', { name: 'Donation amount' });
    await user.clear(editor);
    await user.type(editor, '25{Enter}');
    expect(total()).toBe('₹3,623');

    await user.click(screen.getByRole('button', { name: /Donation ₹25/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Donation amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Donation amount' }), '40');
    await user.click(screen.getByText('Included with GST'));
    expect(total()).toBe('₹3,638');

    await user.click(screen.getByRole('button', { name: 'Remove donation' }));
    expect(total()).toBe('₹3,598');
    expect(screen.getByRole('button', { name: 'PLANT' })).toBeInTheDocument();
  });

  it('takes whole rupees only and says so beside the field, never rounding 12.5 to 12', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine]);
    const { user } = renderBag();
    const field = screen.getByRole('textbox', { name: 'Donation amount' });
    expect(field).toHaveAccessibleDescription('Whole rupees only, up to ₹10,000');

    await user.type(field, '12.5');
    await user.click(screen.getByRole('button', { name: 'PLANT' }));
    expect(total()).toBe('₹3,598');
    expect(field).toHaveValue('12.5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter whole rupees, without paise');

    await user.clear(field);
    await user.type(field, '12');
    expect(field).toHaveAccessibleDescription('Whole rupees only, up to ₹10,000');
    await user.click(screen.getByRole('button', { name: 'PLANT' }));
    expect(total()).toBe('₹3,610');

    await user.click(screen.getByRole('button', { name: /Donation ₹12, tap to edit/ }));
    const editor = screen.getByRole('textbox', { name: 'Donation amount' });
    await user.clear(editor);
    await user.type(editor, '20000{Enter}');
    expect(editor).toHaveAccessibleDescription('The most you can add is ₹10,000');
    expect(total()).toBe('₹3,610');
  });

  it('sends a signed-out shopper to login from Proceed to Checkout', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine]);
    const { user } = renderBag();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login to place an order')).toBeInTheDocument();
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('asks login to come back to the checkout, which a signed-in return opens', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine]);
    const signedOut = renderBag();
    await signedOut.user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await screen.findByText('Login page');
    const { pathname, search } = signedOut.router.state.location;
    expect(`${pathname}${search}`).toBe('/login?next=%2Fbag%3Fcheckout%3D1');
    signedOut.unmount();

    signIn();
    renderRoute(<BagPage />, { path: '/bag?checkout=1', route: '/bag' });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('keeps showing the stored price when the catalogue fails', async () => {
    server.use(
      http.get('*/api/products/:id', () => HttpResponse.json({ success: false }, { status: 500 })),
      ...catalogHandlers(),
    );
    storeBag([kurtaLine]);
    renderBag();
    expect(total()).toBe('₹3,598');
  });
});
