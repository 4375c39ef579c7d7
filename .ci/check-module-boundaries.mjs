// Proves the API's domain boundary (DESIGN §10): a module's repository is imported only by files of that
// module. Every other module reaches it through the module's services, built once in app.ts. Reads every
// import of apps/api/src (tests may seed through repositories and are not checked), resolves relative
// specifiers, and fails naming each import that reaches into another module's repository, or that goes
// against one of the few directions fixed between modules (payments calls orders, never the reverse).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = 'apps/api/src';
const modulesRoot = resolve(root, 'modules');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The module a path lies in (`orders` for modules/orders/…), or undefined outside modules/. */
function moduleOf(path) {
  const inside = relative(modulesRoot, resolve(path));
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

const isRepository = (path) => /(^|[/\\-])repository(\.[jt]s)?$|[/\\]repository[/\\]/.test(path);

/** Module pairs where the first must not import the second at all: `[from, to, why]`. */
const forbiddenDirections = [['orders', 'payments', 'payments calls orders, never the reverse']];

const violations = [];
for (const file of files(root)) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const target = resolve(dirname(file), match[1] ?? match[2]);
    const targetModule = moduleOf(target);
    const against = forbiddenDirections.find(([from, to]) => moduleOf(file) === from && targetModule === to);
    if (against) violations.push(`${file} imports ${relative(process.cwd(), target)} (${against[2]})`);
    if (!targetModule || !isRepository(relative(modulesRoot, target))) continue;
    if (moduleOf(file) !== targetModule) violations.push(`${file} imports ${relative(process.cwd(), target)}`);
  }
}

if (violations.length > 0) {
  console.error(`A module's repository is imported only by its own module, and orders never imports payments:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('API modules import only their own repository; orders does not import payments');
