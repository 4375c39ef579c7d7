/**
 * Real-user speed (issue 36), built once in app.ts: beacons recorded into Prometheus histograms and a bounded
 * in-memory buffer, which a timer writes to Postgres every RUM_FLUSH_MS (and once more as the app closes).
 */
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import { getSpeedReport } from './get-speed-report.js';
import { recordBeacon } from './record-beacon.js';
import { createSampleBuffer } from './sample-buffer.js';

export type RumService = ReturnType<typeof createRumService>;

export function createRumService(deps: {
  db: Database;
  clock: Clock;
  metrics: Metrics;
  flushMs: number;
  warn: (details: object, message: string) => void;
}) {
  const buffer = createSampleBuffer(deps);
  let timer: NodeJS.Timeout | undefined;
  return {
    record: recordBeacon({ metrics: deps.metrics, buffer }),
    report: getSpeedReport({ ...deps, buffer }),
    /** Writes the samples counted so far (tests, and the app's close). */
    flush: () => buffer.flush(),
    pending: () => buffer.pending(),
    start() {
      timer ??= setInterval(() => void buffer.flush(), deps.flushMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await buffer.flush();
    },
  };
}
