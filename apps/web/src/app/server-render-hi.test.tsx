/**
 * Issue 35: every storefront page rendered in Hindi (`/hi/...`) as the server does, with no browser global
 * (no storage, no window): the page's texts are the Hindi catalogue's, its links stay under /hi.
 */
import {
  ABOUT_US_TEXT,
  AUTH_TEXT,
  documentTitle,
  POLICY_TEXT,
  PRIVACY_NOTICE,
  PRIVACY_PAGE,
  RETURN_POLICY_TEXT,
  SHIPPING_POLICY_TEXT,
  STOREFRONT_TEXT,
  TAX_SHOPPER_TEXT,
  TICKET_TEXT,
} from '@zari/contract';
import { AUTH_TEXT as HI_AUTH_TEXT } from '@zari/contract/messages/hi/account';
import {
  PRIVACY_NOTICE as HI_PRIVACY_NOTICE,
  PRIVACY_PAGE as HI_PRIVACY_PAGE,
} from '@zari/contract/messages/hi/data-rights';
import { DISCLOSURE_TEXT as HI_DISCLOSURE_TEXT } from '@zari/contract/messages/hi/disclosures';
import {
  ABOUT_US_TEXT as HI_ABOUT_US_TEXT,
  POLICY_TEXT as HI_POLICY_TEXT,
  RETURN_POLICY_TEXT as HI_RETURN_POLICY_TEXT,
  SHIPPING_POLICY_TEXT as HI_SHIPPING_POLICY_TEXT,
} from '@zari/contract/messages/hi/policies';
import { SEO_TEXT as HI_SEO_TEXT } from '@zari/contract/messages/hi/seo';
import {
  ACCESSIBLE_NAMES as HI_ACCESSIBLE_NAMES,
  STOREFRONT_TEXT as HI_STOREFRONT_TEXT,
} from '@zari/contract/messages/hi/storefront';
import { TAX_SHOPPER_TEXT as HI_TAX_SHOPPER_TEXT } from '@zari/contract/messages/hi/tax';
import { TICKET_TEXT as HI_TICKET_TEXT } from '@zari/contract/messages/hi/tickets';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout';
import { AppProviders, createQueryClient } from '@/app/providers';
import { paths } from '@/config/paths';
import { productQueryOptions, productVariantsQueryOptions } from '@/features/catalog';
import { storeQueryOptions } from '@/features/store';
import { LocaleProvider, loadAllModules } from '@/lib/i18n';
import AboutUsPage from '@/pages/about-us';
import AddressesPage from '@/pages/addresses';
import BagPage from '@/pages/bag';
import CategoryPage from '@/pages/category';
import EditProfilePage from '@/pages/edit-profile';
import HelpPage from '@/pages/help';
import HelpTicketPage from '@/pages/help-ticket';
import HomePage from '@/pages/home';
import HotListPage from '@/pages/hot-list';
import LoginPage from '@/pages/login';
import NotFoundPage from '@/pages/not-found';
import OrdersPage from '@/pages/orders';
import PrivacyPage from '@/pages/privacy';
import ProductPage from '@/pages/product';
import ReturnPolicyPage from '@/pages/return-policy';
import SearchPage from '@/pages/search';
import SettingsPage from '@/pages/settings';
import ShippingAddressPage from '@/pages/shipping-address';
import ShippingDeliveryPage from '@/pages/shipping-delivery';
import SignupPage from '@/pages/signup';
import UserProfilePage from '@/pages/user-profile';
import WishlistPage from '@/pages/wishlist';
import { makeProduct, makeVariant, testStore, tops } from '@/test/fixtures';
import { renderWithoutBrowser } from '@/test/without-browser';

const product = makeProduct({
  title: 'Chikankari Kurta',
  category: tops,
  sizes: ['S', 'M'],
  translations: { hi: { title: 'चिकनकारी कुर्ता' } },
  disclosures: { countryOfOrigin: 'JP' },
});
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
  [paths.help.getHref(), paths.help.path, HelpPage],
  [paths.helpTicket.getHref('2640af37-ee41-455c-890d-9e11dc3d0ae9'), paths.helpTicket.path, HelpTicketPage],
  [paths.privacy.getHref(), paths.privacy.path, PrivacyPage],
  [paths.addresses.getHref(), paths.addresses.path, AddressesPage],
  ['/no-such-page', '*', NotFoundPage],
];

