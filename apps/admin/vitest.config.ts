import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      env: { TZ: 'Asia/Kolkata' },
      css: false,
      // CI shares two cores between the API's Postgres suites and these; give slow renders room.
      testTimeout: 20_000,
    },
  }),
);
