/**
 * The storefront build the journeys run on keeps the back office to itself: no chunk a shopper route can load
 * holds a back-office API path or zod (both travel only in chunks under pages/admin and features/admin, since
 * the back office builds its client from its own endpoint table with the storefront's generic one).
 */
import { readFileSync } from 'node:fs';
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

/** Every chunk reachable from the page's entry without passing through a back-office module. */
function shopperChunks() {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(key) || /^src\/(pages|features)\/admin\//.test(chunk.src ?? '')) return;
    reached.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return [...reached].map((key) => (manifest[key] as ManifestChunk).file);
}

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
