/**
 * `pnpm test:security`: the regression tests of issue 12, the production start-up refusals and the fuzz of
 * every route, against a real Postgres. Kept out of `pnpm test` so everyday runs stay fast; CI runs both.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/security/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
  },
});
