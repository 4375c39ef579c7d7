import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@zari/source'] },
  ssr: { resolve: { conditions: ['@zari/source'] } },
  // The global setup (it encodes the demo photos) runs in Vitest's own environment, which does not take the
  // conditions above: without this a clean clone, whose contract has no dist yet, cannot start the suite.
  environments: { __vitest__: { resolve: { conditions: ['@zari/source'] } } },
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
