import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@zari/source'] },
  test: {
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    // One browser at a time: the machine has two cores and the journeys share one server.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
    retry: 0,
  },
});
