// Runs the shopper journeys. Without Chromium they cannot run: outside CI that is a loud skip, in CI a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!chrome) {
  const message =
    'Chromium was not found (apt-get install chromium, or set CHROME_PATH): the shopper journeys did not run.';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n*** SKIPPED: ${message} ***\n`);
  process.exit(0);
}
const vitest = fileURLToPath(new URL('../node_modules/.bin/vitest', import.meta.url));
const result = spawnSync(vitest, ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
if (result.error) console.error(result.error);
process.exit(result.status ?? 1);
