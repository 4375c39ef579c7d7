import { describe, expect, it } from 'vitest';
import { addToBag, bagCount, expectNoProblems, expectVisible, signUp } from '../support/actions';
import { type Shopper, useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

async function checkoutWithRazorpay(shopper: Shopper) {
  const { page } = shopper;
  await shopper.goto('/bag');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByLabel(/^Full Name/).fill('Meera Iyer');
  await page.getByLabel(/^Address/).fill('221B Linking Road');
  await page.getByLabel(/^City/).fill('Mumbai');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Postal Code/).fill('400050');
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: /Pay & Place Order/ }).click();
  await page.getByRole('dialog').getByText('Test payment').waitFor();
}

describe('journey 5: paying online through the simulated Razorpay', () => {
  const newShopper = useBrowser();

  it('a successful payment places a paid order that reads Processing', async () => {
    const shopper = await newShopper('phone');
    await signUp(shopper);
    const { product } = await storeApi.productWithVariants(shopper.baseURL);
    await addToBag(shopper, product._id, 1);
    await checkoutWithRazorpay(shopper);
    await shopper.screenshot('simulated-checkout');
    await shopper.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await shopper.page.waitForURL('**/orders');
    await expectVisible(shopper.page, 'Processing');
    expect(await bagCount(shopper.page)).toBe(0);
    expectNoProblems(shopper);
  });

  it('a failed payment shows Payment Failed, keeps the bag and places no order', async () => {
    const shopper = await newShopper('phone');
    await signUp(shopper);
    const { product } = await storeApi.productWithVariants(shopper.baseURL);
    await addToBag(shopper, product._id, 1);
    await checkoutWithRazorpay(shopper);
    await shopper.page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expectVisible(shopper.page, 'Payment Failed');
    expect(await bagCount(shopper.page)).toBe(1);
    await shopper.goto('/orders');
    await expectVisible(shopper.page, 'No orders yet');
  });
});
