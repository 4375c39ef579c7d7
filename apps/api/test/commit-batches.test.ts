/** The group-commit queue on its own: who runs alone, who shares a batch, and how failures reach callers. */
import { describe, expect, it } from 'vitest';
import { createCommitBatches } from '../src/lib/commit-batches.js';

/** A batch runner whose batches finish when the test says, recording what each was given. */
function heldRuns() {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  const run = (jobs: number[]) => {
    batches.push(jobs);
    return new Promise<PromiseSettledResult<number>[]>((resolve) =>
      finishers.push(() =>
        resolve(
          jobs.map((job) =>
            job < 0
              ? { status: 'rejected', reason: new Error(`job ${job} failed`) }
              : { status: 'fulfilled', value: job * 10 },
          ),
        ),
      ),
    );
  };
  const finishNext = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, run, finishNext };
}

describe('commit batches', () => {
  it('runs a job at once while a lane is free, and queues the rest into the next free lane, up to maxSize', async () => {
    const held = heldRuns();
    const submit = createCommitBatches({ lanes: 2, maxSize: 3, run: held.run });
    const results = [1, 2, 3, 4, 5, 6, 7].map((job) => submit(job));
    expect(held.batches).toEqual([[1], [2]]);
    await held.finishNext();
    expect(held.batches).toEqual([[1], [2], [3, 4, 5]]);
    await held.finishNext();
    expect(held.batches).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
    await held.finishNext();
    await held.finishNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('rejects only the job its batch says failed, and every job of a batch that failed as a whole', async () => {
    const held = heldRuns();
    let failWhole = false;
    const submit = createCommitBatches({
      lanes: 1,
      maxSize: 10,
      run: (jobs: number[]) => (failWhole ? Promise.reject(new Error('commit failed')) : held.run(jobs)),
    });
    const first = submit(1);
    const shared = Promise.allSettled([2, -3, 4].map((job) => submit(job)));
    await held.finishNext();
    await held.finishNext();
    expect(await first).toBe(10);
    expect(await shared).toEqual([
      { status: 'fulfilled', value: 20 },
      { status: 'rejected', reason: new Error('job -3 failed') },
      { status: 'fulfilled', value: 40 },
    ]);
    failWhole = true;
    const doomed = await Promise.allSettled([submit(5), submit(6)]);
    expect(doomed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});
