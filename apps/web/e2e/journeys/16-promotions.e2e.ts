import {
  ADMIN_TEXT,
  formatRupees,
  PROMOTION_ADMIN_MESSAGES,
  PROMOTION_REFUSAL_TEXT,
  PROMOTION_TEXT,
  WELCOME_OFFER,
} from '@zari/contract';
import { describe, expect, it } from 'vitest';
import {
  addToBag,
  bagQuote,
  expectNoProblems,
  expectVisible,
  signInToBackOffice,
  signUp,
} from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

describe('journey 16: promotions — the welcome offer on a first order, a code made in the back office', () => {
  const newBrowser = useBrowser();

  it('a new shopper on a phone sees EXTRA 25% OFF applied in the bag and orders with it', async () => {
    const shopper = await newBrowser('phone');
    const { page, baseURL } = shopper;
    await signUp(shopper);
    const { product } = await storeApi.productWithVariants(baseURL);
    await addToBag(shopper, product._id, 2);

    await shopper.goto('/bag');
    await expectVisible(page, PROMOTION_TEXT.welcomeApplied(WELCOME_OFFER.label));
    const quote = await bagQuote(page);
    expect(quote.promotion).toMatchObject({ code: WELCOME_OFFER.code, label: WELCOME_OFFER.label });
    expect(quote.discount).toBeGreaterThan(0);
    await page
      .getByTestId('bag-discount')
      .getByText(`−${formatRupees(quote.discount)}`)
      .waitFor();
    await page.getByTestId('bag-total').getByText(formatRupees(quote.total), { exact: true }).waitFor();
    await shopper.screenshot('promo-welcome-bag');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByTestId('checkout-discount').waitFor();
    await page.getByLabel(/^Full Name/).fill('Ananya Rao');
    await page.getByLabel(/^Address/).fill('4 Residency Road');
    await page.getByLabel(/^City/).fill('Bengaluru');
    await page.getByLabel(/^State/).fill('Karnataka');
    await page.getByLabel(/^Postal Code/).fill('560025');
    await page.getByRole('button', { name: `Place Order · ${formatRupees(quote.total)}` }).click();
    await page.waitForURL('**/orders');
    await expectVisible(page, 'Pending Payment');
    // The order took the offer: its card shows the discount and the quote's total, to the paisa.
    await page.getByTestId('order-discount').waitFor();
    await expectVisible(page, formatRupees(quote.total));
    await shopper.screenshot('promo-welcome-orders');
    expectNoProblems(shopper);
  });

  it('staff make SAVE10 in /admin/promotions; a visitor types it in the bag on a phone', async () => {
    const owner = await newBrowser('desktop');
    await signInToBackOffice(owner);
    await owner.page.getByRole('link', { name: ADMIN_TEXT.nav.promotions }).click();
    await owner.page.getByRole('heading', { name: ADMIN_TEXT.promotions.title }).waitFor();
    await owner.page.getByRole('button', { name: ADMIN_TEXT.promotions.newPromotion }).click();
    await owner.page.getByLabel(ADMIN_TEXT.promotions.fields.code).fill('save10');
    await owner.page.getByLabel(ADMIN_TEXT.promotions.fields.value).fill('10');
    await owner.page.getByLabel(ADMIN_TEXT.promotions.fields.usageLimit).fill('100');
    await owner.screenshot('promo-admin-form');
    await owner.page.getByRole('button', { name: ADMIN_TEXT.common.save }).click();
    await expectVisible(owner.page, PROMOTION_ADMIN_MESSAGES.created);
    await owner.page.getByRole('cell', { name: 'SAVE10', exact: true }).waitFor();
    await expectVisible(owner.page, '0 / 100');
    await owner.screenshot('promo-admin-list');
    expectNoProblems(owner);

    const visitor = await newBrowser('phone');
    const { page, baseURL } = visitor;
    const { product } = await storeApi.productWithVariants(baseURL);
    await addToBag(visitor, product._id);
    await visitor.goto('/bag');
    // Not signed in: the welcome offer is an invitation, with the way to sign up.
    await expectVisible(page, PROMOTION_TEXT.welcomeUnlock(WELCOME_OFFER.label));
    await page.getByRole('link', { name: PROMOTION_TEXT.signUp }).waitFor();

    const field = page.getByRole('textbox', { name: 'Promo code' });
    await field.fill('nosuchcode');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(page, PROMOTION_REFUSAL_TEXT.unknown);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await visitor.screenshot('promo-refused');

    await page.getByRole('button', { name: 'Remove NOSUCHCODE' }).click();
    await field.fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(page, 'Promo code applied');
    await page.getByTestId('promo-applied').getByText('SAVE10 · 10% OFF').waitFor();
    const quote = await bagQuote(page);
    expect(quote.promotion).toMatchObject({ code: 'SAVE10', label: '10% OFF' });
    await page
      .getByTestId('bag-discount')
      .getByText(`−${formatRupees(quote.discount)}`)
      .waitFor();
    await page.getByTestId('bag-total').getByText(formatRupees(quote.total), { exact: true }).waitFor();
    await visitor.screenshot('promo-applied');

    // The code stays applied across a reload, read back from the browser's storage.
    await page.reload();
    await page.getByTestId('promo-applied').getByText('SAVE10 · 10% OFF').waitFor();
    expectNoProblems(visitor);
  });
});
