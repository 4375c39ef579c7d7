/**
 * Each route's JavaScript as the build made it: the entry chunk and its static imports, plus the route's
 * page chunk and its static imports, gzipped (what a first visit to that route downloads before it runs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
    return existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path)).length;
  };
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && manifest[key]?.file.endsWith('.js'),
  );
  return Object.entries(pages).map(([route, pageModule]) => {
    const keys = new Set<string>();
    for (const entry of entries) closure(entry, keys);
    closure(pageModule, keys);
    const files = [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file) => file?.endsWith('.js')) as string[];
    return {
      route,
      pageModule,
      pageChunkFound: pageModule in manifest,
      files: files.length,
      gzKb: Number((files.reduce((sum, file) => sum + gzBytes(file), 0) / 1024).toFixed(1)),
    };
  });
}
