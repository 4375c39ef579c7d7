/**
 * A shopper's browser: Debian's Chromium driven by playwright-core, one fresh context per journey, with
 * every console error, failed request and uncaught exception recorded so happy paths can assert there were
 * none. Screenshots go to e2e/artifacts (git-ignored); a failing step leaves one behind.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Set by the app (main.tsx) once React has taken over the page. */
const INTERACTIVE_ATTRIBUTE = 'data-interactive';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROME_PATH');
  return found;
}

export interface Shopper {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  viewport: ViewportName;
  /** Problems seen so far: console errors, failed requests (network or 5xx), uncaught exceptions. */
  problems: string[];
  /** Requests answered 4xx that a journey provoked on purpose are not problems; mark them expected. */
  expectStatus(pathPart: string): void;
  screenshot(name: string): Promise<void>;
  goto(path: string): Promise<void>;
}

export function useBrowser() {
  let browser: Browser;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromePath(),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterEach(async (test) => {
    const contexts = open.splice(0);
    if (test.task.result?.state === 'fail') {
      const dir = `${artifactsDir}failures/`;
      mkdirSync(dir, { recursive: true });
      const name = test.task.name.replace(/[^\w-]+/g, '_').slice(0, 120);
      const pages = contexts.flatMap((context) => context.pages());
      await Promise.all(
        pages.map((page, at) =>
          page.screenshot({ path: `${dir}${name}-${at}.png`, fullPage: true }).catch(() => undefined),
        ),
      );
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function newShopper(viewport: ViewportName): Promise<Shopper> {
    const baseURL = inject('baseURL');
    const context = await browser.newContext({
      baseURL,
      viewport: VIEWPORTS[viewport],
      deviceScaleFactor: 1,
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    open.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems: string[] = [];
    const expected: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser logs every non-2xx fetch; those are judged by status below instead.
      if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
      problems.push(`console error: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught exception on ${page.url()}: ${error.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      if (failure.includes('ERR_ABORTED')) return;
      problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400) return;
      const url = response.url();
      if (expected.some((part) => url.includes(part))) return;
      problems.push(`HTTP ${status}: ${response.request().method()} ${url}`);
    });

    const shopper: Shopper = {
      page,
      context,
      baseURL,
      viewport,
      problems,
      expectStatus: (pathPart) => expected.push(pathPart),
      async screenshot(name) {
        const dir = `${artifactsDir}${viewport}/`;
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: `${dir}${name}.png`, fullPage: true });
      },
      async goto(path) {
        await page.goto(path, { waitUntil: 'load' });
        // A server-rendered page shows before its script runs: a press before then would be lost.
        await page.waitForSelector(`html[${INTERACTIVE_ATTRIBUTE}]`, { state: 'attached' });
      },
    };
    return shopper;
  };
}
