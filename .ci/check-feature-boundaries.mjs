// Proves each browser app's import boundaries hold (apps/web, the storefront; apps/admin, the back office):
// `pnpm lint` (Biome's noRestrictedImports, configured in biome.json) must fail on each way of reaching into
// another feature's insides or up into pages and the app, and pass on the public way; and no file of a
// feature reaches out of it by relative path (checked here, at any depth, which a lint pattern on the import
// text cannot do). Probe files are written into the app, checked, and always removed. Also checks that every
// feature has the one folder shape: a public index.ts and its tests at the root, everything else in the known
// folders.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const FEATURE_FOLDERS = new Set(['api', 'components', 'hooks', 'stores', 'utils']);

/** Each app with a feature another may import publicly and one deep module of it, for the probes. */
const APPS = [
  {
    pkg: '@zari/web',
    dir: 'apps/web',
    publicFeature: '@/features/bag',
    deepModule: '@/features/bag/stores/cart-store',
    lazyDeepModule: '@/features/catalog/components/category-drawer',
    escape: '../../auth/stores/auth-store',
    page: '@/pages/home',
  },
  {
    pkg: '@zari/admin',
    dir: 'apps/admin',
    publicFeature: '@/features/orders',
    deepModule: '@/features/orders/components/order-status-badge',
    lazyDeepModule: '@/features/catalog/components/product-form-screen',
    escape: '../../session/api/session',
    page: '@/pages/dashboard',
  },
];

function featureShapeProblems(featuresRoot) {
  return readdirSync(featuresRoot).flatMap((feature) => {
    const entries = readdirSync(join(featuresRoot, feature), { withFileTypes: true });
    const problems = entries
      .filter((entry) =>
        entry.isDirectory()
          ? !FEATURE_FOLDERS.has(entry.name)
          : !/^index\.ts$|\.test\.tsx?$/.test(entry.name),
      )
      .map((entry) => `${feature}/${entry.name}`);
    if (!entries.some((entry) => entry.name === 'index.ts')) problems.push(`${feature}/index.ts (missing)`);
    return problems.map((problem) => `${featuresRoot}/${problem}`);
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Every relative import in a feature whose target lies outside that feature, as `file: specifier`. */
function relativeEscapes(featuresRoot) {
  return readdirSync(featuresRoot).flatMap((feature) => {
    const featureDir = resolve(featuresRoot, feature);
    return readdirSync(featureDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const path = join(featureDir, file);
        return [...readFileSync(path, 'utf8').matchAll(SPECIFIER)]
          .map((match) => match[1])
          .filter((specifier) => specifier.startsWith('.'))
          .filter((specifier) => relative(featureDir, resolve(dirname(path), specifier)).startsWith('..'))
          .map((specifier) => `${relative(process.cwd(), path)}: ${specifier}`);
      });
  });
}

/** Each probe exports what it imports, so no other lint rule (unused imports) can be what fails. */
const probe = (specifier) => `import * as probed from '${specifier}';\n\nexport { probed };\n`;

function withProbes(app, files, check) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app.dir, path)), { recursive: true });
    writeFileSync(join(app.dir, path), text);
  }
  try {
    return check();
  } finally {
    for (const path of Object.keys(files)) rmSync(join(app.dir, path), { force: true });
    rmSync(join(app.dir, 'src/features/boundary-probe'), { recursive: true, force: true });
  }
}

const lint = (app) =>
  spawnSync('pnpm', ['--filter', app.pkg, 'run', 'lint', '--max-diagnostics=none'], { encoding: 'utf8' });

const failures = [];
let refused = 0;
let accepted = 0;
for (const app of APPS) {
  const featuresRoot = join(app.dir, 'src/features');
  if (!existsSync(featuresRoot)) continue;
  const misshapen = featureShapeProblems(featuresRoot);
  if (misshapen.length > 0) {
    failures.push(
      `Features hold only index.ts, tests and ${[...FEATURE_FOLDERS].join('/')}/ at their root: ${misshapen.join(', ')}`,
    );
  }
  const escapes = relativeEscapes(featuresRoot);
  if (escapes.length > 0) {
    failures.push(
      `A feature's files do not reach out of it by relative path (import another feature through \`@/features/<name>\`, shared code through \`@/components\`, \`@/lib\` or a package): ${escapes.join(', ')}`,
    );
  }

  const probeDir = 'src/features/boundary-probe';
  const allowed = {
    [`${probeDir}/index.ts`]: probe('./components/public-import'),
    [`${probeDir}/components/public-import.tsx`]: probe(app.publicFeature),
    [`${probeDir}/components/own-feature.tsx`]: probe('../hooks/use-probe'),
    [`${probeDir}/hooks/use-probe.ts`]: 'export const probe = 1;\n',
    [`${probeDir}/probe.test.tsx`]: probe(app.page),
  };
  const clean = withProbes(app, allowed, () => ({ lint: lint(app), escapes: relativeEscapes(featuresRoot) }));
  if (clean.lint.status !== 0 || clean.escapes.length > 0) {
    failures.push(
      `${app.dir}: the boundary check failed on imports it allows:\n${clean.lint.stdout}${clean.lint.stderr}${clean.escapes.join('\n')}`,
    );
  }
  accepted += Object.keys(allowed).length;

  const forbidden = {
    [`${probeDir}/components/deep-import.tsx`]: probe(app.deepModule),
    [`${probeDir}/hooks/lazy-deep-import.ts`]: `export const load = () => import('${app.lazyDeepModule}');\n`,
    [`${probeDir}/components/imports-a-page.tsx`]: probe(app.page),
    'src/lib/boundary-probe.ts': probe(app.publicFeature),
    'src/pages/boundary-probe.tsx': probe(app.deepModule),
  };
  const escaping = `${probeDir}/components/relative-escape.tsx`;
  const broken = withProbes(app, { ...forbidden, [escaping]: probe(app.escape) }, () => ({
    lint: lint(app),
    escapes: relativeEscapes(featuresRoot),
  }));
  const output = `${broken.lint.stdout}${broken.lint.stderr}`;
  const missed = Object.keys(forbidden).filter(
    (path) =>
      !new RegExp(
        `${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ lint/style/noRestrictedImports`,
      ).test(output),
  );
  if (!broken.escapes.some((found) => found.startsWith(join(app.dir, escaping)))) missed.push(escaping);
  if (broken.lint.status === 0 || missed.length > 0) {
    failures.push(
      `${app.dir}: the boundary check let these imports through: ${missed.join(', ') || '(exit 0)'}`,
    );
  }
  refused += Object.keys(forbidden).length + 1;
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  `Feature boundaries (${APPS.map((app) => app.dir).join(', ')}): one folder shape; ${refused} deep, upward or escaping imports refused and ${accepted} allowed ones accepted.`,
);
