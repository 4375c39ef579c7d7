import {
  ADMIN_TEXT,
  DATA_RIGHTS_MESSAGES,
  ERASED_CUSTOMER_PREFIX,
  ORDERS_TEXT,
  PRIVACY_NOTICE,
  TOASTS,
  YOUR_DATA_TEXT,
} from '@zari/contract';
import { describe, expect, inject, it } from 'vitest';
import {
  addToBag,
  checkoutCod,
  enterOtp,
  expectNoProblems,
  expectVisible,
  requestOtp,
  signUp,
} from '../support/actions';
import { type Shopper, useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

/** Signs the owner in on /admin/login with the SMS code; ends on the dashboard. */
async function ownerSignIn(person: Shopper) {
  const phone = inject('ownerPhone');
  await person.goto('/admin/login');
  await requestOtp(person.page, phone);
  await enterOtp(person.page, await storeApi.latestOtp(person.baseURL, `+91${phone}`));
  await person.page.getByRole('heading', { name: ADMIN_TEXT.dashboard.title }).waitFor();
}

describe('journey 22: the shopper downloads their data and deletes their account (issue 34)', () => {
  const newBrowser = useBrowser();

  it('downloads a file once, deletes the account with a code; the order is kept under a pseudonym', async () => {
    const shopper = await newBrowser('phone');
    const { page, baseURL } = shopper;
    // The itemised notice is on the signup screen before the shopper agrees.
    await shopper.goto('/signup');
    await page.getByRole('heading', { name: PRIVACY_NOTICE.title }).waitFor();
    const phone = await signUp(shopper);

    // One cash-on-delivery order, then cancelled (an open order would hold the deletion back).
    const [category] = await storeApi.categories(baseURL);
    if (!category) throw new Error('The demo catalogue has no category');
    const product = (await storeApi.productsOfCategory(baseURL, category._id)).find(
      (candidate) => candidate.stockCount > 2 && candidate.sizes.length > 0,
    );
    if (!product) throw new Error('No product in stock in the first category');
    await addToBag(shopper, product._id);
    await shopper.goto('/bag');
    const orderId = await checkoutCod(shopper, {
      fullName: 'Vasudha Kiranmayi',
      address: '19 Temple Street',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600001',
    });
    // The second download's 404 is the point of the check.
    shopper.expectStatus('/data-export/');
    // While the order is open, Your data says why the account cannot be deleted yet, in place of the button.
    await shopper.goto('/settings');
    await expectVisible(page, DATA_RIGHTS_MESSAGES.eraseOpenItems(1, 0, 0));
    expect(await page.getByRole('button', { name: YOUR_DATA_TEXT.sendCode }).count()).toBe(0);
    await shopper.screenshot('delete-account-held');
    const cancelled = await page.evaluate(
      async (id) =>
        (
          await fetch(`/api/product-orders/${id}/cancel`, {
            method: 'PUT',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      orderId,
    );
    expect(cancelled).toBe(200);

    // Settings: the signup's consent with when and how; Download my data shows progress, then a one-time link.
    await shopper.goto('/settings');
    await page.getByRole('heading', { name: YOUR_DATA_TEXT.consentsTitle }).waitFor();
    await expectVisible(page, /Given at signup on/);
    await page.getByRole('button', { name: YOUR_DATA_TEXT.download }).click();
    const link = page.getByRole('link', { name: YOUR_DATA_TEXT.downloadFile });
    await link.waitFor();
    await shopper.screenshot('your-data-ready');
    const href = (await link.getAttribute('href')) ?? '';
    const file = await page.evaluate(async (url) => {
      const first = await fetch(url, { credentials: 'include' });
      const again = await fetch(url, { credentials: 'include' });
      return {
        status: first.status,
        body: (await first.json()) as { orders: { id: string }[] },
        again: again.status,
      };
    }, href);
    expect(file.status).toBe(200);
    expect(file.body.orders.map((order) => order.id)).toEqual([orderId]);
    expect(file.again).toBe(404);

    // Delete my account: what is erased and kept, a code by SMS, then signed out.
    await expectVisible(page, YOUR_DATA_TEXT.deleteKept);
    // The erase code, not the signup's: the outbox may write it a moment after the answer.
    const askedAt = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: YOUR_DATA_TEXT.sendCode }).click();
    await page
      .getByLabel(YOUR_DATA_TEXT.codeLabel)
      .fill(await storeApi.latestOtp(baseURL, `+91${phone}`, askedAt));
    await shopper.screenshot('delete-account-code');
    await page.getByRole('button', { name: YOUR_DATA_TEXT.confirmDelete }).click();
    await expectVisible(page, 'Account deleted');
    await page.waitForURL((url) => url.pathname === '/');

    // The number has no account any more: login is refused; signing up makes a new, empty one.
    shopper.expectStatus('/api/users/login');
    await shopper.goto('/login');
    await page.getByLabel(/mobile/i).fill(phone);
    await page.getByRole('checkbox').first().check();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/users/login'));
    await page.getByRole('button', { name: /send otp/i }).click();
    expect((await refused).status()).toBe(404);
    await expectVisible(page, TOASTS.userNotFound.title);
    await signUp(shopper, phone);
    await shopper.goto('/orders');
    await expectVisible(page, ORDERS_TEXT.emptyTitle);
    expectNoProblems(shopper);

    // The back office still has the order, under a pseudonym.
    const owner = await newBrowser('desktop');
    await ownerSignIn(owner);
    await owner.goto(`/admin/orders/${orderId}`);
    await expectVisible(owner.page, new RegExp(`${ERASED_CUSTOMER_PREFIX} [0-9A-F]{8}`));
    expect(await owner.page.getByText('Vasudha Kiranmayi').count()).toBe(0);
    await owner.screenshot('admin-order-pseudonymised');

    // The customer list shows them by the pseudonym, marked, and the old name no longer finds them.
    const pseudonymPattern = new RegExp(`${ERASED_CUSTOMER_PREFIX} [0-9A-F]{8}`);
    const pseudonym = ((await owner.page.getByText(pseudonymPattern).first().textContent()) ?? '').match(
      pseudonymPattern,
    )?.[0];
    expect(pseudonym).toBeDefined();
    await owner.goto(`/admin/customers?q=${encodeURIComponent(pseudonym ?? '')}`);
    await expectVisible(owner.page, ADMIN_TEXT.customers.erased);
    await owner.goto('/admin/customers?q=Vasudha');
    await expectVisible(owner.page, ADMIN_TEXT.customers.empty);
  });
});
