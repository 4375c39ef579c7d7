/**
 * Issue 35: the JavaScript a first visit downloads before the page hydrates, per route and language, as the
 * running store names it in the page (the starter's `data-entry` and `data-modules`: the entry, its chunks,
 * the route's page chunk and, on a page in another language, the catalogue runtime and the message modules
 * its first screen renders), with every chunk those import, gzipped as the build precompressed them.
 * English pages measure the same as `routeJavaScript` (route-js.ts); a Hindi page adds its texts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstScreenJs {
  route: string;
  locale: 'en' | 'hi';
  path: string;
  files: number;
  gzKb: number;
  /** The message modules the page names for its first screen (Hindi only). */
  textModules: string[];
}

/** The page's path in Hindi: `/` → `/hi`, `/product/1` → `/hi/product/1`. */
export const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

export async function firstScreenJavaScript(
  distDir: string,
  baseURL: string,
  routes: Record<string, string>,
): Promise<FirstScreenJs[]> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const gzBytes = (url: string) => {
    const path = join(distDir, url.replace(/^\//, ''));
    return existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path), { level: 9 }).length;
  };

  const measure = async (route: string, locale: 'en' | 'hi', path: string): Promise<FirstScreenJs> => {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const starter = /<script\b[^>]*\ssrc="([^"]+)" data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html);
    if (!starter) throw new Error(`${path}: no starter script`);
    const texts = /<script type="application\/json" id="zari-texts">([^<]*)<\/script>/.exec(html)?.[1];
    // What the starter names, with everything those chunks import.
    const files = new Set<string>([starter[1] as string]);
    const visit = (url: string) => {
      if (files.has(url)) return;
      files.add(url);
      for (const imported of manifest[keyOf.get(url) ?? '']?.imports ?? []) {
        const file = manifest[imported]?.file;
        if (file) visit(`/${file}`);
      }
    };
    for (const url of [starter[2] as string, ...(starter[3] as string).split(' ').filter(Boolean)])
      visit(url);
    const bytes = [...files].reduce((sum, file) => sum + gzBytes(file), 0);
    return {
      route,
      locale,
      path,
      files: files.size,
      gzKb: Number((bytes / 1024).toFixed(2)),
      textModules: texts ? (JSON.parse(texts) as string[]) : [],
    };
  };

  const rows: FirstScreenJs[] = [];
  for (const [route, path] of Object.entries(routes)) {
    rows.push(await measure(route, 'en', path));
    rows.push(await measure(route, 'hi', hindiPath(path)));
  }
  return rows;
}
