import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { expectNoProblems, expectVisible, openSearchPalette } from '../support/actions';
import { useBrowser, type ViewportName } from '../support/browser';

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

/** The number the result count states ('26 products'). */
async function statedCount(page: Page) {
  const text = await page
    .getByText(/^\d[\d,]* products?$/)
    .first()
    .textContent();
  return Number(text?.replace(/[^\d]/g, ''));
}

describe('journey 11: the search results page', () => {
  const newShopper = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`opens from the palette with Enter, forgives a typo, and pages on (${viewport})`, {
      timeout: 120_000,
    }, async () => {
      const shopper = await newShopper(viewport);
      const { page } = shopper;
      await shopper.goto('/');
      // Enter, on the palette's first item, opens every result rather than the first product.
      await (await openSearchPalette(page)).fill('sare');
      await page.getByRole('option', { name: 'See all results for “sare”' }).waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/search?q=sare');

      // The server's search forgives the missing letter and ranks the sarees first.
      await expectVisible(page, 'Results for “sare”');
      await expect.poll(() => page.title()).toBe('“sare” — Search | Zari');
      await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
      const sarees = await cardTitles(page);
      expect(sarees.filter((title) => /saree/i.test(title)).length).toBeGreaterThanOrEqual(5);
      expect(
        sarees.slice(0, 5).every((title) => /saree/i.test(title)),
        sarees.join(', '),
      ).toBe(true);
      await expectAccessible(page, `search results (${viewport})`);
      await shopper.screenshot('search-results');

      // A new search from the page's own box: 'kurta' finds the kurtas, 24 at first, then the rest.
      const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
      await box.fill('kurta');
      await box.press('Enter');
      await page.waitForURL('**/search?q=kurta');
      await expectVisible(page, 'Results for “kurta”');
      await expect.poll(async () => (await cardTitles(page))[0] ?? '').toMatch(/kurta/i);
      const total = await statedCount(page);
      const firstPage = await cardTitles(page);
      expect(
        firstPage.slice(0, 5).every((title) => /kurta/i.test(title)),
        firstPage.join(', '),
      ).toBe(true);
      if (total > 24) {
        expect(firstPage).toHaveLength(24);
        await expectVisible(page, `Showing 24 of ${total}`);
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(async () => (await cardTitles(page)).length).toBe(Math.min(total, 48));
        // The next page came under the first, which stayed where it was.
        expect((await cardTitles(page)).slice(0, 24)).toEqual(firstPage);
      } else {
        expect(firstPage).toHaveLength(total);
      }

      // Sorting the results keeps the query.
      if (viewport === 'desktop') {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
      } else {
        await page.getByRole('button', { name: /^Sort,/ }).click();
        await page
          .getByRole('dialog', { name: 'Sort by' })
          .getByRole('button', { name: 'Price: Low to High' })
          .click();
      }
      await page.waitForURL('**/search?q=kurta&sort=price-asc');
      expect(await statedCount(page)).toBe(total);
      expectNoProblems(shopper);
    });
  }

  it("says 'No products found.' when nothing matches", async () => {
    const shopper = await newShopper('phone');
    await shopper.goto('/search?q=zzzz-no-such-thing');
    await expectVisible(shopper.page, 'No products found.');
    await expect.poll(() => shopper.page.title()).toBe('“zzzz-no-such-thing” — Search | Zari');
    expectNoProblems(shopper);
  });
});
