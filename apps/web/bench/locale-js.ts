/**
 * Issue 35: the JavaScript a first visit downloads, English beside Hindi, per route, as the server names it
 * (the starter's `data-entry` and `data-modules`: the entry, its chunks, the route's page chunk and, on a
 * Hindi page, the message modules its render used), gzipped as the build precompressed them. Starts the
 * built store (`pnpm build` first). `pnpm exec tsx bench/locale-js.ts`
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startStore } from '@zari/dev-tools';

const dist = new URL('../dist/client/', import.meta.url).pathname;
const gz = (url: string) => {
  const path = join(dist, url.replace(/^\//, ''));
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
};

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

async function firstScreenJs(baseURL: string, path: string) {
  const html = await (await fetch(`${baseURL}${path}`)).text();
  const starter = /<script defer src="([^"]+)" data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html);
  if (!starter) throw new Error(`${path}: no starter script`);
  // What the starter names, with everything those chunks import.
  const files = new Set<string>([starter[1]!]);
  const visit = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    for (const imported of manifest[keyOf.get(url) ?? '']?.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file) visit(`/${file}`);
    }
  };
  for (const url of [starter[2]!, ...starter[3]!.split(' ').filter(Boolean)]) visit(url);
  return { files: files.size, gzKb: [...files].reduce((sum, file) => sum + gz(file), 0) / 1024 };
}

const store = await startStore();
try {
  const categories = (await (await fetch(`${store.baseURL}/api/categories`)).json()).data as {
    _id: string;
    slug: string;
  }[];
  const category = categories[0]!;
  const products = (await (await fetch(`${store.baseURL}/api/products/category/${category._id}`)).json())
    .data as {
    _id: string;
  }[];
  const routes = {
    home: '/',
    category: `/category/${category.slug}`,
    product: `/product/${products[0]!._id}`,
  };
  console.log('route     | en files, KB gz | hi files, KB gz | hi − en');
  for (const [name, path] of Object.entries(routes)) {
    const en = await firstScreenJs(store.baseURL, path);
    const hi = await firstScreenJs(store.baseURL, path === '/' ? '/hi' : `/hi${path}`);
    console.log(
      `${name.padEnd(9)} | ${en.files}, ${en.gzKb.toFixed(1)} | ${hi.files}, ${hi.gzKb.toFixed(1)} | +${(hi.gzKb - en.gzKb).toFixed(2)} KB`,
    );
  }
} finally {
  await store.stop();
}
