/**
 * Issue 34: before the shopper confirms, the checkout shows every part of the total from the server's quote
 * (items at MRP, product discounts, promotion, delivery, donation, total, GST included) and the return,
 * refund and cancellation terms of the bag's lines, grouped by their terms.
 */
import { screen, within } from '@testing-library/react';
import { CHECKOUT_TERMS_TEXT, PRICE_BREAKDOWN_TEXT, STORAGE_KEYS } from '@zari/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import BagPage from '@/pages/bag';
import {
  catalogHandlers,
  dismissToastsBetweenTests,
  kurtaLine,
  meHandler,
  scarfLine,
  signIn,
  storeBag,
} from '@/test/account-fixtures';
import { quoteHandler } from '@/test/quote-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

async function openCheckout() {
  signIn();
  storeBag([kurtaLine, scarfLine]);
  server.use(meHandler(), ...catalogHandlers());
  const view = renderRoute(<BagPage />, {
    path: '/bag',
    otherRoutes: [{ path: '/orders', element: <p>Orders page</p> }],
  });
  await view.user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
  await screen.findByRole('heading', { name: 'Checkout' });
  return view;
}

describe('Checkout price breakdown and terms', { timeout: 15_000 }, () => {
  beforeAll(() => import('./index'), 60_000);
  dismissToastsBetweenTests();

  it('shows items at MRP, product discounts, the promotion, delivery, donation, total and the GST included', async () => {
    server.use(quoteHandler().handler);
    localStorage.setItem(STORAGE_KEYS.promoCode, JSON.stringify('SAVE10'));
    await openCheckout();
    // Kurta (red) 2 × ₹2,199 MRP sold at ₹1,799; scarf ₹899 MRP sold at ₹599.5.
    expect(await screen.findByTestId('checkout-mrp')).toHaveTextContent('₹5,297');
    expect(screen.getByText(PRICE_BREAKDOWN_TEXT.itemsAtMrp(3))).toBeInTheDocument();
    expect(screen.getByTestId('checkout-product-discount')).toHaveTextContent('−₹1,099.5');
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹4,197.5');
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent('−₹419.75');
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByText('Plantation Amount')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹3,777.75');
    // The fixture's server taxes the goods after the promotion at 5 %.
    expect(screen.getByTestId('checkout-gst')).toHaveTextContent('Includes GST of ₹179.89');
    // SPEC's own words stay.
    expect(screen.getByText('Included with GST')).toBeInTheDocument();
  });

  it('says GST is included without an amount while the quote cannot be had', async () => {
    await openCheckout();
    expect(screen.getByTestId('checkout-gst')).toHaveTextContent(PRICE_BREAKDOWN_TEXT.gstIncludedNoAmount);
    expect(screen.queryByTestId('checkout-mrp')).not.toBeInTheDocument();
  });

  it('groups the lines by their return terms and shows refund and cancellation terms before the button', async () => {
    server.use(quoteHandler().handler);
    const { user } = await openCheckout();
    const terms = await screen.findByTestId('checkout-return-terms');
    const groups = await within(terms).findAllByRole('listitem');
    expect(groups.map((group) => group.textContent)).toEqual([
      `${CHECKOUT_TERMS_TEXT.returnGroups['easy-return']}Indigo Cotton Kurta`,
      `${CHECKOUT_TERMS_TEXT.returnGroups['special-offer']}Silk Scarf`,
    ]);
    expect(screen.getByText(CHECKOUT_TERMS_TEXT.refunds)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TERMS_TEXT.cancellation)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TERMS_TEXT.codConfirmation)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Place Order/ });
    // In the document's order, the terms come before the button that places the order.
    expect(terms.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Razorpay/ }));
    expect(screen.getByText(CHECKOUT_TERMS_TEXT.prepaidCancellation)).toBeInTheDocument();
  });
});
