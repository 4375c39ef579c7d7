import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@zari/source'] },
  ssr: { resolve: { conditions: ['@zari/source'] } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Their own runs: `pnpm test:security` and `pnpm test:faults` (vitest.*.config.ts).
    exclude: ['test/security/**', 'test/faults/**', '**/node_modules/**'],
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    env: { TZ: 'Asia/Kolkata' },
  },
});
