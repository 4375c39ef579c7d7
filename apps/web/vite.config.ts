import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, minifySync, type Plugin } from 'vite';

const apiTarget = process.env.ZARI_API_URL ?? 'http://127.0.0.1:3000';

/**
 * The public/ scripts a rendered page loads before the app (apps/api/src/plugins/storefront.ts). Vite copies
 * public/ as it is, and their source stays readable, so they are minified here.
 */
const PUBLIC_SCRIPTS = ['start-after-paint.js'];

/**
 * Minifies the public scripts, then writes .br and .gz twins of the built text files, so the server sends
 * them compressed at no CPU cost.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zari-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of PUBLIC_SCRIPTS) {
        const path = join(outDir, file);
        const { code, errors } = minifySync(file, readFileSync(path, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (errors.length > 0) throw new Error(`Minifying ${file}: ${errors[0]?.message}`);
        writeFileSync(path, code);
      }
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const path = join(outDir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Replaces Vite's preload helper, which every lazy import goes through, with a plain call (0.7 KiB gzipped off
 * every route). With `modulePreload: false` and one stylesheet for the whole app, it had nothing to preload; it
 * only turned a failed import into a `vite:preloadError` event nothing listens to. Should a lazy chunk ever
 * bring CSS of its own (which the real helper would load), the build fails here instead of shipping it unstyled.
 */
function plainLazyImports(): Plugin {
  const preloadHelperId = '\0vite/preload-helper.js';
  return {
    name: 'zari-plain-lazy-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === preloadHelperId) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      // The entries and what they import statically load with the page's own stylesheet link.
      const loadedWithPage = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || loadedWithPage.has(fileName)) return;
        loadedWithPage.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || loadedWithPage.has(chunk.fileName)) continue;
        if ((chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} imports CSS of its own, which plain lazy imports would not load`);
        }
      }
    },
  };
}

/**
 * Two builds (`pnpm build`): the browser's into dist/client, served by the API with its manifest, and the
 * server renderer (src/entry-server.tsx, `--ssr`) into dist/server as one self-contained module, which the
 * API imports. Nothing under dist/server is ever served.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [plainLazyImports(), precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build, whose dev warnings are switched on
      // (remix-run/react-router#14102); the production build beside it is the same code with them off.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
    // Read @zari/contract from source in dev, build and tests: no stale dist.
    conditions: ['@zari/source'],
  },
  server: {
    port: 5173,
    // Keep the browser's Host header: the API accepts a mutation only when its Origin matches the host.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        // The API reads it to preload the matched routes' chunks (apps/api/src/plugins/storefront.ts).
        manifest: true,
        // No preload helper: it wrapped every lazy import in a call naming the chunks to preload and put a
        // table of all of them (~4.7 KB raw, for the pages of router.tsx) in the app chunk. A page chunk
        // imports only what the entry has loaded; the one lazy chunk with a chunk of its own behind it (the
        // category drawer's, the sheet) fetches it after it arrives.
        modulePreload: false,
        rolldownOptions: {
          // Lets the shared modules of the lazy pages be copied into each page's chunk (below); the entry's
          // exports are read by nobody.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Without it, the modules that several pages share land in ~40 tiny chunks (an icon, a store,
              // a message table each), every one a request and a gzip stream of its own: a route's first
              // visit loaded 42 files. Copied into the pages' chunks instead (rolldown keeps one instance of
              // each module across the copies), a route loads 7 (the starter, the runtime, the framework's two
              // chunks, the app, its page, the entry), and 5 KiB less gzipped.
              experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY },
              // The framework every page loads, apart from the app's code, so a deploy of the app leaves it
              // cached; in two chunks, React (React DOM, the scheduler) and the router with TanStack Query,
              // which the starter evaluates in a task each (public/start-after-paint.js). As one chunk (347 KB)
              // it was the longest script task of a page load; split, Lighthouse's mobile TBT averaged 38 ms
              // instead of 68 over 18 + 18 interleaved loads of home, category and product (5 of 18 loads over
              // 100 ms, then 1), at no cost in bytes. Split further (the router from TanStack Query) the
              // names the chunks share cost 0.4 KiB gzipped.
              // Only what the entry imports (tag $initial): the hooks that pages alone use (mutations,
              // infinite lists, parallel queries) travel with those pages, not in every route's first download.
              groups: [
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
                {
                  name: 'router',
                  tags: ['$initial'],
                  test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/][\w-]+)[\\/]/,
                },
                // Everything else the entry imports (after tree-shaking) in one chunk. Left alone, rolldown put
                // the modules the entry shares with the lazy pages (the API client, the head builders, the
                // contract's texts, the 404 page) in a chunk of their own beside the entry, each wrapped for
                // sharing: 1.8 KiB more gzipped on every route.
                { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('.css') },
              ],
            },
          },
        },
        sourcemap: true,
        emptyOutDir: true,
      },
  // The server bundle carries its dependencies, so the API needs nothing of the web package at run time.
  ssr: { noExternal: true, resolve: { conditions: ['@zari/source', ...defaultServerConditions] } },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
