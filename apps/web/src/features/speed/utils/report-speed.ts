/**
 * Real-user speed (issue 36): LCP, INP, CLS and TTFB as web-vitals measures them, and the first working tap,
 * sent once per page hide to `POST /api/rum` with navigator.sendBeacon (fetch with keepalive where it is
 * missing or refuses). A share of page loads reports (the page's RUM_SAMPLE_RATE_META, every load where a
 * page has none, as under Vite's dev server).
 *
 * No personal data, so no consent is asked (docs/decisions/0024-real-user-speed.md): the beacon names the
 * landing page's route template, never its URL, a device class from the viewport, memory and cores, and the
 * connection's effective type; it carries no cookie of ours it reads, no id, and nothing is stored per
 * visitor. A browser that sends Global Privacy Control is not measured at all.
 */
import {
  API_PATHS,
  RUM_METRIC_MAX,
  RUM_SAMPLE_RATE_META,
  type RumBeacon,
  type RumMetric,
  rumConnection,
  rumDeviceClass,
  rumRouteTemplate,
} from '@zari/contract';
import { type MetricType, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';

interface NavigatorHints {
  deviceMemory?: number;
  connection?: { effectiveType?: string };
  globalPrivacyControl?: boolean;
}

/** The page's sample rate (0–1); 1 when the page does not say. */
export function sampleRate(doc: Document = document): number {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${RUM_SAMPLE_RATE_META}"]`)?.content;
  const rate = content === undefined ? 1 : Number(content);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1;
}

/** Sends one beacon; false when neither sendBeacon nor fetch took it. */
export function sendBeacon(beacon: RumBeacon): boolean {
  const body = JSON.stringify(beacon);
  // A string goes as text/plain: no CORS preflight, and the API reads it as the contract's JSON.
  if (navigator.sendBeacon?.(API_PATHS.rum, body)) return true;
  if (typeof fetch !== 'function') return false;
  void fetch(API_PATHS.rum, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
  return true;
}

let started = false;

export function startSpeedReports(options: {
  landingPath: string;
  onFirstWorkingTap: (listener: (ms: number) => void) => void;
  random?: () => number;
}) {
  const hints = navigator as Navigator & NavigatorHints;
  if (started || hints.globalPrivacyControl === true) return;
  started = true;
  if ((options.random ?? Math.random)() >= sampleRate()) return;

  const route = rumRouteTemplate(options.landingPath);
  const device = rumDeviceClass({
    viewportWidth: window.innerWidth,
    deviceMemory: hints.deviceMemory,
    cores: navigator.hardwareConcurrency,
  });
  const connection = rumConnection(hints.connection?.effectiveType);
  /** Each metric once per page load: its value as of the first hide after it was measured. */
  const queued = new Map<RumMetric, number>();
  const sent = new Set<RumMetric>();
  const add = (name: RumMetric, value: number) => {
    // A value past the contract's bound is a broken clock (a tab restored after hours), not a slow page.
    if (!sent.has(name) && value >= 0 && value <= RUM_METRIC_MAX[name]) {
      queued.set(name, Math.round(value * 10_000) / 10_000);
    }
  };
  const fromWebVitals = (metric: MetricType) => add(metric.name as RumMetric, metric.value);
  onLCP(fromWebVitals);
  onINP(fromWebVitals);
  onCLS(fromWebVitals);
  onTTFB(fromWebVitals);
  options.onFirstWorkingTap((ms) => add('FWT', ms));

  // Added after web-vitals' own listeners, so their final values are queued before this sends them.
  const flush = () => {
    if (queued.size === 0) return;
    const metrics = [...queued].map(([name, value]) => ({ name, value }));
    for (const name of queued.keys()) sent.add(name);
    queued.clear();
    sendBeacon({ route, device, connection, metrics });
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
