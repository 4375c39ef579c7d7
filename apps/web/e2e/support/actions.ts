/** Things a shopper does in several journeys, done through the screens as a shopper would. */
import { ADMIN_MESSAGES, ADMIN_TEXT, type CartQuote } from '@zari/contract';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Shopper } from './browser';
import { freshPhone, storeApi } from './store-api';

export async function expectVisible(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ state: 'visible' });
}

export async function requestOtp(page: Page, phone: string) {
  await page.getByLabel(/mobile/i).fill(phone);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: /send otp/i }).click();
  await expectVisible(page, 'OTP Sent');
}

export async function enterOtp(page: Page, code: string) {
  await page
    .getByLabel(/otp|code/i)
    .first()
    .fill(code);
  await page.getByRole('button', { name: /verify/i }).click();
}

/** Signs up a new phone through /signup with the code from the dev outbox; ends on /user-profile. */
export async function signUp(shopper: Shopper, phone = freshPhone()) {
  const { page, baseURL } = shopper;
  await shopper.goto('/signup');
  await requestOtp(page, phone);
  await enterOtp(page, await storeApi.latestOtp(baseURL, `+91${phone}`));
  await page.waitForURL('**/user-profile');
  return phone;
}

/** Opens the product page, makes sure the first size is chosen and adds it to the bag `times` times. */
export async function addToBag(shopper: Shopper, productId: string, times = 1) {
  const { page } = shopper;
  await shopper.goto(`/product/${productId}`);
  const product = await storeApi.product(shopper.baseURL, productId);
  const size = page.getByRole('button', { name: product.sizes[0], exact: true });
  if ((await size.getAttribute('aria-pressed')) !== 'true') await size.click();
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
  }
  return product;
}

export async function bagCount(page: Page) {
  const label = await page.getByRole('link', { name: /^Bag, \d+ items?$/ }).getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0] ?? Number.NaN);
}

export function expectNoProblems(shopper: Shopper) {
  expect(shopper.problems, shopper.problems.join('\n')).toEqual([]);
}

/**
 * Opens the search palette from the header as the shopper would (the phone's search icon, the desktop's
 * search field) and returns the palette's field.
 */
export async function openSearchPalette(page: Page) {
  const header = page.locator('header');
  const icon = header.getByRole('button', { name: 'Search products' });
  await ((await icon.isVisible())
    ? icon
    : header.getByRole('searchbox', { name: 'Search products' })
  ).click();
  return page.getByRole('dialog').getByRole('combobox');
}

/**
 * The server's quote for the bag this browser holds (issue 29), asked as the bag asks it: the stored lines and
 * code, the shopper's own session. What the bag must show, to the paisa.
 */
export async function bagQuote(page: Page, donationAmount = 0): Promise<CartQuote> {
  return page.evaluate(async (donation) => {
    const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      product: { _id: string };
      selectedVariant: string | null;
      selectedSize: string;
      quantity: number;
    }[];
    const code = JSON.parse(localStorage.getItem('promoCode') ?? 'null') as string | null;
    const response = await fetch('/api/cart/quote', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        products: lines.map((line) => ({
          product: line.product._id,
          productVariant: line.selectedVariant ?? undefined,
          size: line.selectedSize,
          quantity: line.quantity,
        })),
        donationAmount: donation,
        ...(code ? { promoCode: code } : {}),
      }),
    });
    return ((await response.json()) as { data: CartQuote }).data;
  }, donationAmount);
}

/** Signs staff (the owner unless another phone is given) in on /admin/login with the SMS code; ends on the dashboard. */
export async function signInToBackOffice(person: Shopper, phone: string = inject('ownerPhone')) {
  await person.goto('/admin/login');
  await requestOtp(person.page, phone);
  await enterOtp(person.page, await storeApi.latestOtp(person.baseURL, `+91${phone}`));
  await person.page.getByRole('heading', { name: ADMIN_TEXT.dashboard.title }).waitFor();
}

/** Staff's next step on the back office's order screen: one click, the toast, the button gone. */
export async function staffMove(page: Page, move: keyof typeof ADMIN_TEXT.orderMove) {
  const button = page.getByRole('button', { name: ADMIN_TEXT.orderMove[move], exact: true });
  await button.click();
  await expectVisible(page, ADMIN_MESSAGES.orderUpdated);
  await button.waitFor({ state: 'detached' });
}

export interface CheckoutAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * From the bag: Proceed to Checkout, the address typed, Place Order (cash on delivery, the default), and on to
 * Orders; answers the new order's id.
 */
export async function checkoutCod(shopper: Shopper, to: CheckoutAddress): Promise<string> {
  const { page } = shopper;
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel(/^Full Name/).fill(to.fullName);
  await page.getByLabel(/^Address/).fill(to.address);
  await page.getByLabel(/^City/).fill(to.city);
  await page.getByLabel(/^State/).fill(to.state);
  await page.getByLabel(/^Postal Code/).fill(to.postalCode);
  const placed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/product-orders$/.test(response.url()),
  );
  await page.getByRole('button', { name: /Place Order/ }).click();
  const orderId = ((await (await placed).json()) as { data: { _id: string } }).data._id;
  await page.waitForURL('**/orders');
  return orderId;
}
