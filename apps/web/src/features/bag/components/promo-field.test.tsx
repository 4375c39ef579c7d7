import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@zari/contract';
import { describe, expect, it } from 'vitest';
import BagPage from '@/pages/bag';
import {
  catalogHandlers,
  dismissToastsBetweenTests,
  kurta,
  kurtaLine,
  meHandler,
  signIn,
  storeBag,
} from '@/test/account-fixtures';
import { quoteHandler } from '@/test/quote-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

function renderBag() {
  return renderRoute(<BagPage />, {
    path: '/bag',
    otherRoutes: [{ path: '/signup', element: <p>Signup page</p> }],
  });
}

const total = () => screen.getByTestId('bag-total');
const promoField = () => screen.getByRole('textbox', { name: 'Promo code' });

/** A bag of two kurtas (₹3,598), its quote answered like the server. */
function bagWithQuote(options: Parameters<typeof quoteHandler>[0] = {}) {
  const quote = quoteHandler(options);
  server.use(...catalogHandlers(), quote.handler);
  storeBag([kurtaLine]);
  return quote;
}

async function applyCode(user: ReturnType<typeof renderBag>['user'], code: string) {
  await user.type(promoField(), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('Bag promo code', { timeout: 20_000 }, () => {
  dismissToastsBetweenTests();

  it('applies a valid code: the toast, the discount line, each line’s share and the new total', async () => {
    const quote = bagWithQuote();
    const { user } = renderBag();
    await waitFor(() => expect(total()).toHaveTextContent('₹3,598'));
    await applyCode(user, 'save10');

    expect(await screen.findByText('Promo code applied')).toBeInTheDocument();
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('SAVE10 · 10% OFF');
    expect(screen.getByTestId('bag-discount')).toHaveTextContent('−₹359.8');
    expect(total()).toHaveTextContent('₹3,238.2');
    expect(screen.getByText('You save ₹359.8')).toBeInTheDocument();
    const line = screen.getByRole('link', { name: kurta.title }).closest('li') as HTMLElement;
    expect(within(line).getByTestId('line-discount')).toHaveTextContent('−₹359.8');
    expect(quote.requests.at(-1)?.promoCode).toBe('SAVE10');
  });

  it('shows why a code does not apply under the field, not as a toast, and keeps the total', async () => {
    bagWithQuote();
    const { user } = renderBag();
    await applyCode(user, 'BOGUS');

    const message = "We couldn't find this code. Please check it and try again.";
    expect(await screen.findByTestId('promo-refusal')).toHaveTextContent(message);
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    expect(promoField()).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Promo code applied')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bag-discount')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('₹3,598');
  });

  it('removes an applied code: the discount goes, the field is empty, the stored code is gone', async () => {
    bagWithQuote();
    const { user } = renderBag();
    await applyCode(user, 'SAVE10');
    await screen.findByTestId('promo-applied');

    await user.click(screen.getByRole('button', { name: 'Remove SAVE10' }));
    await waitFor(() => expect(screen.queryByTestId('bag-discount')).not.toBeInTheDocument());
    await waitFor(() => expect(total()).toHaveTextContent('₹3,598'));
    expect(promoField()).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEYS.promoCode)).toBeNull();
  });

  it('keeps an applied code across a reload', async () => {
    const quote = bagWithQuote();
    const first = renderBag();
    await applyCode(first.user, 'SAVE10');
    await screen.findByTestId('promo-applied');
    await screen.findByText('Promo code applied');
    first.unmount();
    // A new page: a fresh cache, the code read back from browser storage.
    document.body.innerHTML = '';
    quote.requests.length = 0;

    renderBag();
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('SAVE10 · 10% OFF');
    expect(total()).toHaveTextContent('₹3,238.2');
    expect(quote.requests[0]?.promoCode).toBe('SAVE10');
  });

  it('applies the welcome offer to a signed-in first order without typing', async () => {
    signIn();
    server.use(meHandler());
    bagWithQuote({ firstOrder: true });
    renderBag();

    expect(await screen.findByText('EXTRA 25% OFF on your first order, applied for you')).toBeInTheDocument();
    // 25% of ₹3,598 is ₹899.5: the offer's cap, ₹500, holds.
    expect(screen.getByTestId('bag-discount')).toHaveTextContent('−₹500');
    expect(
      within(screen.getByRole('complementary', { name: 'Order summary' })).getByText('EXTRA 25% OFF'),
    ).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹3,098');
    expect(screen.queryByText('Promo code applied')).not.toBeInTheDocument();
  });

  it('invites a visitor to sign up for the welcome offer, with a link to /signup', async () => {
    bagWithQuote({ visitor: true });
    const { user } = renderBag();

    expect(
      await screen.findByText('Sign up or log in to get EXTRA 25% OFF on your first order'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('bag-discount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByText('Signup page')).toBeInTheDocument();
  });

  it('keeps the bag’s own figures when the quote cannot be had', async () => {
    server.use(...catalogHandlers());
    storeBag([kurtaLine]);
    renderBag();
    // The default quote answers 503: the browser's sums stay, and the server prices the order anyway.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(total()).toHaveTextContent('₹3,598');
  });
});
