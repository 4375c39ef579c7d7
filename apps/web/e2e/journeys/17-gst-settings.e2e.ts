import { ADMIN_MESSAGES, ADMIN_TEXT, TAX_MESSAGES, TAX_TEXT } from '@zari/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToBag, checkoutCod, expectNoProblems, signInToBackOffice, signUp } from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

/** Types a new trade name on the Settings screen and saves it. */
async function saveTradeName(page: Page, tradeName: string) {
  const field = page.getByLabel(new RegExp(`^${TAX_TEXT.settings.tradeName}`));
  await field.fill(tradeName);
  await page.getByRole('button', { name: TAX_TEXT.settings.save }).click();
  await page.getByText(TAX_MESSAGES.settingsUpdated).first().waitFor();
}

describe('journey 17: the owner names the store, staff ship an order, its tax invoice downloads', () => {
  const newBrowser = useBrowser();

  it('shows the trade name the owner saves in the storefront footer', async () => {
    const owner = await newBrowser('desktop');
    await signInToBackOffice(owner);
    await owner.goto('/admin/settings');
    const tradeName = owner.page.getByLabel(new RegExp(`^${TAX_TEXT.settings.tradeName}`));
    await tradeName.waitFor();
    const before = await tradeName.inputValue();
    const renamed = `Zari Atelier ${Date.now() % 10_000}`;
    await saveTradeName(owner.page, renamed);
    await owner.screenshot('admin-settings');

    // The storefront's server HTML names it (the API drops its cached store answer on save).
    const shopper = await newBrowser('phone');
    await shopper.goto('/about-us');
    await shopper.page.getByRole('contentinfo').getByText(renamed).waitFor();
    const html = await (await shopper.page.request.get('/return-policy')).text();
    expect(html).toContain(renamed);
    await shopper.screenshot('footer-renamed');

    // Journeys after this one see the store as seeded.
    await owner.goto('/admin/settings');
    await saveTradeName(owner.page, before);
    expectNoProblems(owner);
    expectNoProblems(shopper);
  });

  it('issues the tax invoice when staff ship an order: a PDF for staff and for its shopper', async () => {
    const owner = await newBrowser('desktop');
    await signInToBackOffice(owner);
    const shopper = await newBrowser('phone');
    await signUp(shopper);

    // A shopper orders cash on delivery, to Bengaluru (the store's state).
    const [category] = await storeApi.categories(owner.baseURL);
    if (!category) throw new Error('The demo catalogue has no category');
    const products = await storeApi.productsOfCategory(owner.baseURL, category._id);
    const product = products.find((candidate) => candidate.stockCount > 2 && candidate.sizes.length > 0);
    if (!product) throw new Error('No product in stock in the first category');
    await addToBag(shopper, product._id);
    await shopper.goto('/bag');
    const orderId = await checkoutCod(shopper, {
      fullName: 'Ritu Menon',
      address: '12 Church Street',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    });

    // Before shipping there is no invoice (404), for the shopper as for staff.
    shopper.expectStatus('/invoice');
    expect((await shopper.page.request.get(`/api/product-orders/${orderId}/invoice`)).status()).toBe(404);

    // The owner (staff too) moves it to shipped on the order screen: the invoice is issued with the move.
    await owner.goto(`/admin/orders/${orderId}`);
    await owner.page.getByText(TAX_TEXT.invoice.notIssued).waitFor();
    for (const move of ['confirmed', 'packed', 'shipped'] as const) {
      await owner.page.getByRole('button', { name: ADMIN_TEXT.orderMove[move], exact: true }).click();
      await owner.page.getByText(ADMIN_MESSAGES.orderUpdated).first().waitFor();
      await owner.page.getByRole('button', { name: ADMIN_TEXT.orderMove[move], exact: true }).waitFor({
        state: 'detached',
      });
    }
    await owner.screenshot('admin-order-shipped');

    for (const [who, path] of [
      [owner, `/api/admin/orders/${orderId}/invoice`],
      [shopper, `/api/product-orders/${orderId}/invoice`],
    ] as const) {
      const pdf = await who.page.request.get(path);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expectNoProblems(owner);
    expectNoProblems(shopper);
  });
});
