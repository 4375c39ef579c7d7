/**
 * Speed samples counted in memory and written to Postgres in batches (issue 36): a beacon never waits for,
 * nor costs, a write of its own. Each flush adds this instance's counts since the last one to the hourly rows
 * in one statement. The buffer is bounded: it holds at most MAX_KEYS distinct (hour, route, device, metric,
 * bucket) counts (the closed lists allow ~4,000 an hour), and a sample past that is dropped, not queued.
 */
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { addBucketCounts, type BucketCount, deleteHoursBefore } from './repository.js';

const MAX_KEYS = 20_000;
/** The panel's longest window is 7 days; a day more is kept so a window never reads a half-pruned hour. */
const KEEP_HOURS = 24 * 8;
const HOUR_MS = 60 * 60 * 1000;

export const hourOf = (date: Date) => new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);

export interface SampleBuffer {
  add(sample: Omit<BucketCount, 'hour' | 'count'>): boolean;
  /** Writes what was counted since the last flush; counts stay in memory (within the bound) if the write fails. */
  flush(): Promise<void>;
  /** Samples waiting for the next flush. */
  pending(): number;
}

export function createSampleBuffer(deps: {
  db: Database;
  clock: Clock;
  warn: (details: object, message: string) => void;
}): SampleBuffer {
  let counts = new Map<string, BucketCount>();
  let samples = 0;
  let prunedHour = 0;
  let flushing: Promise<void> | undefined;

  const merge = (row: BucketCount) => {
    const key = `${row.hour.getTime()}|${row.route}|${row.device}|${row.metric}|${row.bucket}`;
    const existing = counts.get(key);
    if (existing) existing.count += row.count;
    else if (counts.size < MAX_KEYS) counts.set(key, { ...row });
    else return false;
    samples += row.count;
    return true;
  };

  async function write() {
    const rows = [...counts.values()];
    counts = new Map();
    samples = 0;
    const hour = hourOf(deps.clock.now());
    try {
      await addBucketCounts(deps.db, rows);
      if (hour.getTime() !== prunedHour) {
        await deleteHoursBefore(deps.db, new Date(hour.getTime() - KEEP_HOURS * HOUR_MS));
        prunedHour = hour.getTime();
      }
    } catch (error) {
      let kept = 0;
      for (const row of rows) if (merge(row)) kept += row.count;
      deps.warn(
        { err: error, rows: rows.length, kept },
        'speed samples not written; kept for the next flush',
      );
    }
  }

  return {
    add(sample) {
      const added = merge({ ...sample, hour: hourOf(deps.clock.now()), count: 1 });
      if (!added) deps.warn({ limit: MAX_KEYS }, 'speed sample dropped: the buffer is full');
      return added;
    },
    async flush() {
      // One write at a time: a flush asked for during another waits for it, then writes what came since.
      while (flushing) await flushing;
      if (counts.size === 0) return;
      flushing = write().finally(() => {
        flushing = undefined;
      });
      await flushing;
    },
    pending: () => samples,
  };
}
