import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { expectNoProblems, expectVisible } from '../support/actions';
import { useBrowser, type ViewportName } from '../support/browser';
import { storeApi } from '../support/store-api';

async function productWithManyImages(baseURL: string, atLeast: number) {
  for (const category of await storeApi.categories(baseURL)) {
    for (const product of await storeApi.productsOfCategory(baseURL, category._id)) {
      const variants = await storeApi.variants(baseURL, product._id);
      const images =
        product.images.length + variants.reduce((count, variant) => count + variant.images.length, 0);
      if (images >= atLeast) return product;
    }
  }
  throw new Error(`The demo catalogue has no product with ${atLeast} images`);
}

/** What issue 13 asked of the storefront, checked where only a real browser can: layout, titles, returns. */
describe('journey 9: a steady header, honest returns, titles and 404s', () => {
  const newShopper = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`keeps the header still when the reader stops at 130 px (${viewport})`, async () => {
      const shopper = await newShopper(viewport);
      const { page } = shopper;
      await shopper.goto('/');
      await expectVisible(page, 'SPECIAL OFFERS');
      await page.evaluate(() => window.scrollTo(0, 130));
      await page.waitForTimeout(600);
      const samples: string[] = [];
      for (let at = 0; at < 10; at++) {
        samples.push(
          await page.evaluate(
            () =>
              `${Math.round(window.scrollY)}|${document.querySelector('[data-testid="promise-strip"]')?.getAttribute('data-collapsed')}`,
          ),
        );
        await page.waitForTimeout(100);
      }
      expect(new Set(samples), samples.join(', ')).toEqual(new Set(['130|true']));
      expectNoProblems(shopper);
    });
  }

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`says a jewellery product is not returnable, and titles the tab with its name (${viewport})`, async () => {
      const shopper = await newShopper(viewport);
      const categories = await storeApi.categories(shopper.baseURL);
      const jewellery = categories.find((category) => category.slug === 'jewellery');
      if (!jewellery) throw new Error('The demo catalogue has no jewellery');
      const [piece] = await storeApi.productsOfCategory(shopper.baseURL, jewellery._id);
      if (!piece) throw new Error('The demo jewellery category is empty');
      await shopper.goto(`/product/${piece._id}`);
      await expectVisible(shopper.page, piece.title);
      expect(await shopper.page.getByTestId('return-note').textContent()).toBe('Not returnable');
      await shopper.page.getByText('ABOUT THIS PRODUCT').click();
      await shopper.page.getByText('SERVICE & POLICY').click();
      const main = (await shopper.page.locator('#main').textContent()) ?? '';
      expect(main).not.toMatch(/easy 7-day returns/i);
      expect(main).toContain('Jewellery cannot be returned or exchanged once delivered.');
      expect(await shopper.page.title()).toBe(`${piece.title} | Zari`);
      expectNoProblems(shopper);
    });
  }

  it('answers an unknown category with the 404 page', async () => {
    const shopper = await newShopper('desktop');
    // The server answers the page with a real 404 status (issue 16), as it should.
    shopper.expectStatus('/category/no-such-category');
    await shopper.goto('/category/no-such-category');
    await expectVisible(shopper.page, 'Oops! Page not found');
    expect(await shopper.page.title()).toBe('Page not found | Zari');
    await expectAccessible(shopper.page, 'unknown category (desktop)');
    expectNoProblems(shopper);
  });

  it('fits the desktop gallery frame to the picture, with no empty band under it', async () => {
    const shopper = await newShopper('desktop');
    // A product with more thumbnails than fit beside the picture: the case that stretched its frame.
    const product = await productWithManyImages(shopper.baseURL, 9);
    await shopper.goto(`/product/${product._id}`);
    await expectVisible(shopper.page, product.title);
    const frame = await shopper.page.getByTestId('gallery-picture').boundingBox();
    const picture = await shopper.page.getByTestId('gallery-picture').locator('img').first().boundingBox();
    expect(frame && picture && Math.abs(frame.height - picture.height)).toBeLessThanOrEqual(1);
    expectNoProblems(shopper);
  });
});
