/**
 * Real-user speed (issue 36): what the storefront measures of real shoppers, how the API counts it and how the
 * back office judges it. One list of metrics, bucket edges and thresholds, so the browser's beacon, the API's
 * Prometheus histograms, its hourly aggregates in Postgres and the Speed panel's colours all agree.
 *
 * No personal data: a beacon names a route TEMPLATE (`/product/:id`, never the URL), a coarse device class and
 * the connection's effective type, all from short closed lists, so no label or row can grow without bound.
 */
import { ROUTE_PATHS } from '../constants.js';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.js';

/**
 * The metrics a beacon carries: Core Web Vitals (LCP, INP, CLS), TTFB, and FWT, the time from navigation to
 * the first tap that worked (a tap kept by the starter before hydration works when it is replayed).
 */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FWT'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/** Milliseconds, except CLS, which has no unit. */
export const RUM_METRIC_UNIT: Record<RumMetric, 'ms' | 'score'> = {
  LCP: 'ms',
  INP: 'ms',
  CLS: 'score',
  TTFB: 'ms',
  FWT: 'ms',
};

/** The largest value a beacon may report: past it a value is a broken clock, not a slow page (400). */
export const RUM_METRIC_MAX: Record<RumMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  TTFB: 120_000,
  FWT: 600_000,
};

/**
 * Good up to `good`, poor above `poor`, needs improvement between (web.dev's Core Web Vitals thresholds: LCP
 * 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, TTFB 0.8 / 1.8 s). FWT has no published threshold: ours is
 * LCP's, since a shopper who taps what has just been shown expects it to work by then.
 */
export const RUM_THRESHOLDS: Record<RumMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
  FWT: { good: 2500, poor: 4000 },
};

/**
 * Upper bucket edges (inclusive) of each metric's histogram, with both thresholds among them so that the
 * share of good and poor is exact; one overflow bucket follows the last edge.
 */
export const RUM_BUCKETS: Record<RumMetric, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000, 20000],
  INP: [50, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
  TTFB: [100, 200, 400, 600, 800, 1200, 1800, 3000, 6000],
  FWT: [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000, 20000],
};

export type RumRating = 'good' | 'needs-improvement' | 'poor';

/** How a value of `metric` compares with its thresholds. */
export function rumRating(metric: RumMetric, value: number): RumRating {
  const { good, poor } = RUM_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The bucket a value falls in: the first edge at or above it, or the overflow bucket (edges.length). */
export function rumBucketOf(metric: RumMetric, value: number): number {
  const edges = RUM_BUCKETS[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/**
 * The `quantile` (0.75 for p75) of values counted per bucket (`counts[i]` values in bucket i, overflow last),
 * interpolated linearly inside its bucket from the edge below (0 for the first). A quantile in the overflow
 * bucket is its lower edge: at least that. Undefined when nothing was counted.
 */
export function quantileFromBuckets(
  metric: RumMetric,
  counts: readonly number[],
  quantile: number,
): number | undefined {
  const edges = RUM_BUCKETS[metric];
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = quantile * total;
  let below = 0;
  for (let index = 0; index <= edges.length; index++) {
    const count = counts[index] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = index === 0 ? 0 : (edges[index - 1] as number);
      const upper = edges[index];
      if (upper === undefined) return lower;
      return lower + ((upper - lower) * (rank - below)) / count;
    }
    below += count;
  }
  return edges.at(-1);
}

/**
 * Device classes, from what the browser tells without asking: the viewport's width and, on a phone, its
 * memory and cores (a phone with ≤ 4 GB or ≤ 4 cores is the slow phone the budgets are written for).
 */
export const RUM_DEVICE_CLASSES = ['phone-low', 'phone', 'tablet', 'desktop'] as const;
export type RumDeviceClass = (typeof RUM_DEVICE_CLASSES)[number];

export function rumDeviceClass(hints: {
  viewportWidth: number;
  /** navigator.deviceMemory (GB; Chromium only, capped at 8). */
  deviceMemory?: number | undefined;
  /** navigator.hardwareConcurrency. */
  cores?: number | undefined;
}): RumDeviceClass {
  if (hints.viewportWidth >= 1024) return 'desktop';
  if (hints.viewportWidth >= 640) return 'tablet';
  const lowMemory = hints.deviceMemory !== undefined && hints.deviceMemory <= 4;
  const fewCores = hints.cores !== undefined && hints.cores <= 4;
  return lowMemory || fewCores ? 'phone-low' : 'phone';
}

/** navigator.connection.effectiveType, or unknown where the browser does not say (Safari, Firefox). */
export const RUM_CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type RumConnection = (typeof RUM_CONNECTIONS)[number];

export function rumConnection(effectiveType: string | undefined): RumConnection {
  return (RUM_CONNECTIONS as readonly string[]).includes(effectiveType ?? '')
    ? (effectiveType as RumConnection)
    : 'unknown';
}

/** Route templates a beacon may name: the storefront's routes, and `*` for a page no route matches (404). */
export const RUM_ROUTE_TEMPLATES = [...Object.values(ROUTE_PATHS), '*'] as const;
export type RumRouteTemplate = (typeof RUM_ROUTE_TEMPLATES)[number];

/**
 * The template of the storefront route a path belongs to: `/product/abc` → `/product/:id`; `*` for none. A
 * page in another language is the same route (`/hi/product/abc` → `/product/:id`), not a page not found.
 */
export function rumRouteTemplate(pathname: string): RumRouteTemplate {
  const segments = pathname.split('/').filter(Boolean);
  if (isLocale(segments[0]) && segments[0] !== DEFAULT_LOCALE) segments.shift();
  for (const template of Object.values(ROUTE_PATHS)) {
    const parts = template.split('/').filter(Boolean);
    if (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    ) {
      return template;
    }
  }
  return '*';
}

/** Windows the Speed panel shows, and how many hours each covers. */
export const RUM_WINDOWS = { '24h': 24, '7d': 24 * 7 } as const;
export type RumWindow = keyof typeof RUM_WINDOWS;

/** A beacon carries each metric at most once: one page load's values, sent when the page is hidden. */
export const RUM_METRICS_PER_BEACON_MAX = RUM_METRICS.length;

/**
 * The `<meta name>` in every storefront page's head whose content is the share of page loads that report their
 * speed (the API's RUM_SAMPLE_RATE); a page without it (Vite's dev server) reports every load.
 */
export const RUM_SAMPLE_RATE_META = 'zari-rum-sample-rate';
