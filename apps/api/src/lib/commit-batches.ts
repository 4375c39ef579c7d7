/**
 * Group commit for writes that queue on one row: jobs that arrive while `lanes` batches are in flight wait,
 * and the next free lane runs all of them (up to `maxSize`) together, so they share one transaction and one
 * commit. A commit waits for its WAL flush while still holding its row locks, so on a hot row every write
 * pays a whole flush alone (COD orders on one product topped out near 460/s); in a batch, one flush serves
 * them all. A job that arrives while a lane is free runs at once, alone: no waiting when nothing queues.
 *
 * `run` answers each job's outcome in order; one job's failure must not fail the others (the orders service
 * rolls the batch back and runs the rest again without it), while a failure of the whole batch (its commit, a
 * lost connection) rejects every job in it, as it would have each alone.
 */
export interface CommitBatchesOptions<Job, Result> {
  lanes: number;
  maxSize: number;
  run(jobs: Job[]): Promise<PromiseSettledResult<Result>[]>;
  /** Told each batch's size as it starts, for metrics. */
  onBatch?(size: number): void;
  /** Told how many jobs wait for a lane whenever that changes, for metrics. */
  onQueue?(waiting: number): void;
}

interface Waiting<Job, Result> {
  job: Job;
  resolve(result: Result): void;
  reject(reason: unknown): void;
}

export function createCommitBatches<Job, Result>(options: CommitBatchesOptions<Job, Result>) {
  const queue: Waiting<Job, Result>[] = [];
  let inFlight = 0;

  function startBatches() {
    while (inFlight < options.lanes && queue.length > 0) {
      const batch = queue.splice(0, options.maxSize);
      inFlight += 1;
      options.onBatch?.(batch.length);
      options.onQueue?.(queue.length);
      options
        .run(batch.map((waiting) => waiting.job))
        .then(
          (outcomes) =>
            batch.forEach((waiting, index) => {
              const outcome = outcomes[index];
              if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
              else
                waiting.reject(
                  outcome ? outcome.reason : new Error('the batch answered no outcome for a job'),
                );
            }),
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          startBatches();
        });
    }
  }

  return function submit(job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      startBatches();
      if (queue.length > 0) options.onQueue?.(queue.length);
    });
  };
}
