import { describe, it } from 'vitest';
import { expectNoProblems, expectVisible, openSearchPalette } from '../support/actions';
import { useBrowser, type ViewportName } from '../support/browser';
import { storeApi } from '../support/store-api';

describe('journey 1: home and search', () => {
  const newShopper = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`shows every home section and finds a product by part of its title (${viewport})`, async () => {
      const shopper = await newShopper(viewport);
      const { page } = shopper;
      await shopper.goto('/');
      for (const heading of [
        'SPECIAL OFFERS',
        'HOT CATEGORIES',
        "YOU'LL LOVE THESE",
        'HOT RN: DRESSES',
        'NOW OR NEVER',
        'All Products',
      ]) {
        await page.getByRole('heading', { name: heading }).first().scrollIntoViewIfNeeded();
      }
      await expectVisible(page, 'Easy returns');
      await expectVisible(page, 'for orders of ₹999+');
      await shopper.screenshot('home');

      const { product } = await storeApi.productWithVariants(shopper.baseURL);
      const part = product.title.split(' ').slice(1, 3).join(' ').toLowerCase();
      const search = await openSearchPalette(page);
      await search.fill(part);
      await page
        .getByRole('option', { name: new RegExp(product.title, 'i') })
        .first()
        .waitFor();
      await shopper.screenshot('search');
      await page
        .getByRole('option', { name: new RegExp(product.title, 'i') })
        .first()
        .click();
      await page.waitForURL(`**/product/${product._id}`);
      await page.getByRole('heading', { name: product.title }).waitFor();

      await (await openSearchPalette(page)).fill('zzzz-no-such-thing');
      await expectVisible(page, 'No products found.');
      expectNoProblems(shopper);
    });
  }
});
