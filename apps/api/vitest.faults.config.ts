/**
 * `pnpm test:faults`: issue 15's regression tests against real processes, their own Postgres cluster and
 * their own Redis (test/faults/global-setup.ts). One file at a time: they stop and start shared servers.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/faults/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./test/faults/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
