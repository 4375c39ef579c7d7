/**
 * The storefront build the journeys run on holds nothing of the back office, which is another app (apps/admin,
 * its own build; .ci/check-storefront-build.mjs checks the same on CI's build): no chunk holds a back-office
 * API path or zod. And the
 * first screen of home, category and product (the entry and the page's chunks with their static imports)
 * holds nothing that loads on first use: checkout, account, orders, sign-in screens, dialogs and sheets,
 * the search palette, the category drawer, the share menu and the toaster.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The browser's build (dist/server holds the server renderer, which a shopper never downloads).
const dist = fileURLToPath(new URL('../../dist/client/', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The build's chunks reachable from `roots` along `next`. */
function reachableChunks(roots: string[], next: (chunk: ManifestChunk) => string[]) {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const reached = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(key)) return;
    reached.set(key, chunk);
    for (const following of next(chunk)) visit(following);
  };
  for (const root of roots) visit(root);
  return reached;
}

/** Every chunk reachable from the page's entry. */
function shopperChunks() {
  const reached = reachableChunks(['index.html'], (chunk) => [
    ...(chunk.imports ?? []),
    ...(chunk.dynamicImports ?? []),
  ]);
  return [...reached.values()].map((chunk) => chunk.file);
}

/**
 * Every module (as its chunk's source map names it) that a first visit to the page downloads before it runs:
 * the entry and the page's chunk, with their static imports.
 */
function firstScreenModules(page: string) {
  const reached = reachableChunks(['index.html', page], (chunk) => chunk.imports ?? []);
  expect(reached.has(page)).toBe(true);
  const modules = new Set<string>();
  for (const chunk of reached.values()) {
    const map = `${dist}${chunk.file}.map`;
    if (!existsSync(map)) continue;
    for (const source of (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources) {
      // Relative to the chunk: `../../../src/app/layout.tsx`, `../../../../../node_modules/...`.
      modules.add(source.replace(/^(\.\.\/)+/, ''));
    }
  }
  return [...modules];
}

/**
 * What loads on first use (issue 16). The frame's "Demo store" bar and the payment settings it reads come from
 * the checkout feature but sit on every page of a demo store (DESIGN §9), so they may stay.
 */
const ON_FIRST_USE = [
  /^src\/features\/(account|orders|search|category-drawer)\//,
  /^src\/features\/checkout\/(?!index\.ts|api\/get-payment-config|components\/demo-store-bar)/,
  /^src\/features\/auth\/components\//,
  /^packages\/auth\/src\/(components|hooks)\/(?!session-check)/,
  /^src\/features\/bag\/components\//,
  /^src\/features\/product\/components\/(share-menu|size-guide-dialog)/,
  /^packages\/ui\/src\/(dialog|sheet|command|dropdown-menu)\.tsx/,
  /node_modules\/(sonner|cmdk|zod|react-remove-scroll|@radix-ui\/react-(dialog|dropdown-menu|focus-scope))\//,
];

describe('the first screen of home, category and product', () => {
  it.each(['src/pages/home.tsx', 'src/pages/category.tsx', 'src/pages/product.tsx'])(
    '%s holds nothing that loads on first use',
    (page) => {
      const modules = firstScreenModules(page);
      expect(modules.length).toBeGreaterThan(50);
      expect(modules.filter((module) => ON_FIRST_USE.some((pattern) => pattern.test(module)))).toEqual([]);
    },
  );
});

describe('the shopper chunks', () => {
  it('hold no back-office API path and no zod', () => {
    const files = shopperChunks();
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((file) => {
      const code = readFileSync(`${dist}${file}`, 'utf8');
      return code.includes('/api/admin') || /\$?ZodError|\$ZodType/.test(code);
    });
    expect(offending).toEqual([]);
  });
});
