// Proves the Turborepo cache cannot replay a stale pass: a change to a package's source must change the
// hash of every task of the packages that import it (their typecheck, lint and test), so no "cache hit"
// can stand for code that was never checked against the new source.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

/** A source file of a shared package, and the packages that import it (directly or through another). */
const PROBES = [
  {
    file: 'packages/contract/src/index.ts',
    dependents: ['@zari/api', '@zari/web', '@zari/admin', '@zari/ui', '@zari/api-client', '@zari/auth'],
  },
  { file: 'packages/ui/src/cn.ts', dependents: ['@zari/web', '@zari/admin', '@zari/auth'] },
  { file: 'packages/api-client/src/index.ts', dependents: ['@zari/web', '@zari/admin', '@zari/auth'] },
];
const tasks = ['typecheck', 'lint', 'test'];

function taskHashes() {
  const out = execFileSync('pnpm', ['turbo', 'run', ...tasks, '--dry=json'], { encoding: 'utf8' });
  return new Map(JSON.parse(out).tasks.map((task) => [task.taskId, task.hash]));
}

let checked = 0;
for (const { file, dependents } of PROBES) {
  const original = readFileSync(file, 'utf8');
  const before = taskHashes();
  let after;
  try {
    appendFileSync(file, '\n// turbo input probe\n');
    after = taskHashes();
  } finally {
    writeFileSync(file, original);
  }
  // A package without one of the tasks (no tests, say) has nothing to replay for it.
  const ids = dependents
    .flatMap((pkg) => tasks.map((task) => `${pkg}#${task}`))
    .filter((id) => before.has(id));
  const stale = ids.filter((id) => before.get(id) === after.get(id));
  if (stale.length > 0) {
    console.error(
      `A change to ${file} left these task hashes unchanged (stale cache hits): ${stale.join(', ')}`,
    );
    process.exit(1);
  }
  checked += ids.length;
}
console.log(
  `Turbo inputs: a change to each of ${PROBES.length} shared packages invalidates its dependents' tasks (${checked} in all).`,
);
