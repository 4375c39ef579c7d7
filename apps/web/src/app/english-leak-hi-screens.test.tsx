/**
 * Issue 35's English-leak guard, the screens only the browser fills (english-leak-hi.test.tsx renders the
 * rest as the server does): the bag with its lines and checkout, sign-in, the orders and one order, rendered
 * in Hindi with their data. No English text of the storefront's message catalogues may show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@zari/contract';
import { BAG_TEXT as HI_BAG_TEXT } from '@zari/contract/messages/hi/bag';
import { ACCESSIBLE_NAMES as HI_ACCESSIBLE_NAMES } from '@zari/contract/messages/hi/storefront';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadAllModules } from '@/lib/i18n';
import BagPage from '@/pages/bag';
import LoginPage from '@/pages/login';
import OrderPage from '@/pages/order';
import OrdersPage from '@/pages/orders';
import {
  catalogHandlers,
  dismissToastsBetweenTests,
  kurta,
  kurtaLine,
  kurtaRed,
  makeOrder,
  meHandler,
  scarf,
  scarfLine,
  signIn,
  storeBag,
} from '@/test/account-fixtures';
import { englishLeaks, englishTexts, inHindi, shopperTexts } from '@/test/english-leaks';
import { quoteHandler } from '@/test/quote-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

let english: Map<string, string>;
beforeAll(async () => {
  await loadAllModules('hi');
  english = englishTexts();
});

describe('No English on the screens the browser fills in Hindi', { timeout: 30_000 }, () => {
  beforeAll(() => import('@/features/checkout'), 60_000);
  dismissToastsBetweenTests();

  const hindiKurta = inHindi(kurta, 'नील सूती कुर्ता');
  const hindiScarf = inHindi(scarf, 'रेशमी दुपट्टा');
  const withTitles = (line: typeof kurtaLine, product: Product) => ({
    ...line,
    product: { ...line.product, translations: { hi: { title: product.translations?.hi?.title ?? '' } } },
  });
  const leaksOnScreen = () => englishLeaks(shopperTexts(document.body.innerHTML), english);

  it('shows the bag and its checkout in Hindi: lines, totals, terms, the product titles', async () => {
    signIn();
    storeBag([withTitles(kurtaLine, hindiKurta), withTitles(scarfLine, hindiScarf)]);
    server.use(meHandler(), quoteHandler().handler, ...catalogHandlers([hindiKurta, hindiScarf], [kurtaRed]));
    const { user } = renderRoute(<BagPage />, { path: '/bag', locale: 'hi' });
    const items = await screen.findByRole('region', { name: HI_ACCESSIBLE_NAMES.bagItems });
    expect(await within(items).findAllByText('नील सूती कुर्ता')).not.toHaveLength(0);
    expect(leaksOnScreen()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: HI_BAG_TEXT.proceedToCheckout }));
    const terms = await screen.findByTestId('checkout-return-terms');
    await waitFor(() => expect(terms).toHaveTextContent('नील सूती कुर्ता'));
    expect(screen.getByTestId('checkout-return-terms')).not.toHaveTextContent(kurta.title);
    expect(leaksOnScreen()).toEqual([]);
  });

  it('shows sign-in in Hindi', async () => {
    renderRoute(<LoginPage />, { path: '/login', locale: 'hi' });
    await screen.findByRole('textbox');
    expect(leaksOnScreen()).toEqual([]);
  });

  it('shows the orders and an order in Hindi', async () => {
    signIn();
    const order = makeOrder();
    server.use(
      meHandler(),
      http.get('*/api/product-orders/user/:userId', () =>
        HttpResponse.json({ success: true, data: [order] }),
      ),
      http.get('*/api/product-orders/:id', () =>
        HttpResponse.json({
          success: true,
          data: {
            ...makeOrder({ fulfilment: 'confirmed', cancellable: true }),
            timeline: [
              { stage: 'placed', label: 'placed', at: '2026-03-05T09:30:00.000Z' },
              { stage: 'confirmed', label: 'confirmed', at: '2026-03-05T11:00:00.000Z' },
            ],
          },
        }),
      ),
    );
    const list = renderRoute(<OrdersPage />, { path: '/orders', locale: 'hi' });
    await screen.findAllByRole('article');
    expect(leaksOnScreen()).toEqual([]);
    list.unmount();
    renderRoute(<OrderPage />, { path: `/orders/${order._id}`, route: paths.order.path, locale: 'hi' });
    await screen.findAllByText(new RegExp(order.shippingAddress.city));
    expect(leaksOnScreen()).toEqual([]);
  });
});
