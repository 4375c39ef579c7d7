import { ADMIN_MESSAGES, ADMIN_TEXT, formatRupees, ORDERS_TEXT } from '@zari/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addToBag,
  expectNoProblems,
  expectVisible,
  openSearchPalette,
  signInToBackOffice,
  signUp,
} from '../support/actions';
import { useBrowser } from '../support/browser';
import { freshPhone, storeApi } from '../support/store-api';

/** A portrait JPEG as a phone camera makes one (1200 × 1600), drawn by the browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 1200, 1600);
    gradient.addColorStop(0, '#f4e3c1');
    gradient.addColorStop(1, '#8a2f4c');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 1600);
    context.fillStyle = '#fffaf0';
    context.fillRect(350, 300, 500, 1000);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Clicks the order's one-click next step and waits for the move after it to be offered. */
async function moveOrder(page: Page, move: keyof typeof ADMIN_TEXT.orderMove, then: string) {
  await page.getByRole('button', { name: ADMIN_TEXT.orderMove[move], exact: true }).click();
  await expectVisible(page, ADMIN_MESSAGES.orderUpdated);
  await page.getByRole('button', { name: then, exact: true }).waitFor();
}

describe('journey 12: the owner stocks a new product, a shopper orders it, staff deliver it', () => {
  const newBrowser = useBrowser();

  it('runs a day of the shop through the back office and the storefront', async () => {
    const owner = await newBrowser('desktop');
    const { baseURL } = owner;
    const title = `Chikankari Kurta ${Date.now() % 100_000}`;
    const [category] = await storeApi.categories(baseURL);
    if (!category) throw new Error('The demo catalogue has no category');
    await signInToBackOffice(owner);
    await owner.goto('/admin/products/new');
    await owner.page.getByRole('button', { name: ADMIN_TEXT.common.save }).click();
    // The contract's words for an empty required field, not the validator's.
    await expectVisible(owner.page, ADMIN_TEXT.common.fixErrors);
    await owner.page.getByLabel(ADMIN_TEXT.products.fields.title, { exact: true }).fill(title);
    await owner.page
      .getByLabel(ADMIN_TEXT.products.fields.description, { exact: true })
      .fill('Hand-embroidered cotton kurta.');
    await owner.page.getByLabel(ADMIN_TEXT.products.fields.category).selectOption(category._id);
    await owner.page.getByLabel(ADMIN_TEXT.products.fields.amount).fill('1899');
    await owner.page.getByLabel(ADMIN_TEXT.products.fields.discountedAmount).fill('1499');
    await owner.page.getByLabel(ADMIN_TEXT.products.fields.stockCount).fill('7');
    await owner.page.getByLabel(ADMIN_TEXT.products.fields.sizes).fill('S, M, L');
    await owner.page.getByRole('button', { name: ADMIN_TEXT.common.save }).click();
    await owner.page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    const productId = decodeURIComponent(owner.page.url().split('/').pop() ?? '');

    await owner.page
      .getByLabel(ADMIN_TEXT.products.addPhotos)
      .setInputFiles({ name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(owner.page) });
    await owner.page.getByRole('button', { name: ADMIN_TEXT.products.removePhoto(1) }).waitFor();
    await owner.screenshot('admin-product');
    const created = await storeApi.product(baseURL, productId);
    expect(created).toMatchObject({ title, stockCount: 7, sizes: ['S', 'M', 'L'] });
    expect(created.images).toHaveLength(1);
    expect(created.media?.[created.images[0] ?? '']?.widths.length).toBeGreaterThan(0);

    // The owner gives a second phone staff access from the Staff screen.
    const staffPhone = freshPhone();
    await owner.goto('/admin/staff');
    await owner.page.getByLabel(ADMIN_TEXT.staff.phone).fill(staffPhone);
    await owner.page.getByRole('button', { name: ADMIN_TEXT.staff.grant }).click();
    await expectVisible(owner.page, ADMIN_MESSAGES.staffGranted(ADMIN_TEXT.roles.staff));
    expectNoProblems(owner);

    // A shopper finds it in its category (newest first) and in search, and orders it cash on delivery.
    const shopper = await newBrowser('phone');
    const shopperPhone = await signUp(shopper);
    await shopper.goto(`/category/${category.slug}`);
    await shopper.page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    // Its card sends the pipeline's widths: the phone picks the one it needs.
    const cardPhoto = shopper.page.locator(`img[alt="${title}"]`).first();
    expect(await cardPhoto.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w/);
    expect(await cardPhoto.getAttribute('sizes')).toContain('50vw');
    const search = await openSearchPalette(shopper.page);
    await search.fill(title.toLowerCase());
    await search.press('Enter');
    await shopper.page.waitForURL(/\/search\?q=/);
    await shopper.page.getByRole('link', { name: title, exact: true }).first().click();
    await shopper.page.waitForURL(`**/product/${productId}`);
    // The product's own heading: the search page's, which names the query, may still be leaving.
    await shopper.page.getByRole('heading', { name: title, exact: true, level: 1 }).waitFor();

    await addToBag(shopper, productId);
    await shopper.goto('/bag');
    await shopper.page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await shopper.page.getByLabel(/^Full Name/).fill('Kavya Nair');
    await shopper.page.getByLabel(/^Address/).fill('7 Janpath, Flat 2');
    await shopper.page.getByLabel(/^City/).fill('New Delhi');
    await shopper.page.getByLabel(/^State/).fill('Delhi');
    await shopper.page.getByLabel(/^Postal Code/).fill('110001');
    await shopper.page.getByRole('button', { name: /Place Order/ }).click();
    await shopper.page.waitForURL('**/orders');
    await expectVisible(shopper.page, 'Pending Payment');
    await expectVisible(shopper.page, formatRupees(1499));
    expect((await storeApi.product(baseURL, productId)).stockCount).toBe(6);

    // Staff sign in on a phone, find the order by the shopper's number and move it to delivered.
    const staff = await newBrowser('phone');
    await signInToBackOffice(staff, staffPhone);
    await staff.goto(`/admin/orders?q=${shopperPhone}`);
    await staff.page.locator('a[href^="/admin/orders/"]').first().click();
    await staff.page.getByText('Kavya Nair').first().waitFor();
    await moveOrder(staff.page, 'confirmed', ADMIN_TEXT.orderMove.packed);
    await moveOrder(staff.page, 'packed', ADMIN_TEXT.orderMove.shipped);
    await staff.page.getByLabel(ADMIN_TEXT.orders.trackingLabel).fill('DL123456789IN');
    await moveOrder(staff.page, 'shipped', ADMIN_TEXT.orderMove.delivered);
    await staff.page.getByRole('button', { name: ADMIN_TEXT.orderMove.delivered, exact: true }).click();
    await expectVisible(staff.page, ADMIN_TEXT.orders.noMoves);
    await expectVisible(staff.page, 'DL123456789IN');
    await staff.screenshot('admin-order-delivered');
    expectNoProblems(staff);

    // The shopper's Orders page says Delivered, and a delivered order cannot be cancelled.
    await shopper.goto('/orders');
    await expectVisible(shopper.page, 'Delivered');
    expect(await shopper.page.getByText('Pending Payment').count()).toBe(0);
    expect(await shopper.page.getByRole('button', { name: ORDERS_TEXT.cancelOrder }).count()).toBe(0);
    await shopper.screenshot('orders-delivered');
    expectNoProblems(shopper);

    // The owner archives it: gone from the storefront, and journeys after this one see the catalogue as seeded.
    owner.page.once('dialog', (dialog) => dialog.accept());
    await owner.goto(`/admin/products/${productId}`);
    await owner.page.getByRole('button', { name: ADMIN_TEXT.products.archive }).click();
    await expectVisible(owner.page, ADMIN_MESSAGES.productArchived);
    expect((await fetch(`${baseURL}/api/products/${productId}`)).status).toBe(404);
  });
});
