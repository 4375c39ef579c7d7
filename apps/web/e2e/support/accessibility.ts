/**
 * axe-core inside the journeys: a screen with any serious or critical WCAG 2.2 A/AA violation fails the
 * journey, naming each rule and the elements it found. Deferred sections are scrolled into view first, so
 * the whole screen is checked, not just its first paint.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scrolls to the bottom in screen-sized steps so sections that render when near have rendered, then back. */
async function revealWholePage(page: Page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await pause();
  });
  await page.waitForLoadState('networkidle');
}

export async function expectAccessible(page: Page, screen: string) {
  await revealWholePage(page);
  // Page.evaluate runs outside the page's Content-Security-Policy, which forbids injected scripts.
  await page.evaluate(axeSource);
  const results = (await page.evaluate(
    (tags) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: tags }),
    WCAG_AA,
  )) as AxeResults;
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  expect(report, `axe on ${screen}:\n${report.join('\n')}`).toEqual([]);
}
