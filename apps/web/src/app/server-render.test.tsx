import { act } from '@testing-library/react';
import { API_PATHS, PROFILE_TEXT, STORAGE_KEYS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout';
import { loadDrawer, loadPalette } from '@/app/overlays';
import { AppProviders, createQueryClient } from '@/app/providers';
import { paths } from '@/config/paths';
import { productQueryOptions, productVariantsQueryOptions } from '@/features/catalog';
import AboutUsPage from '@/pages/about-us';
import BagPage from '@/pages/bag';
import CategoryPage from '@/pages/category';
import EditProfilePage from '@/pages/edit-profile';
import HomePage from '@/pages/home';
import HotListPage from '@/pages/hot-list';
import LoginPage from '@/pages/login';
import NotFoundPage from '@/pages/not-found';
import OrdersPage from '@/pages/orders';
import ProductPage from '@/pages/product';
import ReturnPolicyPage from '@/pages/return-policy';
import SearchPage from '@/pages/search';
import SettingsPage from '@/pages/settings';
import ShippingAddressPage from '@/pages/shipping-address';
import ShippingDeliveryPage from '@/pages/shipping-delivery';
import SignupPage from '@/pages/signup';
import UserProfilePage from '@/pages/user-profile';
import WishlistPage from '@/pages/wishlist';
import { makeProduct, makeVariant, productHandler, tops } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithoutBrowser } from '@/test/without-browser';

const product = makeProduct({ title: 'Chikankari Kurta', category: tops, sizes: ['S', 'M'] });
const variant = makeVariant(product, { colorName: 'Red' });

const PAGES: [path: string, pattern: string, Page: ComponentType][] = [
  [paths.home.getHref(), paths.home.path, HomePage],
  [paths.product.getHref(product._id), paths.product.path, ProductPage],
  [paths.category.getHref('tops'), paths.category.path, CategoryPage],
  [paths.hotList.getHref(), paths.hotList.path, HotListPage],
  [`${paths.search.path}?q=kurta`, paths.search.path, SearchPage],
  [paths.wishlist.getHref(), paths.wishlist.path, WishlistPage],
  [paths.bag.getHref(), paths.bag.path, BagPage],
  [paths.userProfile.getHref(), paths.userProfile.path, UserProfilePage],
  [paths.orders.getHref(), paths.orders.path, OrdersPage],
  [paths.editProfile.getHref(), paths.editProfile.path, EditProfilePage],
  [paths.settings.getHref(), paths.settings.path, SettingsPage],
  [paths.shippingAddress.getHref(), paths.shippingAddress.path, ShippingAddressPage],
  [paths.shippingDelivery.getHref(), paths.shippingDelivery.path, ShippingDeliveryPage],
  [paths.returnPolicy.getHref(), paths.returnPolicy.path, ReturnPolicyPage],
  [paths.aboutUs.getHref(), paths.aboutUs.path, AboutUsPage],
  [paths.login.getHref(), paths.login.path, LoginPage],
  [paths.signup.getHref(), paths.signup.path, SignupPage],
  ['/no-such-page', '*', NotFoundPage],
];

/** One storefront page in the app's shell, with the product already in the Query cache as a loader leaves it. */
function storefrontAt(path: string, pattern: string, Page: ComponentType) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(productQueryOptions(product._id).queryKey, product);
  queryClient.setQueryData(productVariantsQueryOptions(product._id).queryKey, [variant]);
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: pattern, element: <Page /> }] }],
    {
      initialEntries: [path],
    },
  );
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Server rendering of the storefront', () => {
  it.each(PAGES)('renders %s without touching a browser global', async (path, pattern, Page) => {
    const html = await renderWithoutBrowser(storefrontAt(path, pattern, Page));
    expect(html).toContain('id="main"');
  });

  it('renders the product itself, and no bag or wishlist count', async () => {
    const [path, pattern, Page] = PAGES[1]!;
    const html = await renderWithoutBrowser(storefrontAt(path, pattern, Page));
    expect(html).toContain('Chikankari Kurta');
    expect(html).not.toContain('data-testid="count-badge"');
  });

  it('hydrates a signed-in shopper with a bag without a mismatch or a redirect, then shows what the browser holds', async () => {
    const line = {
      product: {
        _id: product._id,
        title: product.title,
        images: product.images,
        amount: product.amount,
        discountedAmount: product.discountedAmount,
      },
      selectedSize: 'S',
      selectedVariant: null,
      variantPrice: null,
      variantDiscountedPrice: null,
      variantColorCode: null,
      variantImage: null,
      quantity: 2,
    };
    const [path, pattern, Page] = PAGES.find(([, pattern]) => pattern === paths.settings.path)!;
    const html = await renderWithoutBrowser(storefrontAt(path, pattern, Page));

    const shopper = { _id: 'u1', phone: '+919123456781' };
    server.use(
      ...productHandler(product, [variant]),
      http.get(`*${API_PATHS.me}`, () => HttpResponse.json({ success: true, data: shopper })),
    );
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([line]));
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(shopper));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, storefrontAt(path, pattern, Page), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );

    expect(mismatches).toEqual([]);
    expect(container.querySelector('[data-testid="count-badge"]')).toHaveTextContent('2');
    // Still on settings: a signed-in shopper is not sent to login while storage is being read.
    expect(container).toHaveTextContent(PROFILE_TEXT.shippingAddress);
    // The hydrated app fetches the overlays' code once idle: let those imports finish before the file ends.
    await Promise.all([loadPalette(), loadDrawer()]);
    act(() => root.unmount());
    container.remove();
  });
});
