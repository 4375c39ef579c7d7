import {
  ADMIN_TEXT,
  NON_RETURNABLE_CATEGORY_SLUGS,
  orderIdDisplay,
  PROFILE_TEXT,
  type Product,
  RETURN_ADMIN_TEXT,
  RETURN_FLOW_TEXT,
  RETURN_TEXT,
  type ReturnState,
  returnPolicyFor,
} from '@zari/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addToBag,
  checkoutCod,
  expectNoProblems,
  expectVisible,
  signInToBackOffice,
  signUp,
  staffMove,
} from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

/** The first product of a category, in stock, that the return rule lets a shopper return (or not). */
async function productOf(baseURL: string, slugs: (slug: string) => boolean, returnable: boolean) {
  for (const category of await storeApi.categories(baseURL)) {
    if (!slugs(category.slug)) continue;
    for (const card of await storeApi.productsOfCategory(baseURL, category._id)) {
      if (card.stockCount < 3 || card.sizes.length === 0) continue;
      const product: Product = await storeApi.product(baseURL, card._id);
      if (returnPolicyFor(product).returnable === returnable) return product;
    }
  }
  throw new Error(
    `The demo catalogue has no ${returnable ? 'returnable' : 'non-returnable'} product in stock`,
  );
}

/** A small photo of the parcel as a phone would send it: a PNG the browser draws. */
async function parcelPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 480;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#c8a27a';
    context.fillRect(0, 0, 360, 480);
    context.fillStyle = '#8a2f4c';
    context.fillRect(90, 120, 180, 240);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Takes one step on the return's back-office screen and waits for the state it leads to. */
async function returnStep(page: Page, button: string, then: ReturnState) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('heading', { name: new RegExp(`· ${RETURN_ADMIN_TEXT.states[then]}$`) }).waitFor();
}

