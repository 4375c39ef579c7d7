import { describe, expect, it } from 'vitest';
import { expectVisible } from '../support/actions';
import { useBrowser } from '../support/browser';

describe('journey 6: what a shopper sees when things go wrong', () => {
  const newShopper = useBrowser();

  it('shows the 404 page for an unknown path, with a way home', async () => {
    const shopper = await newShopper('phone');
    shopper.expectStatus('/no/such/page');
    const answer = await shopper.page.goto('/no/such/page');
    expect(answer?.status()).toBe(404);
    await expectVisible(shopper.page, 'Oops! Page not found');
    await shopper.screenshot('not-found');
    await shopper.page.getByRole('link', { name: /home/i }).first().click();
    await shopper.page.waitForURL(`${shopper.baseURL}/`);
  });

  it('shows the 404 page, with its status, for an unknown product', async () => {
    const shopper = await newShopper('phone');
    const unknown = '/product/00000000-0000-4000-8000-000000000000';
    shopper.expectStatus(unknown);
    const answer = await shopper.page.goto(unknown);
    expect(answer?.status()).toBe(404);
    await expectVisible(shopper.page, 'Oops! Page not found');
    await shopper.page
      .getByRole('link', { name: 'Go Back Home' })
      .or(shopper.page.getByRole('button', { name: 'Go Back Home' }))
      .first()
      .click();
    await shopper.page.waitForURL(`${shopper.baseURL}/`);
  });

  it('keeps the rest of the home page working when one section cannot load', async () => {
    const shopper = await newShopper('phone');
    const { page } = shopper;
    // The first screen arrives rendered by the server; a section further down is fetched by the browser.
    shopper.expectStatus('/api/posters/hot-rn-dresses');
    await page.route('**/api/posters/hot-rn-dresses', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"message":"down"}',
      }),
    );
    await shopper.goto('/');
    await page.getByRole('heading', { name: 'HOT CATEGORIES' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'HOT RN: DRESSES' }).scrollIntoViewIfNeeded();
    await expectVisible(page, 'Error loading dress images');
    await page.getByRole('heading', { name: 'All Products' }).scrollIntoViewIfNeeded();
    await page.locator('a[href^="/product/"]').first().waitFor();
    await shopper.screenshot('home-section-down');
  });
});
