import { ADMIN_TEXT, formatPhoneForDisplay } from '@zari/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, signInToBackOffice, signUp } from '../support/actions';
import { useBrowser, VIEWPORTS } from '../support/browser';
import { storeApi } from '../support/store-api';

/** Fully on screen at the phone's width: nothing to scroll sideways to. */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

/** The first card's cell of a stacked table, by its column's name. */
const cell = (page: Page, label: string) => page.locator(`tbody tr td[data-label="${label}"]`).first();

describe('journey 18: the back office on a phone (issue 31)', () => {
  const newBrowser = useBrowser();

  it('shows orders, products and customers as cards with status, price and stock on screen', async () => {
    // A shopper orders something, so the orders and customer lists have a row.
    const shopper = await newBrowser('phone');
    const shopperPhone = await signUp(shopper);
    const me = (await (await shopper.page.request.get('/api/users/me')).json()).data as { _id: string };
    const [category] = await storeApi.categories(shopper.baseURL);
    const product = (await storeApi.productsOfCategory(shopper.baseURL, category?._id ?? '')).find(
      (each) => each.stockCount > 2 && each.sizes.length > 0,
    );
    if (!product) throw new Error('The demo catalogue has no product in stock');
    const placed = await shopper.page.request.post('/api/product-orders', {
      data: {
        user: me._id,
        products: [{ product: product._id, size: product.sizes[0], quantity: 1 }],
        shippingAddress: {
          fullName: 'Kavya Nair',
          phone: shopperPhone,
          address: '7 Janpath, Flat 2',
          city: 'New Delhi',
          state: 'Delhi',
          postalCode: '110001',
        },
        paymentMethod: 'cod',
      },
    });
    expect(placed.status()).toBe(200);

    const owner = await newBrowser('phone');
    await signInToBackOffice(owner);

    await owner.goto(`/admin/orders?q=${shopperPhone}`);
    await owner.page.getByText('Kavya Nair').first().waitFor();
    await expectOnScreen(cell(owner.page, ADMIN_TEXT.orders.columns.status));
    await expectOnScreen(cell(owner.page, ADMIN_TEXT.orders.columns.total));
    await owner.screenshot('admin-orders-cards');

    await owner.goto('/admin/products');
    await cell(owner.page, ADMIN_TEXT.products.columns.price).waitFor();
    await expectOnScreen(cell(owner.page, ADMIN_TEXT.products.columns.price));
    await expectOnScreen(cell(owner.page, ADMIN_TEXT.products.columns.stock).locator('input'));
    await owner.screenshot('admin-products-cards');

    await owner.goto(`/admin/customers?q=${shopperPhone}`);
    await owner.page.getByText(formatPhoneForDisplay(`+91${shopperPhone}`)).waitFor();
    await expectOnScreen(cell(owner.page, ADMIN_TEXT.customers.columns.spent));
    await owner.screenshot('admin-customers-cards');
    expectNoProblems(owner);
  });
});
