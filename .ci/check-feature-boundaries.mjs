// Proves the storefront's import boundary holds: `pnpm lint` (Biome's noRestrictedImports, configured in
// biome.json) must fail on each way of reaching into another feature's insides, and pass on the public way.
// Probe files are written into the web app, linted, and always removed. Also checks that every feature has
// the one folder shape: a public index.ts and its tests at the root, everything else in the known folders.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const FEATURE_FOLDERS = new Set(['api', 'components', 'hooks', 'stores', 'utils']);
const featuresRoot = 'apps/web/src/features';
const misshapen = readdirSync(featuresRoot).flatMap((feature) => {
  const entries = readdirSync(join(featuresRoot, feature), { withFileTypes: true });
  const problems = entries
    .filter((entry) =>
      entry.isDirectory() ? !FEATURE_FOLDERS.has(entry.name) : !/^index\.ts$|\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => `${feature}/${entry.name}`);
  if (!entries.some((entry) => entry.name === 'index.ts')) problems.push(`${feature}/index.ts (missing)`);
  return problems;
});
if (misshapen.length > 0) {
  console.error(
    `Features hold only index.ts, tests and ${[...FEATURE_FOLDERS].join('/')}/ at their root: ${misshapen.join(', ')}`,
  );
  process.exit(1);
}

const web = 'apps/web';
const probeDir = 'src/features/boundary-probe';

/** Each probe exports what it imports, so no other lint rule (unused imports) can be what fails. */
const probe = (specifier) => `import * as probed from '${specifier}';\n\nexport { probed };\n`;

const allowed = {
  [`${probeDir}/components/public-import.tsx`]: probe('@/features/bag'),
  [`${probeDir}/components/own-feature.tsx`]: probe('../hooks/use-probe'),
  [`${probeDir}/probe.test.tsx`]: probe('@/pages/home'),
};
const forbidden = {
  [`${probeDir}/components/deep-import.tsx`]: probe('@/features/bag/stores/cart-store'),
  [`${probeDir}/components/relative-escape.tsx`]: probe('../../auth/stores/auth-store'),
  [`${probeDir}/hooks/lazy-deep-import.ts`]:
    "export const load = () => import('@/features/catalog/components/category-drawer');\n",
  [`${probeDir}/components/imports-a-page.tsx`]: probe('@/pages/home'),
  'src/lib/boundary-probe.ts': probe('@/features/bag'),
  'src/pages/boundary-probe.tsx': probe('@/features/bag/components/bag-view'),
};

function lintWith(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(web, path)), { recursive: true });
    writeFileSync(join(web, path), text);
  }
  try {
    return spawnSync('pnpm', ['--filter', '@zari/web', 'run', 'lint', '--max-diagnostics=none'], {
      encoding: 'utf8',
    });
  } finally {
    for (const path of Object.keys(files)) rmSync(join(web, path), { force: true });
    rmSync(join(web, probeDir), { recursive: true, force: true });
  }
}

const clean = lintWith(allowed);
if (clean.status !== 0) {
  console.error(`pnpm lint failed on imports the boundary allows:\n${clean.stdout}${clean.stderr}`);
  process.exit(1);
}

const broken = lintWith(forbidden);
const output = `${broken.stdout}${broken.stderr}`;
const missed = Object.keys(forbidden).filter(
  (path) =>
    !new RegExp(
      `${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ lint/style/noRestrictedImports`,
    ).test(output),
);
if (broken.status === 0 || missed.length > 0) {
  console.error(`pnpm lint let these boundary-breaking imports through: ${missed.join(', ') || '(exit 0)'}`);
  process.exit(1);
}
console.log(
  `Feature boundaries: one folder shape; pnpm lint refuses ${Object.keys(forbidden).length} kinds of deep or upward import and accepts ${Object.keys(allowed).length} allowed ones.`,
);
