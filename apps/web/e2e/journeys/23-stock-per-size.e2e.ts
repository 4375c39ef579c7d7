import {
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  BAG_TEXT,
  CATALOG_CSV_HEADER,
  csvFile,
  PRODUCT_TEXT,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, signInToBackOffice, signUp } from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

const STAMP = Date.now().toString(36);
const TITLE = `Journey Kurta ${STAMP}`;

/** 50 rows: 25 new kurtas in S and M, the first of them the one this journey sells. */
function catalogueCsv(photo: string) {
  const rows = Array.from({ length: 25 }, (_, n) =>
    ['S', 'M'].map((size) => {
      const cells: Record<string, string | number> = {
        title: n === 0 ? TITLE : `Journey Import ${STAMP} ${n}`,
        category: 'kurtas',
        description: 'A cotton kurta loaded from the catalogue CSV.',
        size,
        sku: `J23-${STAMP}-${n}-${size}`,
        stock: 5,
        mrp: '1999.00',
        price: '1499.00',
        photos: photo,
      };
      return CATALOG_CSV_HEADER.map((name) => cells[name] ?? '');
    }),
  ).flat();
  return csvFile([CATALOG_CSV_HEADER, ...rows]);
}

describe('journey 23: stock per size (issue 31)', () => {
  const newBrowser = useBrowser();

  it('imports 50 rows, sets S=0 M=2, a shopper buys the 2 M and then sees the kurta out of stock', async () => {
    // The owner loads 25 kurtas from a 50-row CSV in the back office: checked first, then imported.
    const owner = await newBrowser('desktop');
    const [demo] = await storeApi.productsOfCategory(
      owner.baseURL,
      (await storeApi.categories(owner.baseURL))[0]?._id ?? '',
    );
    await signInToBackOffice(owner);
    await owner.goto('/admin/products');
    await owner.page.getByRole('link', { name: ADMIN_TEXT.catalogCsv.open }).click();
    await owner.page.getByRole('heading', { name: ADMIN_TEXT.catalogCsv.title }).waitFor();
    await owner.page.getByLabel(ADMIN_TEXT.catalogCsv.chooseFile).setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(catalogueCsv(demo?.images[0] ?? '')),
    });
    await owner.page.getByText(ADMIN_MESSAGES.catalogChecked(50)).waitFor();
    await owner.page.getByRole('button', { name: ADMIN_TEXT.catalogCsv.importButton(50) }).click();
    await owner.page.getByText(ADMIN_MESSAGES.catalogImported(25, 0)).first().waitFor();
    await owner.screenshot('catalogue-import');

    // In the product's stock matrix the owner sets S to 0 and M to 2.
    await owner.goto(`/admin/products?q=${encodeURIComponent(TITLE)}`);
    await owner.page.getByRole('link', { name: TITLE }).click();
    const matrix = ADMIN_TEXT.products.stockMatrix;
    await owner.page.getByLabel(matrix.stockOf(matrix.oneColour, 'S')).fill('0');
    await owner.page.getByLabel(matrix.stockOf(matrix.oneColour, 'M')).fill('2');
    await owner.page.getByRole('button', { name: matrix.save }).click();
    await owner.page.getByText(ADMIN_MESSAGES.stockUpdated).first().waitFor();
    const productId = /\/admin\/products\/([\w-]+)/.exec(owner.page.url())?.[1] ?? '';
    expect((await storeApi.product(owner.baseURL, productId)).stockCount).toBe(2);
    expectNoProblems(owner);

    // A shopper on a phone: S is struck through and cannot be chosen; M says only 2 left.
    const shopper = await newBrowser('phone');
    await signUp(shopper);
    const { page } = shopper;
    await shopper.goto(`/product/${productId}`);
    const small = page.getByRole('button', { name: PRODUCT_TEXT.sizeSoldOut('S') });
    await expect.poll(() => small.isDisabled()).toBe(true);
    expect(await small.getAttribute('class')).toContain('line-through');
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.getByText(PRODUCT_TEXT.onlyLeftInSize(2, 'M')).waitFor();
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();

    // In the bag the quantity goes to 2 and no further, saying why.
    await shopper.goto('/bag');
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await more.click();
    await page.getByText(BAG_TEXT.onlyLeftInSize(2, 'M')).waitFor();
    await expect.poll(() => more.isDisabled()).toBe(true);
    await shopper.screenshot('bag-at-stock-limit');

    // The shopper buys the 2 M, cash on delivery.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel(/^Full Name/).fill('Ananya Iyer');
    await page.getByLabel(/^Address/).fill('12 MG Road');
    await page.getByLabel(/^City/).fill('Bengaluru');
    await page.getByLabel(/^State/).fill('Karnataka');
    await page.getByLabel(/^Postal Code/).fill('560001');
    await page.getByRole('button', { name: /Place Order/ }).click();
    await page.waitForURL('**/orders');
    expect((await storeApi.product(shopper.baseURL, productId)).stockCount).toBe(0);

    // Every size gone, its card says Out of stock.
    await shopper.goto(`/search?q=${encodeURIComponent(TITLE)}`);
    await page.getByRole('link', { name: TITLE }).first().waitFor();
    await page.getByText(STOREFRONT_TEXT.outOfStockBadge, { exact: true }).first().waitFor();
    await shopper.screenshot('card-out-of-stock');
    expectNoProblems(shopper);
  });
});
