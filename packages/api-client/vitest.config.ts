import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@zari/source'] },
  // jsdom: the client calls same-origin paths (`/api/…`), which need a page's address to resolve against.
  test: { environment: 'jsdom', include: ['src/**/*.test.ts'] },
});
