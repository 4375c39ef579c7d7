/**
 * Issue 35: the JavaScript a first visit downloads before it hydrates, English beside Hindi, per route, as
 * the server names it (first-screen-js.ts). Starts the built store (`pnpm build` first).
 * `pnpm exec tsx bench/locale-js.ts`; `pnpm bench` reports and budgets the same figures.
 */
import { startStore } from '@zari/dev-tools';
import { firstScreenJavaScript } from './first-screen-js.js';

const distDir = new URL('../dist/client/', import.meta.url).pathname;

const store = await startStore();
try {
  const api = async <T>(path: string) =>
    ((await (await fetch(`${store.baseURL}${path}`)).json()) as { data: T }).data;
  const [category] = await api<{ slug: string }[]>('/api/categories');
  const [listed] = await api<{ _id: string }[]>('/api/products?limit=1');
  if (!category || !listed) throw new Error('the demo catalogue is missing');
  const rows = await firstScreenJavaScript(distDir, store.baseURL, {
    home: '/',
    category: `/category/${category.slug}`,
    product: `/product/${listed._id}`,
  });
  console.log('route     | en files, KiB gz | hi files, KiB gz | hi − en | hi text modules');
  for (const en of rows.filter((row) => row.locale === 'en')) {
    const hi = rows.find((row) => row.locale === 'hi' && row.route === en.route);
    if (!hi) continue;
    console.log(
      `${en.route.padEnd(9)} | ${en.files}, ${en.gzKb.toFixed(1)} | ${hi.files}, ${hi.gzKb.toFixed(1)} | +${(hi.gzKb - en.gzKb).toFixed(2)} KiB | ${hi.textModules.join(' ')}`,
    );
  }
} finally {
  await store.stop();
}
