import { describe, expect, it } from 'vitest';
import { bagCount, expectNoProblems, expectVisible } from '../support/actions';
import { useBrowser, type ViewportName } from '../support/browser';
import { storeApi } from '../support/store-api';

describe('journey 2: from the drawer to a product, the bag and the wishlist', () => {
  const newShopper = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`browses, picks a colour through the gallery, checks a pincode, bags and wishlists (${viewport})`, async () => {
      const shopper = await newShopper(viewport);
      const { page, baseURL } = shopper;
      const { category, product, variants } = await storeApi.productWithVariants(baseURL);
      const second = variants[1]!;

      await shopper.goto('/');
      await page.getByRole('link', { name: 'Open categories' }).click();
      await expectVisible(page, 'Categories');
      await expectVisible(page, 'View collection');
      await shopper.screenshot('drawer');
      await page
        .getByRole('dialog')
        .getByRole('link', { name: new RegExp(category.title) })
        .first()
        .click();
      await page.waitForURL(`**/category/${category.slug}`);
      await page.getByRole('heading', { name: category.title }).first().waitFor();
      await shopper.screenshot('category');

      await page.getByRole('link', { name: product.title }).first().click();
      await page.waitForURL(`**/product/${product._id}`);
      await page.getByRole('heading', { name: product.title }).waitFor();

      // A gallery thumbnail of the second colour selects that colour.
      await page.locator(`button[data-variant="${second._id}"]`).first().click();
      const secondSwatch = page.getByRole('button', {
        name: second.colorName || second.colorCode,
        exact: true,
      });
      expect(await secondSwatch.getAttribute('aria-pressed')).toBe('true');

      const size = product.sizes[0]!;
      const sizeButton = page.getByRole('button', { name: size, exact: true });
      if ((await sizeButton.getAttribute('aria-pressed')) !== 'true') await sizeButton.click();

      const pincode = page.getByLabel('Enter pincode');
      await pincode.fill('110001');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expectVisible(page, /Estimated delivery by \d{1,2} [A-Z][a-z]+ \d{4}/);
      await pincode.fill('999999');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expectVisible(page, /do not deliver/i);
      await shopper.screenshot('product');

      await page.getByRole('button', { name: 'ADD TO BAG' }).click();
      await page.getByRole('button', { name: 'ADD TO BAG' }).click();
      await expect.poll(() => bagCount(page)).toBe(2);

      await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
      await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();

      await page.getByRole('link', { name: /^Bag, 2 items$/ }).click();
      await page.waitForURL('**/bag');
      await page.getByText(product.title).first().waitFor();
      await expect
        .poll(() => page.getByLabel('Quantity', { exact: true }).first().textContent())
        .toContain('2');
      await shopper.screenshot('bag');

      await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
      await page.waitForURL('**/wishlist');
      await expectVisible(page, 'My Wishlist');
      await page.getByText(product.title).first().waitFor();
      await shopper.screenshot('wishlist');
      // On a phone the bag's and wishlist's confirmation toasts may still cover the card's Remove: the tap
      // reaches the button through them.
      const remove = page.getByRole('button', { name: new RegExp(`^Remove ${product.title}`) }).first();
      await (viewport === 'phone' ? remove.tap() : remove.click());
      await expectVisible(page, 'Your wishlist is empty');
      await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor();
      expectNoProblems(shopper);
    });
  }
});
