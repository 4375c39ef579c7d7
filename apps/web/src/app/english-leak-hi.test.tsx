/**
 * Issue 35's English-leak guard: every shopper route rendered under /hi as the server renders it (the real
 * renderer, the API answered from the test fixtures, no storage or other browser global). No English text of
 * the storefront's message catalogues may show, as text or as a name a screen reader says. The screens only
 * the browser fills are english-leak-hi-screens.test.tsx (a file of their own: a server render here leaves
 * React's router context behind for a browser render in the same file).
 */
import type { Category } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { createRenderer } from '@/entry-server';
import { loadAllModules } from '@/lib/i18n';
import { englishLeaks, englishTexts, inHindi, shopperTexts } from '@/test/english-leaks';
import {
  categoriesHandler,
  listingHandler,
  makeProduct,
  makeVariant,
  postersHandler,
  productHandler,
  productsByCategoryHandler,
  productsHandler,
} from '@/test/fixtures';
import { server } from '@/test/server';
import { withoutBrowser } from '@/test/without-browser';

/** The catalogue in Hindi, as the demo store ships it: every category and product has its Hindi fields. */
const hindiCategory = (category: Category, title: string): Category => ({
  ...category,
  translations: { hi: { title } },
});
const tops = hindiCategory(
  { _id: '1c9d1b0b-7a61-4b36-9a3a-2d2b7c1b0101', title: 'Tops & Blouses', slug: 'tops', image: '/t.jpg' },
  'टॉप्स और ब्लाउज़',
);
const dresses = hindiCategory(
  { _id: '1c9d1b0b-7a61-4b36-9a3a-2d2b7c1b0102', title: 'Dresses', slug: 'dresses', image: '/d.jpg' },
  'ड्रेसेज़',
);
const categories = [tops, dresses];
const kurtaProduct = inHindi(
  makeProduct({
    title: 'Chikankari Kurta',
    category: { _id: tops._id, title: tops.title, slug: tops.slug, translations: tops.translations },
    sizes: ['S', 'M'],
  }),
  'चिकनकारी कुर्ता',
);
const dress = inHindi(
  makeProduct({
    title: 'Anarkali Dress',
    category: {
      _id: dresses._id,
      title: dresses.title,
      slug: dresses.slug,
      translations: dresses.translations,
    },
  }),
  'अनारकली ड्रेस',
);
const products = [kurtaProduct, dress];
const variant = makeVariant(kurtaProduct, { colorName: 'लाल' });
const ORDER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** Every route of the router, with an address that reaches it: the guard fails when a route is added. */
const ROUTES: Record<string, string> = {
  [paths.home.path]: paths.home.getHref(),
  [paths.product.path]: paths.product.getHref(kurtaProduct._id),
  [paths.wishlist.path]: paths.wishlist.getHref(),
  [paths.bag.path]: paths.bag.getHref(),
  [paths.category.path]: paths.category.getHref(tops.slug),
  [paths.hotList.path]: paths.hotList.getHref(),
  [paths.search.path]: paths.search.getHref('kurta'),
  [paths.categories.path]: paths.categories.getHref(),
  [paths.userProfile.path]: paths.userProfile.getHref(),
  [paths.orders.path]: paths.orders.getHref(),
  [paths.order.path]: paths.order.getHref(ORDER_ID),
  [paths.orderConfirm.path]: paths.orderConfirm.getHref(ORDER_ID, 'tok'),
  [paths.editProfile.path]: paths.editProfile.getHref(),
  [paths.settings.path]: paths.settings.getHref(),
  [paths.shippingAddress.path]: paths.shippingAddress.getHref(),
  [paths.addresses.path]: paths.addresses.getHref(),
  [paths.shippingDelivery.path]: paths.shippingDelivery.getHref(),
  [paths.returnPolicy.path]: paths.returnPolicy.getHref(),
  [paths.aboutUs.path]: paths.aboutUs.getHref(),
  [paths.privacy.path]: paths.privacy.getHref(),
  [paths.login.path]: paths.login.getHref(),
  [paths.signup.path]: paths.signup.getHref(),
  [paths.help.path]: paths.help.getHref(),
  [paths.helpTicket.path]: paths.helpTicket.getHref('2640af37-ee41-455c-890d-9e11dc3d0ae9'),
  '*': '/no-such-page',
};

function routePatterns(routes: ReturnType<typeof createRoutes>): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePatterns(route.children ?? []),
  ]);
}

let english: Map<string, string>;
beforeAll(async () => {
  await loadAllModules('hi');
  english = englishTexts();
});

describe('No English on a Hindi page the server renders', () => {
  const origin = location.origin;
  const renderer = createRenderer({ fetch: (input, init) => fetch(new URL(String(input), origin), init) });
  beforeAll(() => vi.stubEnv('SSR', true));
  afterAll(() => vi.unstubAllEnvs());

  it('covers every route of the storefront', () => {
    expect(routePatterns(createRoutes(createQueryClient())).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('finds the English texts it looks for (the guard itself can fail)', () => {
    expect(english.size).toBeGreaterThan(500);
    const page = '<main><button aria-label="Close">x</button><p>Items in your bag</p></main>';
    expect(englishLeaks(shopperTexts(page), english)).toEqual(
      expect.arrayContaining(['ACCESSIBLE_NAMES: Close', 'ACCESSIBLE_NAMES: Items in your bag']),
    );
  });

  it.each(Object.entries(ROUTES))(
    'renders %s under /hi with no English text (%s)',
    async (_pattern, path) => {
      server.use(
        categoriesHandler(categories),
        postersHandler(['/uploads/hero-1.jpg']),
        ...productHandler(kurtaProduct, [variant]),
        ...listingHandler(products),
        productsHandler(products),
        productsByCategoryHandler(products),
        // A signed-out render: the API refuses a personal order (the browser asks again once signed in).
        http.get('*/api/product-orders/:id', () =>
          HttpResponse.json({ success: false, message: 'Please log in' }, { status: 401 }),
        ),
        http.get('*/api/cod-confirmations/:id', () =>
          HttpResponse.json({
            success: true,
            data: {
              _id: ORDER_ID,
              fulfilment: 'awaiting_confirmation',
              awaitingConfirmation: true,
              confirmBy: '2026-11-27T10:00:00.000Z',
              totalAmount: 1999,
              products: [{ title: 'चिकनकारी कुर्ता', size: 'M', quantity: 1 }],
            },
          }),
        ),
      );
      await withoutBrowser(async () => {
        let outcome = await renderer.render(new URL(`/hi${path === '/' ? '' : path}`, origin));
        // A page only a signed-in shopper may see sends a signed-out render to sign in, in Hindi too.
        if (outcome.kind === 'redirect') {
          expect(outcome.location).toMatch(/^\/hi\//);
          outcome = await renderer.render(new URL(outcome.location, origin));
        }
        if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
        expect(outcome.lang).toBe('hi-IN');
        const seen = shopperTexts(`${outcome.head}${outcome.body}`);
        expect(seen).toMatch(/[\u0900-\u097F]/);
        expect(englishLeaks(seen, english)).toEqual([]);
      });
    },
  );
});
