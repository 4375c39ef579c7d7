/**
 * A shopper's page load reported its speed (issue 36): each metric is observed in the Prometheus histogram of
 * its route template and device class, and counted in its hourly bucket for the back office's Speed panel.
 * The beacon's text is parsed here: navigator.sendBeacon sends a string as text/plain, which no JSON parser
 * reads, and the contract's schema decides what is accepted (400 with its message otherwise).
 */
import { API_MESSAGES, rumBucketOf } from '@zari/contract';
import { RumBeacon } from '@zari/contract/schemas';
import { BadRequestError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import type { SampleBuffer } from './sample-buffer.js';

function beaconOf(body: unknown): RumBeacon {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new BadRequestError(API_MESSAGES.rumNotJson);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError(API_MESSAGES.rumNotJson);
  }
  const parsed = RumBeacon.safeParse(value);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? API_MESSAGES.badRequest);
  return parsed.data;
}

export function recordBeacon(deps: { metrics: Metrics; buffer: SampleBuffer }) {
  return (body: unknown) => {
    const beacon = beaconOf(body);
    deps.metrics.rumBeacon(beacon.connection);
    for (const { name, value } of beacon.metrics) {
      deps.metrics.rumSample(name, beacon.route, beacon.device, value);
      deps.buffer.add({
        route: beacon.route,
        device: beacon.device,
        metric: name,
        bucket: rumBucketOf(name, value),
      });
    }
  };
}
