/**
 * Each route's JavaScript as the build made it: the entry chunk and its static imports, plus the route's
 * page chunk and its static imports, gzipped (what a first visit to that route downloads before it runs),
 * and the starter script a server-rendered page loads first (public/start-after-paint.js), which then
 * fetches them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Copied from public/ into the build, outside the manifest (apps/api/src/plugins/storefront.ts). */
const STARTER_FILE = 'start-after-paint.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export function routeJavaScript(distDir: string, pages: Record<string, string>) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
  };
  const gzBytes = (file: string) => {
    const path = join(distDir, file);
    return existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path), { level: 9 }).length;
  };
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && manifest[key]?.file.endsWith('.js'),
  );
  return Object.entries(pages).map(([route, pageModule]) => {
    const keys = new Set<string>();
    for (const entry of entries) closure(entry, keys);
    closure(pageModule, keys);
    const files = [
      ...([...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')) as string[]),
      ...(existsSync(join(distDir, STARTER_FILE)) ? [STARTER_FILE] : []),
    ];
    return {
      route,
      pageModule,
      pageChunkFound: pageModule in manifest,
      files: files.length,
      gzKb: Number((files.reduce((sum, file) => sum + gzBytes(file), 0) / 1024).toFixed(1)),
    };
  });
}
