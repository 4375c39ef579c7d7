// Proves the Turborepo cache cannot replay a stale pass: a change to a package's source must change the
// hash of every task of the packages that import it (their typecheck, lint and test), so no "cache hit"
// can stand for code that was never checked against the new source.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

const probeFile = 'packages/contract/src/index.ts';
const dependents = ['@zari/api', '@zari/web'];
const tasks = ['typecheck', 'lint', 'test'];

function taskHashes() {
  const out = execFileSync('pnpm', ['turbo', 'run', ...tasks, '--dry=json'], { encoding: 'utf8' });
  return new Map(JSON.parse(out).tasks.map((task) => [task.taskId, task.hash]));
}

const original = readFileSync(probeFile, 'utf8');
const before = taskHashes();
let after;
try {
  appendFileSync(probeFile, '\n// turbo input probe\n');
  after = taskHashes();
} finally {
  writeFileSync(probeFile, original);
}

const stale = dependents.flatMap((pkg) =>
  tasks.map((task) => `${pkg}#${task}`).filter((id) => before.get(id) === after.get(id)),
);
if (stale.length > 0) {
  console.error(
    `A change to ${probeFile} left these task hashes unchanged (stale cache hits): ${stale.join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `Turbo inputs: a contract change invalidates ${dependents.length * tasks.length} dependent tasks.`,
);
