import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages/api.js';
import { RumBeacon, SpeedQuery } from './rum.js';

const beacon = {
  route: '/product/:id',
  device: 'phone',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 1800 },
    { name: 'CLS', value: 0.02 },
  ],
};

const firstMessage = (input: unknown) => {
  const result = RumBeacon.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the speed beacon', () => {
  it('accepts a page load’s metrics by route template, device class and connection', () => {
    expect(RumBeacon.parse(beacon)).toEqual(beacon);
    expect(
      RumBeacon.safeParse({
        ...beacon,
        route: '*',
        metrics: ['LCP', 'INP', 'CLS', 'TTFB', 'FWT'].map((name) => ({ name, value: 0 })),
      }).success,
    ).toBe(true);
  });

  it('refuses a URL, an unknown metric, device or connection with the contract’s message', () => {
    expect(firstMessage({ ...beacon, route: '/product/0b7c7d9e' })).toBe(API_MESSAGES.rumUnknownRoute);
    expect(firstMessage({ ...beacon, metrics: [{ name: 'FID', value: 3 }] })).toBe(
      API_MESSAGES.rumUnknownMetric,
    );
    expect(firstMessage({ ...beacon, device: 'iphone' })).toBe(API_MESSAGES.rumUnknownDevice);
    expect(firstMessage({ ...beacon, connection: '5g' })).toBe(API_MESSAGES.rumUnknownConnection);
  });

  it('bounds values: none below 0, none past the metric’s maximum, numbers only', () => {
    expect(firstMessage({ ...beacon, metrics: [{ name: 'LCP', value: -1 }] })).toBe(
      API_MESSAGES.rumValueOutOfRange,
    );
    expect(firstMessage({ ...beacon, metrics: [{ name: 'LCP', value: 120_000 }] })).toBeUndefined();
    expect(firstMessage({ ...beacon, metrics: [{ name: 'LCP', value: 120_001 }] })).toBe(
      API_MESSAGES.rumValueOutOfRange,
    );
    expect(firstMessage({ ...beacon, metrics: [{ name: 'CLS', value: 101 }] })).toBe(
      API_MESSAGES.rumValueOutOfRange,
    );
    expect(firstMessage({ ...beacon, metrics: [{ name: 'INP', value: '200' }] })).toBe(
      API_MESSAGES.rumValueOutOfRange,
    );
  });

  it('carries 1 to 5 metrics, each once, and nothing else', () => {
    expect(firstMessage({ ...beacon, metrics: [] })).toBe(API_MESSAGES.rumNoMetrics);
    expect(
      firstMessage({
        ...beacon,
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ).toBe(API_MESSAGES.rumRepeatedMetric);
    expect(RumBeacon.safeParse({ ...beacon, url: 'https://zari.example/product/1' }).success).toBe(false);
  });

  it('reads the Speed window as 24h or 7d, 24h by default', () => {
    expect(SpeedQuery.parse({})).toEqual({ window: '24h' });
    expect(SpeedQuery.parse({ window: '7d' })).toEqual({ window: '7d' });
    expect(SpeedQuery.safeParse({ window: '30d' }).error?.issues[0]?.message).toBe(
      API_MESSAGES.rumUnknownWindow,
    );
  });
});