describe('journey 20: a delivered order comes back, passes its check and is refunded', () => {
  const newBrowser = useBrowser();

  it('returns one line of a COD order with a photo, refunds it by UPI; jewellery offers no return', async () => {
    const owner = await newBrowser('desktop');
    const { baseURL } = owner;
    const [kurta, jewel] = await Promise.all([
      productOf(baseURL, (slug) => !NON_RETURNABLE_CATEGORY_SLUGS.includes(slug), true),
      productOf(baseURL, (slug) => slug === 'jewellery', false),
    ]);
    await signInToBackOffice(owner);

    // A shopper on a phone orders both, cash on delivery.
    const shopper = await newBrowser('phone');
    await signUp(shopper);
    await addToBag(shopper, kurta._id);
    await addToBag(shopper, jewel._id);
    await shopper.goto('/bag');
    const orderId = await checkoutCod(shopper, {
      fullName: 'Ananya Iyer',
      address: '4 Besant Avenue, Adyar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600020',
    });

    // The owner confirms it (COD orders wait for confirmation), packs, ships with its tracking number, delivers.
    await owner.goto(`/admin/orders/${orderId}`);
    await owner.page.getByTestId('awaiting-confirmation').waitFor();
    await staffMove(owner.page, 'confirmed');
    await staffMove(owner.page, 'packed');
    await owner.page.getByLabel(ADMIN_TEXT.orders.trackingLabel).fill('BD204812345IN');
    await staffMove(owner.page, 'shipped');
    await staffMove(owner.page, 'delivered');
    await expectVisible(owner.page, ADMIN_TEXT.orders.noMoves);

    // The shopper opens the order and taps "Return items": the jewellery line says it cannot be returned.
    await shopper.goto(`/orders/${orderId}`);
    await shopper.page.getByRole('button', { name: RETURN_FLOW_TEXT.returnItems }).click();
    const sheet = shopper.page.getByRole('dialog');
    const refused = sheet.getByTestId('return-line-refused');
    await refused.waitFor();
    expect(await refused.count()).toBe(1);
    await refused.getByText(jewel.title).waitFor();
    await refused.getByText(RETURN_FLOW_TEXT.notReturnable).waitFor();
    expect(await sheet.getByRole('checkbox', { name: new RegExp(jewel.title) }).count()).toBe(0);

    // One piece of the returnable line, too large, with a photo.
    await sheet.getByRole('checkbox', { name: new RegExp(kurta.title) }).check();
    await sheet.getByLabel(RETURN_FLOW_TEXT.quantity).selectOption('1');
    await sheet.getByLabel(RETURN_FLOW_TEXT.reason).selectOption('too_large');
    const uploaded = shopper.page.waitForResponse((response) => /\/returns\/photos$/.test(response.url()));
    await sheet.getByLabel(RETURN_FLOW_TEXT.photos).setInputFiles({
      name: 'parcel.png',
      mimeType: 'image/png',
      buffer: await parcelPhoto(shopper.page),
    });
    expect((await uploaded).status()).toBe(200);
    await sheet.getByRole('button', { name: RETURN_FLOW_TEXT.removePhoto }).waitFor();
    await sheet.getByText(RETURN_FLOW_TEXT.noExchange).waitFor();
    await sheet.getByRole('button', { name: RETURN_FLOW_TEXT.next }).click();
    // The pick-up address is the order's.
    await sheet.getByRole('group', { name: RETURN_FLOW_TEXT.pickupAddress }).waitFor();
    expect(await sheet.getByLabel(PROFILE_TEXT.address, { exact: true }).inputValue()).toBe(
      '4 Besant Avenue, Adyar',
    );
    await sheet.getByRole('button', { name: RETURN_FLOW_TEXT.next }).click();
    // A COD order is refunded to a UPI ID.
    await sheet.getByRole('radio', { name: RETURN_FLOW_TEXT.refundToUpi }).waitFor({ state: 'attached' });
    await sheet.getByRole('textbox', { name: RETURN_FLOW_TEXT.upiId }).fill('ananya@okaxis');
    await sheet.getByRole('button', { name: RETURN_FLOW_TEXT.next }).click();
    await sheet.getByText(RETURN_FLOW_TEXT.summary(1)).waitFor();
    await shopper.screenshot('return-summary');
    await sheet.getByRole('button', { name: RETURN_FLOW_TEXT.confirm }).click();
    const timeline = shopper.page.getByTestId('return-timeline');
    await timeline.waitFor();
    await timeline.getByText(`${kurta.title} × 1`, { exact: false }).waitFor();
    // Only the kurta was returnable and it is all being returned: nothing more to return.
    await shopper.page
      .getByRole('button', { name: RETURN_FLOW_TEXT.returnItems })
      .waitFor({ state: 'detached' });

    // The owner finds it in the returns queue and takes it through pick-up, the quality check and the refund.
    await owner.goto('/admin/returns');
    await owner.page.getByRole('link', { name: orderIdDisplay(orderId) }).click();
    await owner.page
      .getByRole('heading', { name: new RegExp(`· ${RETURN_ADMIN_TEXT.states.requested}$`) })
      .waitFor();
    // The shopper's photo is there for staff to see.
    await owner.page.getByText(RETURN_ADMIN_TEXT.photos, { exact: true }).waitFor();
    const photos = owner.page.locator('a[target="_blank"] > img');
    expect(await photos.count()).toBe(1);
    await expect.poll(() => photos.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await owner.page.getByLabel(RETURN_ADMIN_TEXT.pickupDate).fill(tomorrow);
    await returnStep(owner.page, RETURN_ADMIN_TEXT.approve, 'approved');
    await returnStep(owner.page, RETURN_ADMIN_TEXT.pickedUp, 'picked_up');
    await returnStep(owner.page, RETURN_ADMIN_TEXT.received, 'received');
    await owner.page.getByRole('radio', { name: RETURN_ADMIN_TEXT.qcPassed }).check();
    await owner.page.getByRole('button', { name: RETURN_ADMIN_TEXT.saveQc }).click();
    await expectVisible(owner.page, RETURN_ADMIN_TEXT.qcSaved);
    await owner.page.getByLabel(RETURN_ADMIN_TEXT.transferReference).fill('UTR409812345678');
    await returnStep(owner.page, RETURN_ADMIN_TEXT.refundButton, 'refunded');
    await expectVisible(owner.page, RETURN_ADMIN_TEXT.refunded);
    await owner.screenshot('admin-return-refunded');
    // The piece that passed its check is back on sale: the stock is what it was before the order.
    expect((await storeApi.product(baseURL, kurta._id)).stockCount).toBe(kurta.stockCount);

    // The shopper's return timeline now says Refunded, every step reached.
    await shopper.goto(`/orders/${orderId}`);
    await shopper.page
      .locator('[data-testid="return-timeline"] li[data-done="true"]', {
        hasText: RETURN_FLOW_TEXT.steps.refunded,
      })
      .waitFor();
    expect(await shopper.page.locator('[data-testid="return-timeline"] li[data-done="false"]').count()).toBe(
      0,
    );
    await shopper.screenshot('return-refunded');

    // The product page of the jewellery said so from the start.
    await shopper.goto(`/product/${jewel._id}`);
    await expectVisible(shopper.page, RETURN_TEXT.notReturnableNote);
    expectNoProblems(owner);
    expectNoProblems(shopper);
  });
});
