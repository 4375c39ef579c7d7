import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@zari/source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
