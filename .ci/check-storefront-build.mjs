// Proves the storefront's build holds nothing of the back office, which is another app (apps/admin) built
// apart: no file of the storefront's browser or server build comes from apps/admin (as their source maps
// name their modules), names a back-office API path, or carries the back office's own name. The same marks
// are first looked for in the back office's build, where they must be found, so the check cannot pass by
// looking for something no build would hold.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

execFileSync(
  'pnpm',
  ['turbo', 'run', 'build', '--filter=@zari/web', '--filter=@zari/admin', '--output-logs=errors-only'],
  { stdio: 'inherit' },
);

// The back office's name, from the contract's text for it (messages/admin-ui.ts: `brand: '…'`).
const adminText = readFileSync('packages/contract/src/messages/admin-ui.ts', 'utf8');
const brand = /\bbrand: '([^']+)'/.exec(adminText)?.[1];
if (!brand) {
  console.error('packages/contract/src/messages/admin-ui.ts no longer names the back office (brand)');
  process.exit(1);
}

/** What marks a built file as the back office's: its text, or (for a source map) a module under apps/admin. */
const marks = [
  { name: 'a back-office API path (/api/admin)', test: (text) => text.includes('/api/admin') },
  { name: `the back office's name (${brand})`, test: (text) => text.includes(brand) },
  {
    name: 'a module of apps/admin',
    test: (text, file) =>
      file.endsWith('.map') &&
      JSON.parse(text).sources.some((source) =>
        relative(process.cwd(), resolve(dirname(file), source)).startsWith('apps/admin/'),
      ),
  },
];

function builtFiles(dir) {
  if (!existsSync(dir)) throw new Error(`${dir} was not built`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|mjs|html|map)$/.test(file))
    .map((file) => join(dir, file));
}

/** Each mark with the files of `dir` that carry it. */
function marksIn(dir) {
  const files = builtFiles(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  return marks.map((mark) => ({
    mark: mark.name,
    files: files.filter(({ file, text }) => mark.test(text, file)).map(({ file }) => file),
  }));
}

const unseen = marksIn('apps/admin/dist').filter(({ files }) => files.length === 0);
if (unseen.length > 0) {
  console.error(`The back office's build no longer shows: ${unseen.map(({ mark }) => mark).join(', ')}`);
  process.exit(1);
}

const leaks = ['apps/web/dist/client', 'apps/web/dist/server'].flatMap((dir) =>
  marksIn(dir).flatMap(({ mark, files }) => files.map((file) => `${file}: ${mark}`)),
);
if (leaks.length > 0) {
  console.error(`The storefront's build holds back-office code:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Storefront build: none of its files holds ${marks.map(({ name }) => name).join(', ')}; the back office's does.`,
);
