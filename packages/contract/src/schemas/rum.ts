/** Real-user speed (issue 36): the storefront's beacon and the back office's Speed report. */
import { z } from 'zod';
import { API_MESSAGES } from '../messages/api.js';
import {
  RUM_CONNECTIONS,
  RUM_DEVICE_CLASSES,
  RUM_METRIC_MAX,
  RUM_METRICS,
  RUM_METRICS_PER_BEACON_MAX,
  RUM_ROUTE_TEMPLATES,
  RUM_WINDOWS,
  type RumMetric,
} from '../rules/web-vitals.js';
import { envelope } from './common.js';

export const RumMetricSample = z
  .object({
    name: z.enum(RUM_METRICS, { error: API_MESSAGES.rumUnknownMetric }),
    value: z.number({ error: API_MESSAGES.rumValueOutOfRange }).min(0, API_MESSAGES.rumValueOutOfRange),
  })
  .refine((sample) => sample.value <= RUM_METRIC_MAX[sample.name], {
    message: API_MESSAGES.rumValueOutOfRange,
    path: ['value'],
  });
export type RumMetricSample = z.infer<typeof RumMetricSample>;

/**
 * One page load's measurements, sent once as the page is hidden. Nothing in it names the shopper: a route
 * template from the storefront's list, a device class, a connection type, and numbers.
 */
export const RumBeacon = z
  .object({
    route: z.enum(RUM_ROUTE_TEMPLATES, { error: API_MESSAGES.rumUnknownRoute }),
    device: z.enum(RUM_DEVICE_CLASSES, { error: API_MESSAGES.rumUnknownDevice }),
    connection: z.enum(RUM_CONNECTIONS, { error: API_MESSAGES.rumUnknownConnection }),
    metrics: z
      .array(RumMetricSample, { error: API_MESSAGES.rumNoMetrics })
      .min(1, API_MESSAGES.rumNoMetrics)
      .max(RUM_METRICS_PER_BEACON_MAX, API_MESSAGES.rumNoMetrics)
      .refine((samples) => new Set(samples.map((sample) => sample.name)).size === samples.length, {
        message: API_MESSAGES.rumRepeatedMetric,
      }),
  })
  .strict();
export type RumBeacon = z.infer<typeof RumBeacon>;

export const SpeedQuery = z.object({
  window: z
    .enum(Object.keys(RUM_WINDOWS) as ['24h', '7d'], { error: API_MESSAGES.rumUnknownWindow })
    .default('24h'),
});
export type SpeedQuery = z.infer<typeof SpeedQuery>;

/** One metric of one page: its p75 (undefined: no samples) and how many samples it comes from. */
export const SpeedMetricSummary = z.object({
  p75: z.number().nullable(),
  samples: z.number().int().nonnegative(),
});

const metricSummaries = z.object(
  Object.fromEntries(RUM_METRICS.map((metric) => [metric, SpeedMetricSummary])) as Record<
    RumMetric,
    typeof SpeedMetricSummary
  >,
);

export const SpeedRouteRow = z.object({
  route: z.enum(RUM_ROUTE_TEMPLATES),
  metrics: metricSummaries,
});

export const SpeedReport = z.object({
  window: SpeedQuery.shape.window.unwrap(),
  /** Every page together first, then each page with samples, most visited first. */
  overall: metricSummaries,
  routes: z.array(SpeedRouteRow),
});
export type SpeedReport = z.infer<typeof SpeedReport>;
export const SpeedReportResponse = envelope(SpeedReport);
