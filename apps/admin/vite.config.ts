import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.ZARI_API_URL ?? 'http://127.0.0.1:3000';

/** Writes .br and .gz twins of the built text files, which the API sends as they are (plugins/back-office.ts). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zari-admin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
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
 * The back office: a browser-only app, served by the API at /admin (its index.html for every /admin path, its
 * files under /admin/assets), built apart from the storefront so no shopper's download can hold any of it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build (remix-run/react-router#14102); the
      // production build beside it is the same code with the dev warnings off (as in apps/web).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
    // Read the workspace packages from source in dev, build and tests: no stale dist.
    conditions: ['@zari/source'],
  },
  server: {
    port: 5174,
    // Keep the browser's Host header: the API accepts a mutation only when its Origin matches the host.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
    emptyOutDir: true,
  },
});
