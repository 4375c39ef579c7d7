/**
 * The API's Prometheus metrics, in a registry of their own: buildApp receives this object and hands it to
 * the modules that record through it, and server.ts serves `registry` on METRICS_PORT, away from shoppers.
 */
import { createServer } from 'node:http';
import {
  RUM_BUCKETS,
  RUM_METRIC_UNIT,
  RUM_METRICS,
  type RumConnection,
  type RumDeviceClass,
  type RumMetric,
  type RumRouteTemplate,
} from '@zari/contract';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type PaymentOutcome = 'verified' | 'signature_invalid' | 'declined' | 'captured' | 'failed';

export function createMetrics(options: { poolStats?: () => PoolStats | undefined } = {}) {
  const registry = new Registry();
  // Process CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, prefix: 'zari_' });

  const httpRequests = new Counter({
    name: 'zari_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'zari_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'zari_orders_placed_total',
    help: 'Orders placed, by payment method',
    labelNames: ['payment_method'] as const,
    registers: [registry],
  });
  const orderBatches = new Histogram({
    name: 'zari_order_batch_size',
    help: 'Cash-on-delivery orders placed together in one commit (1: placed alone)',
    buckets: [1, 2, 4, 8, 16],
    registers: [registry],
  });
  const orderQueue = new Gauge({
    name: 'zari_order_batch_queue',
    help: 'Cash-on-delivery orders waiting for a commit batch to start',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'zari_payments_total',
    help: 'Online payments, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const otps = new Counter({
    name: 'zari_otp_total',
    help: 'Sign-in codes asked for, by purpose and result (sent, or refused with its HTTP status)',
    labelNames: ['purpose', 'result'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'zari_notifications_total',
    help: 'Order updates handled by the events worker, by channel and result (sent, retried, failed)',
    labelNames: ['channel', 'result'] as const,
    registers: [registry],
  });
  const notificationDeliveries = new Gauge({
    name: 'zari_notification_deliveries',
    help: 'Order updates not yet sent, by status (queued, sending), at the last look',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const notificationOldestDue = new Gauge({
    name: 'zari_notification_oldest_due_seconds',
    help: 'How long the oldest due order update has been waiting (0: none due)',
    registers: [registry],
  });
  // The catalogue cache's change bus (issue 36): what this instance told the others and heard from them.
  const cacheBusMessages = new Counter({
    name: 'zari_cache_bus_messages_total',
    help: 'Catalogue cache change messages, by direction (sent, received, failed to send) and kind (tags, all)',
    labelNames: ['direction', 'kind'] as const,
    registers: [registry],
  });
  const cacheBusListening = new Gauge({
    name: 'zari_cache_bus_listening',
    help: "Whether this instance hears other instances' catalogue changes (1), or keeps answers only CATALOG_CACHE_TTL_MS (0)",
    registers: [registry],
  });
  new Gauge({
    name: 'zari_db_pool_connections',
    help: 'Database pool connections, by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // Real shoppers' speed (issue 36), one histogram per metric with the contract's bucket edges (the Core Web
  // Vitals thresholds among them). Labels are the route template and the device class, both closed lists.
  const rumNames: Record<RumMetric, string> = {
    LCP: 'zari_rum_lcp_seconds',
    INP: 'zari_rum_inp_seconds',
    CLS: 'zari_rum_cls',
    TTFB: 'zari_rum_ttfb_seconds',
    FWT: 'zari_rum_first_working_tap_seconds',
  };
  const rumScale = (metric: RumMetric) => (RUM_METRIC_UNIT[metric] === 'ms' ? 1 / 1000 : 1);
  const rumHistograms = Object.fromEntries(
    RUM_METRICS.map((metric) => [
      metric,
      new Histogram({
        name: rumNames[metric],
        help: `Real shoppers' ${metric} as their browsers measured it, by route template and device class`,
        labelNames: ['route', 'device'] as const,
        buckets: RUM_BUCKETS[metric].map((edge) => edge * rumScale(metric)),
        registers: [registry],
      }),
    ]),
  ) as Record<RumMetric, Histogram<'route' | 'device'>>;
  const rumBeacons = new Counter({
    name: 'zari_rum_beacons_total',
    help: 'Speed beacons accepted from shoppers, by connection type',
    labelNames: ['connection'] as const,
    registers: [registry],
  });

  return {
    registry,
    /** One speed sample of a real shopper (ms, or CLS's score), by route template and device class. */
    rumSample(metric: RumMetric, route: RumRouteTemplate, device: RumDeviceClass, value: number) {
      rumHistograms[metric].observe({ route, device }, value * rumScale(metric));
    },
    rumBeacon(connection: RumConnection) {
      rumBeacons.inc({ connection });
    },
    /** `route` is the pattern (`/api/products/:id`), never the raw URL, so labels stay few. */
    httpRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    orderPlaced(paymentMethod: string) {
      ordersPlaced.inc({ payment_method: paymentMethod });
    },
    orderBatch(size: number) {
      orderBatches.observe(size);
    },
    orderQueue(waiting: number) {
      orderQueue.set(waiting);
    },
    payment(outcome: PaymentOutcome) {
      payments.inc({ outcome });
    },
    notificationOutcome(channel: string, result: 'sent' | 'retried' | 'failed') {
      notifications.inc({ channel, result });
    },
    notificationBacklog(backlog: { queued: number; sending: number; oldestDueSeconds: number }) {
      notificationDeliveries.set({ status: 'queued' }, backlog.queued);
      notificationDeliveries.set({ status: 'sending' }, backlog.sending);
      notificationOldestDue.set(backlog.oldestDueSeconds);
    },
    cacheBusMessage(direction: 'sent' | 'received' | 'failed', kind: 'tags' | 'all') {
      cacheBusMessages.inc({ direction, kind });
    },
    cacheBusListening(listening: boolean) {
      cacheBusListening.set(listening ? 1 : 0);
    },
    otp(purpose: string, result: 'sent' | number) {
      otps.inc({ purpose, result: result === 'sent' ? 'sent' : `refused_${result}` });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Serves `GET /metrics` on its own port, so the public listener never exposes it. */
export async function serveMetrics(metrics: Metrics, options: { host: string; port: number }) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
