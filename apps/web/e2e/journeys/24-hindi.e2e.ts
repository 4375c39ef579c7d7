/**
 * Journey 24 (issue 35): a shopper on a phone switches the storefront to Hindi in Settings and shops in it:
 * home, a category, a product, the bag and checkout, a cash-on-delivery order, then Orders, every screen in
 * Hindi and under /hi, axe finding nothing serious. And a crawler without JavaScript gets the Hindi product
 * page whole: lang="hi-IN", its title and its price.
 */
import { formatRupees, localizedField, PROFILE_TEXT } from '@zari/contract';
import { ORDERS_TEXT as HI_ORDERS, PROFILE_TEXT as HI_PROFILE } from '@zari/contract/messages/hi/account';
import { BAG_TEXT as HI_BAG, CHECKOUT_TEXT as HI_CHECKOUT } from '@zari/contract/messages/hi/bag';
import { HOME_TEXT as HI_HOME } from '@zari/contract/messages/hi/home';
import { LISTING_TEXT as HI_LISTING } from '@zari/contract/messages/hi/listing';
import { PRODUCT_TEXT as HI_PRODUCT } from '@zari/contract/messages/hi/product';
import { STOREFRONT_TEXT as HI_STOREFRONT } from '@zari/contract/messages/hi/storefront';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { expectNoProblems, expectVisible, signUp } from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

describe('journey 24: shopping in Hindi on a phone', () => {
  const newShopper = useBrowser();

  it('switches to Hindi in Settings, orders with COD in Hindi and finds the order in Hindi', async () => {
    const shopper = await newShopper('phone');
    const { page, baseURL } = shopper;
    await signUp(shopper);
    const { category, product } = await storeApi.productWithVariants(baseURL);

    // Settings: the Country & Language row opens the choice; हिन्दी reopens the page under /hi.
    await shopper.goto('/settings');
    await page.getByRole('button', { name: new RegExp(PROFILE_TEXT.countryLanguageValue) }).click();
    await page
      .getByRole('group', { name: PROFILE_TEXT.countryLanguage })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await page.waitForURL('**/hi/settings');
    await page.getByRole('heading', { name: HI_PROFILE.settings }).first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    const cookies = await shopper.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'zari_locale')).toMatchObject({
      value: 'hi',
      sameSite: 'Lax',
    });
    await shopper.screenshot('hi-settings');

    // Home in Hindi; its links stay in Hindi.
    await shopper.goto('/hi');
    await expectVisible(page, HI_HOME.specialOffers);
    await expectVisible(
      page,
      HI_STOREFRONT.ourPromises === '' ? HI_HOME.specialOffers : HI_STOREFRONT.promiseEasyReturns,
    );
    expect(await page.getByRole('link', { name: /^बैग/ }).getAttribute('href')).toBe('/hi/bag');
    await expectAccessible(page, 'home in Hindi (phone)');
    await shopper.screenshot('hi-home');

    // A category in Hindi.
    await shopper.goto(`/hi/category/${category.slug}`);
    await page
      .getByRole('button', { name: new RegExp(`^${HI_LISTING.sort}`) })
      .first()
      .waitFor();
    await expectAccessible(page, 'category in Hindi (phone)');
    await shopper.screenshot('hi-category');

    // The product in Hindi: its title (Hindi where the catalogue has it), Add to bag in Hindi.
    await shopper.goto(`/hi/product/${product._id}`);
    const title = localizedField(product.title, product.translations, 'hi', 'title');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const size = page.getByRole('button', { name: product.sizes[0], exact: true });
    if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
    await expectAccessible(page, 'product in Hindi (phone)');
    await page.getByRole('button', { name: HI_PRODUCT.addToBag }).click();
    await shopper.screenshot('hi-product');

    // The bag and checkout in Hindi, then a cash-on-delivery order.
    await page.getByRole('link', { name: /^बैग/ }).click();
    await page.waitForURL('**/hi/bag');
    await expectVisible(page, HI_BAG.title);
    await expectAccessible(page, 'bag in Hindi (phone)');
    await page.getByRole('button', { name: HI_BAG.proceedToCheckout }).click();
    await page.getByLabel(new RegExp(`^${HI_CHECKOUT.fields.fullName}`)).fill('Meera Iyer');
    await page.getByLabel(new RegExp(`^${HI_CHECKOUT.fields.address}`)).fill('12 MG Road, Flat 4B');
    await page.getByLabel(new RegExp(`^${HI_CHECKOUT.fields.city}`)).fill('New Delhi');
    await page.getByLabel(new RegExp(`^${HI_CHECKOUT.fields.state}`)).fill('Delhi');
    await page.getByLabel(new RegExp(`^${HI_CHECKOUT.fields.postalCode}`)).fill('110001');
    await expectAccessible(page, 'checkout in Hindi (phone)');
    await shopper.screenshot('hi-checkout');
    await page.getByRole('button', { name: new RegExp(HI_CHECKOUT.placeOrder) }).click();

    // Orders in Hindi.
    await page.waitForURL('**/hi/orders');
    await expectVisible(page, HI_ORDERS.found(1));
    await expectAccessible(page, 'orders in Hindi (phone)');
    await shopper.screenshot('hi-orders');
    expectNoProblems(shopper);
  });

  it('serves /hi/product/{id} whole without JavaScript: lang="hi-IN", the Hindi title and the price', async () => {
    const shopper = await newShopper('phone');
    const { product } = await storeApi.productWithVariants(shopper.baseURL);
    const response = await fetch(`${shopper.baseURL}/hi/product/${product._id}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi-IN"/i);
    const title = localizedField(product.title, product.translations, 'hi', 'title');
    expect(html).toContain(`<title>${title.replaceAll('&', '&amp;')} | Zari</title>`);
    expect(html).toContain(formatRupees(product.discountedAmount));
    expect(html).toContain('hrefLang="en-IN"');
  });
});
