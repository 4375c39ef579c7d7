/**
 * The back office's Speed panel (issue 36): real shoppers' p75 of each metric, per route template and for
 * every page together, over the last 24 hours or 7 days, from the hourly bucket counts every instance writes.
 * This instance's unwritten samples are written first, so what it was just sent is in the answer.
 */
import {
  quantileFromBuckets,
  RUM_BUCKETS,
  RUM_METRICS,
  RUM_ROUTE_TEMPLATES,
  RUM_WINDOWS,
  type RumMetric,
  type RumRouteTemplate,
  type RumWindow,
  type SpeedReport,
} from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { sumBucketCounts } from './repository.js';
import { hourOf, type SampleBuffer } from './sample-buffer.js';

type Counts = Record<RumMetric, number[]>;
const emptyCounts = (): Counts =>
  Object.fromEntries(
    RUM_METRICS.map((metric) => [metric, new Array<number>(RUM_BUCKETS[metric].length + 1).fill(0)]),
  ) as Counts;

const summaries = (counts: Counts) =>
  Object.fromEntries(
    RUM_METRICS.map((metric) => {
      const quantile = quantileFromBuckets(metric, counts[metric], 0.75);
      return [
        metric,
        {
          p75: quantile === undefined ? null : Math.round(quantile * 1000) / 1000,
          samples: counts[metric].reduce((sum, count) => sum + count, 0),
        },
      ];
    }),
  ) as SpeedReport['overall'];

export function getSpeedReport(deps: { db: Database; clock: Clock; buffer: SampleBuffer }) {
  return async (window: RumWindow): Promise<SpeedReport> => {
    await deps.buffer.flush();
    const since = new Date(hourOf(deps.clock.now()).getTime() - (RUM_WINDOWS[window] - 1) * 60 * 60 * 1000);
    const rows = await sumBucketCounts(deps.db, since);
    const overall = emptyCounts();
    const byRoute = new Map<RumRouteTemplate, Counts>();
    for (const row of rows) {
      const metric = row.metric as RumMetric;
      const route = row.route as RumRouteTemplate;
      // Rows only ever hold the contract's names; a renamed one left from an older release is skipped.
      if (!RUM_METRICS.includes(metric) || !RUM_ROUTE_TEMPLATES.includes(route)) continue;
      const counts = byRoute.get(route) ?? emptyCounts();
      byRoute.set(route, counts);
      const bucket = Math.min(row.bucket, RUM_BUCKETS[metric].length);
      (counts[metric][bucket] as number) += row.count;
      (overall[metric][bucket] as number) += row.count;
    }
    const visits = (counts: Counts) =>
      Math.max(...RUM_METRICS.map((metric) => counts[metric].reduce((a, b) => a + b, 0)));
    return {
      window,
      overall: summaries(overall),
      routes: [...byRoute.entries()]
        .sort(([a, left], [b, right]) => visits(right) - visits(left) || a.localeCompare(b))
        .map(([route, counts]) => ({ route, metrics: summaries(counts) })),
    };
  };
}