/** One page in the app's shell under /hi, the product in the Query cache as its loader leaves it. */
function hindiStorefrontAt(path: string, pattern: string, Page: ComponentType, used?: Set<string>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(productQueryOptions(product._id).queryKey, product);
  queryClient.setQueryData(productVariantsQueryOptions(product._id).queryKey, [variant]);
  // The frame's loader prefetches the store's settings: the seller and the grievance officer.
  queryClient.setQueryData(storeQueryOptions().queryKey, testStore);
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: pattern, element: <Page /> }] }],
    { initialEntries: [`/hi${path === '/' ? '' : path}`], basename: '/hi' },
  );
  return (
    <LocaleProvider locale="hi" {...(used ? { used } : {})}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </LocaleProvider>
  );
}

beforeAll(() => loadAllModules('hi'));
afterEach(() => vi.unstubAllGlobals());

describe('Server rendering of the storefront in Hindi', () => {
  it.each(PAGES)('renders /hi%s in Hindi without touching a browser global', async (path, pattern, Page) => {
    const used = new Set<string>();
    const html = await renderWithoutBrowser(hindiStorefrontAt(path, pattern, Page, used));
    expect(html).toContain('id="main"');
    // The frame in Hindi, never its English words; the header's links stay in Hindi.
    expect(html).toContain(HI_STOREFRONT_TEXT.skipToContent);
    expect(html).not.toContain(`>${STOREFRONT_TEXT.skipToContent}<`);
    expect(html).toContain('href="/hi/bag"');
    expect(html).toContain(`aria-label="${HI_ACCESSIBLE_NAMES.account}"`);
    expect(html).not.toMatch(/href="\/bag"/);
    // The render names the modules it read, for the browser to load before hydrating.
    expect(used).toContain('storefront');
  });

  it('renders the sign-in form (the shared OTP form) in Hindi', async () => {
    const [path, pattern, Page] = PAGES.find(([, pattern]) => pattern === paths.login.path)!;
    const html = await renderWithoutBrowser(hindiStorefrontAt(path, pattern, Page));
    expect(html).toContain(HI_AUTH_TEXT.sendOtp);
    expect(html).not.toContain(`>${AUTH_TEXT.sendOtp}<`);
  });

  it("renders the product's Hindi title, and the home's sections in Hindi", async () => {
    const [path, pattern, Page] = PAGES[1]!;
    const html = await renderWithoutBrowser(hindiStorefrontAt(path, pattern, Page));
    expect(html).toContain('चिकनकारी कुर्ता');
    // Its country of origin in Hindi in ABOUT THIS PRODUCT (the JSON-LD keeps the English name and ISO code).
    expect(html).toContain(HI_DISCLOSURE_TEXT.countries.JP);
    expect(html).not.toContain('>Japan<');
    const [homePath, homePattern, Home] = PAGES[0]!;
    const home = await renderWithoutBrowser(hindiStorefrontAt(homePath, homePattern, Home));
    expect(home).not.toContain(STOREFRONT_TEXT.promiseEasyReturns);
  });

  const render = async (pattern: string) => {
    const [path, , Page] = PAGES.find(([, candidate]) => candidate === pattern)!;
    return renderWithoutBrowser(hindiStorefrontAt(path, pattern, Page));
  };

  it('renders Help in Hindi: the title, the intro, the grievance officer and their hours', async () => {
    const html = await render(paths.help.path);
    expect(html).toContain(HI_TICKET_TEXT.raiseTitle);
    expect(html).toContain(HI_TICKET_TEXT.intro);
    expect(html).toContain(HI_TICKET_TEXT.officerTitle);
    expect(html).toContain(HI_TAX_SHOPPER_TEXT.grievanceHours);
    for (const english of [TICKET_TEXT.raiseTitle, TICKET_TEXT.intro, TICKET_TEXT.officerTitle]) {
      expect(html).not.toContain(english);
    }
    expect(html).not.toContain(TAX_SHOPPER_TEXT.grievanceHours);
  });

  it('renders the Privacy page in Hindi, its frame (breadcrumb, seller, grievance officer) too', async () => {
    const page = await render(paths.privacy.path);
    // The document's title and the breadcrumb's JSON-LD name the screen in Hindi too.
    expect(page).toContain(
      `<title>${documentTitle({ screen: 'privacy' }, HI_SEO_TEXT.screenTitles)}</title>`,
    );
    expect(page).toContain(`"name":"${HI_SEO_TEXT.screenTitles.privacy}"`);
    expect(page).not.toContain(documentTitle({ screen: 'privacy' }));
    const html = page.slice(page.indexOf('<article'));
    for (const hindi of [
      HI_PRIVACY_PAGE.title,
      HI_PRIVACY_PAGE.collectHeading,
      HI_PRIVACY_PAGE.rights[0]!,
      HI_PRIVACY_PAGE.keptHeading,
      HI_PRIVACY_NOTICE.items[0]!.what,
      HI_PRIVACY_NOTICE.withdraw,
      HI_STOREFRONT_TEXT.home,
      HI_POLICY_TEXT.soldBy,
      HI_POLICY_TEXT.countryOfOrigin,
      HI_POLICY_TEXT.grievanceClocks,
      HI_TAX_SHOPPER_TEXT.grievanceHours,
    ]) {
      expect(html).toContain(escapeHtml(hindi));
    }
    for (const english of [
      PRIVACY_PAGE.title,
      PRIVACY_PAGE.collectHeading,
      PRIVACY_NOTICE.withdraw,
      POLICY_TEXT.countryOfOrigin,
      POLICY_TEXT.grievanceClocks,
      POLICY_TEXT.sellerDetails,
      TAX_SHOPPER_TEXT.grievanceHours,
    ]) {
      expect(html).not.toContain(escapeHtml(english));
    }
    expect(html).toContain('href="/hi"');
  });

  it('renders the Return Policy, Shipping & Delivery and About Us pages in Hindi, their links under /hi', async () => {
    const policy = async (pattern: string) => {
      const page = await render(pattern);
      return page.slice(page.indexOf('<article'));
    };
    const returns = await policy(paths.returnPolicy.path);
    expect(returns).toContain(escapeHtml(HI_RETURN_POLICY_TEXT.summary));
    expect(returns).toContain(escapeHtml(HI_RETURN_POLICY_TEXT.excluded[0]!));
    expect(returns).toContain('href="/hi/orders"');
    expect(returns).not.toContain(escapeHtml(RETURN_POLICY_TEXT.window));
    const shipping = await policy(paths.shippingDelivery.path);
    expect(shipping).toContain(escapeHtml(HI_SHIPPING_POLICY_TEXT.codLimit));
    expect(shipping).toContain(escapeHtml(HI_SHIPPING_POLICY_TEXT.fastDelivery.strong));
    expect(shipping).not.toContain(escapeHtml(SHIPPING_POLICY_TEXT.codLimit));
    const about = await policy(paths.aboutUs.path);
    expect(about).toContain(escapeHtml(HI_ABOUT_US_TEXT.terms(testStore.registeredAddress.city)));
    expect(about).toContain(escapeHtml(HI_ABOUT_US_TEXT.privacy(testStore.supportEmail)));
    expect(about).not.toContain(escapeHtml(ABOUT_US_TEXT.whoHeading));
  });

  it("keeps the no-JavaScript links under /hi: home sections' browse link, a product's category", async () => {
    const home = await render(paths.home.path);
    expect(home).toContain('href="/hi/categories"');
    expect(home).not.toMatch(/href="\/categories"/);
    const productPage = await render(paths.product.path);
    expect(productPage).toContain(`href="/hi/category/${tops.slug}"`);
    expect(productPage).not.toMatch(/href="\/category\//);
  });
});

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
