import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { expectNoProblems, expectVisible } from '../support/actions';
import { type Shopper, useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

interface Facets {
  total: number;
  sizes: { value: string; count: number }[];
  prices: { value: string; count: number }[];
}

/** A size and a price band of the kurtas that together still list something, and what the API lists for them. */
async function kurtaFilters(baseURL: string) {
  const kurtas = (await storeApi.categories(baseURL)).find((category) => category.slug === 'kurtas');
  if (!kurtas) throw new Error('The demo catalogue has no kurtas');
  const ask = async (query: string) => {
    const response = await fetch(
      `${baseURL}/api/products/category/${kurtas._id}?view=card&facets=true&${query}`,
    );
    return (await response.json()) as { data: { title: string }[]; facets: Facets };
  };
  const all = await ask('');
  const size = all.facets.sizes.find(({ value }) => value === 'M') ?? all.facets.sizes[0];
  if (!size) throw new Error('The kurtas have no sizes');
  const bySize = await ask(`size=${encodeURIComponent(size.value)}`);
  const band = bySize.facets.prices.filter(({ count }) => count > 0).sort((a, b) => a.count - b.count)[0];
  if (!band) throw new Error('The kurtas in that size have no price');
  const filtered = await ask(`size=${encodeURIComponent(size.value)}&price=${band.value}`);
  // A filter that lists everything would prove nothing.
  expect(filtered.facets.total).toBeLessThan(all.facets.total);
  return {
    all: all.facets.total,
    size: size.value,
    band: band.value,
    titles: filtered.data.map((card) => card.title),
    query: `?size=${encodeURIComponent(size.value)}&price=${band.value}`,
  };
}

/** Ticks a checkbox or radio as a shopper does, by its label (the size pills hide the box itself). */
async function choose(within: Locator, role: 'checkbox' | 'radio', name: RegExp) {
  // `has` is matched inside each label, so the box is found from the page, not from `within`.
  await within
    .locator('label')
    .filter({ has: within.page().getByRole(role, { name }) })
    .click();
  await expect.poll(() => within.getByRole(role, { name }).isChecked()).toBe(true);
}

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

/** The list shows exactly these products, and its count says how many. */
async function expectListing(page: Page, titles: string[]) {
  await expectVisible(page, `${titles.length} product${titles.length === 1 ? '' : 's'}`);
  await expect.poll(() => cardTitles(page)).toEqual(titles);
}

/** The controls show the size and price band as chosen (rail on a desktop, the sheet on a phone). */
async function expectControls(shopper: Shopper, size: string, bandLabel: RegExp) {
  const { page } = shopper;
  if (shopper.viewport === 'desktop') {
    const rail = page.getByRole('complementary', { name: 'Filters' });
    await expect
      .poll(() => rail.getByRole('checkbox', { name: new RegExp(`^${size} `) }).isChecked())
      .toBe(true);
    await expect.poll(() => rail.getByRole('radio', { name: bandLabel }).isChecked()).toBe(true);
    return;
  }
  await page.getByRole('button', { name: 'Filter, 2 on' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  expect(await sheet.getByRole('checkbox', { name: new RegExp(`^${size} `) }).isChecked()).toBe(true);
  expect(await sheet.getByRole('radio', { name: bandLabel }).isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
}

/** `500-1000` → the label's pattern ('₹500 – ₹1,000 (n)'), whichever way the band is open. */
function bandPattern(band: string) {
  const [min, max] = band.split('-').map((end) => (end ? Number(end).toLocaleString('en-IN') : ''));
  const text = !max ? `₹${min} and above` : !min || min === '0' ? `Under ₹${max}` : `₹${min} – ₹${max}`;
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`);
}

describe('journey 10: filter a category, share it, reload it, come back to it', () => {
  const newShopper = useBrowser();

  it('filters by size and price in the rail, and the link, a reload and Back give the same list (desktop)', {
    timeout: 120_000,
  }, async () => {
    const shopper = await newShopper('desktop');
    const { page } = shopper;
    const wanted = await kurtaFilters(shopper.baseURL);
    await shopper.goto('/category/kurtas');
    await expectVisible(page, `${wanted.all} products`);
    const rail = page.getByRole('complementary', { name: 'Filters' });
    await choose(rail, 'checkbox', new RegExp(`^${wanted.size} `));
    await page.waitForURL(`**/category/kurtas?size=${encodeURIComponent(wanted.size)}`);
    await choose(rail, 'radio', bandPattern(wanted.band));
    await page.waitForURL(`**/category/kurtas${wanted.query}`);
    await expectListing(page, wanted.titles);
    await expectAccessible(page, 'category filtered (desktop)');

    // The link opened in another tab of a fresh browser, and reloaded.
    const shared = await newShopper('desktop');
    await shared.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await expectListing(shared.page, wanted.titles);
    await expectControls(shared, wanted.size, bandPattern(wanted.band));
    await shared.page.reload();
    await expectListing(shared.page, wanted.titles);
    await expectControls(shared, wanted.size, bandPattern(wanted.band));

    // To a product and Back: the same list, the same choices.
    await page.getByRole('link', { name: wanted.titles[0] }).first().click();
    await page.waitForURL('**/product/**');
    await page.goBack();
    await page.waitForURL(`**/category/kurtas${wanted.query}`);
    await expectListing(page, wanted.titles);
    await expectControls(shopper, wanted.size, bandPattern(wanted.band));

    // Back once more undoes the price band.
    await page.goBack();
    await page.waitForURL(`**/category/kurtas?size=${encodeURIComponent(wanted.size)}`);
    await expect.poll(() => rail.getByRole('radio', { name: 'Any price' }).isChecked()).toBe(true);
    expectNoProblems(shopper);
    expectNoProblems(shared);
  });

  it('filters in the bottom sheet and sorts in the sort sheet, and a reload keeps both (phone)', {
    timeout: 120_000,
  }, async () => {
    const shopper = await newShopper('phone');
    const { page } = shopper;
    const wanted = await kurtaFilters(shopper.baseURL);
    await shopper.goto('/category/kurtas');
    await expectVisible(page, `${wanted.all} products`);

    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await filter.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await choose(sheet, 'checkbox', new RegExp(`^${wanted.size} `));
    await choose(sheet, 'radio', bandPattern(wanted.band));
    await expect
      .poll(() => sheet.getByRole('status').textContent())
      .toBe(`${wanted.titles.length} product${wanted.titles.length === 1 ? '' : 's'}`);
    await expectAccessible(page, 'category with the filter sheet open (phone)');
    await shopper.screenshot('category-filter-sheet');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`**/category/kurtas${wanted.query}`);
    await expectListing(page, wanted.titles);
    // Focus is back on the bar's Filter button, which now says how many filters are on.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Filter');

    await page.getByRole('button', { name: /^Sort,/ }).click();
    const sortSheet = page.getByRole('dialog', { name: 'Sort by' });
    await expectAccessible(page, 'category with the sort sheet open (phone)');
    await sortSheet.getByRole('button', { name: 'Price: High to Low' }).click();
    await page.waitForURL(`**/category/kurtas?sort=price-desc&${wanted.query.slice(1)}`);
    const prices = async () =>
      (await page.locator('main article p:first-of-type > span:first-child').allTextContents()).map((text) =>
        Number(text.replace(/[^\d]/g, '')),
      );
    await expect.poll(async () => (await cardTitles(page)).length).toBe(wanted.titles.length);
    const shown = await prices();
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const sortedTitles = await cardTitles(page);

    await page.reload();
    await expectListing(page, sortedTitles);
    expect(await prices()).toEqual(shown);
    await expectControls(shopper, wanted.size, bandPattern(wanted.band));
    await shopper.screenshot('category-filtered');
    expectNoProblems(shopper);
  });

  it('keeps the header and the Sort | Filter bar still when the reader stops at 130 px (phone)', async () => {
    const shopper = await newShopper('phone');
    const { page } = shopper;
    await shopper.goto('/category/kurtas');
    await expectVisible(page, /\d+ products/);
    await page.evaluate(() => window.scrollTo(0, 130));
    await page.waitForTimeout(600);
    const samples = new Set<string>();
    for (let at = 0; at < 8; at++) {
      samples.add(
        await page.evaluate(() => {
          const bar = document.querySelector('nav[aria-label="Sort and filter"]')?.getBoundingClientRect();
          const strip = document
            .querySelector('[data-testid="promise-strip"]')
            ?.getAttribute('data-collapsed');
          return `${Math.round(window.scrollY)}|${strip}|${Math.round(bar?.top ?? -1)}`;
        }),
      );
      await page.waitForTimeout(100);
    }
    expect(samples.size, [...samples].join(', ')).toBe(1);
    expect([...samples][0]).toMatch(/^130\|true\|/);
    expectNoProblems(shopper);
  });
});
