import { describe, expect, it } from 'vitest';
import {
  quantileFromBuckets,
  RUM_BUCKETS,
  RUM_METRICS,
  RUM_THRESHOLDS,
  rumBucketOf,
  rumConnection,
  rumDeviceClass,
  rumRating,
  rumRouteTemplate,
} from './web-vitals.js';

describe('real-user speed rules', () => {
  it('rates each metric at its Core Web Vitals thresholds: good up to the edge, poor past the second', () => {
    expect(rumRating('LCP', 2500)).toBe('good');
    expect(rumRating('LCP', 2501)).toBe('needs-improvement');
    expect(rumRating('LCP', 4000)).toBe('needs-improvement');
    expect(rumRating('LCP', 4001)).toBe('poor');
    expect(rumRating('INP', 200)).toBe('good');
    expect(rumRating('INP', 201)).toBe('needs-improvement');
    expect(rumRating('CLS', 0.1)).toBe('good');
    expect(rumRating('CLS', 0.26)).toBe('poor');
    expect(rumRating('TTFB', 800)).toBe('good');
    expect(rumRating('TTFB', 1801)).toBe('poor');
  });

  it('puts both thresholds of every metric on a bucket edge, edges rising', () => {
    for (const metric of RUM_METRICS) {
      const edges = RUM_BUCKETS[metric];
      expect(edges).toContain(RUM_THRESHOLDS[metric].good);
      expect(edges).toContain(RUM_THRESHOLDS[metric].poor);
      expect([...edges].sort((a, b) => a - b)).toEqual(edges);
    }
  });

  it('buckets a value by the first edge at or above it, overflow last', () => {
    expect(rumBucketOf('LCP', 0)).toBe(0);
    expect(rumBucketOf('LCP', 500)).toBe(0);
    expect(rumBucketOf('LCP', 501)).toBe(1);
    expect(rumBucketOf('LCP', 2500)).toBe(4);
    expect(rumBucketOf('LCP', 20_000)).toBe(9);
    expect(rumBucketOf('LCP', 20_001)).toBe(10);
    expect(rumBucketOf('CLS', 0.1)).toBe(3);
  });

  it('reads p75 from bucket counts, interpolating inside the bucket', () => {
    const counts = (values: number[]) => {
      const result = new Array<number>(RUM_BUCKETS.LCP.length + 1).fill(0);
      for (const value of values) result[rumBucketOf('LCP', value)]! += 1;
      return result;
    };
    expect(quantileFromBuckets('LCP', counts([]), 0.75)).toBeUndefined();
    // 4 values in (2000, 2500]: rank 3 of 4 is 3/4 into the bucket.
    expect(quantileFromBuckets('LCP', counts([2100, 2200, 2300, 2400]), 0.75)).toBe(2375);
    // 3 in the first bucket, 1 in (3000, 4000]: p75 is the first bucket's top.
    expect(quantileFromBuckets('LCP', counts([100, 200, 300, 3500]), 0.75)).toBe(500);
    // Everything past the last edge: at least the last edge.
    expect(quantileFromBuckets('LCP', counts([30_000, 40_000]), 0.75)).toBe(20_000);
  });

  it('classes devices by viewport, and phones by memory and cores', () => {
    expect(rumDeviceClass({ viewportWidth: 1440 })).toBe('desktop');
    expect(rumDeviceClass({ viewportWidth: 1024, deviceMemory: 2 })).toBe('desktop');
    expect(rumDeviceClass({ viewportWidth: 800 })).toBe('tablet');
    expect(rumDeviceClass({ viewportWidth: 390, deviceMemory: 8, cores: 8 })).toBe('phone');
    expect(rumDeviceClass({ viewportWidth: 390 })).toBe('phone');
    expect(rumDeviceClass({ viewportWidth: 390, deviceMemory: 4, cores: 8 })).toBe('phone-low');
    expect(rumDeviceClass({ viewportWidth: 390, deviceMemory: 8, cores: 4 })).toBe('phone-low');
  });

  it('keeps only known connection types', () => {
    expect(rumConnection('4g')).toBe('4g');
    expect(rumConnection('slow-2g')).toBe('slow-2g');
    expect(rumConnection('5g')).toBe('unknown');
    expect(rumConnection(undefined)).toBe('unknown');
  });

  it('names a path by its route template, never its ids', () => {
    expect(rumRouteTemplate('/')).toBe('/');
    expect(rumRouteTemplate('/product/0b7c7d9e-1d9a-4c3b-9a77-6a9c4c8f1e2a')).toBe('/product/:id');
    expect(rumRouteTemplate('/category/sarees')).toBe('/category/:slug');
    expect(rumRouteTemplate('/search')).toBe('/search');
    expect(rumRouteTemplate('/hot-rn-dresses/')).toBe('/hot-rn-dresses');
    expect(rumRouteTemplate('/product/a/b')).toBe('*');
    expect(rumRouteTemplate('/no-such-page')).toBe('*');
    // The Hindi storefront's pages are its routes, not 404s on the Speed page.
    expect(rumRouteTemplate('/hi')).toBe('/');
    expect(rumRouteTemplate('/hi/orders/0b7c7d9e-1d9a-4c3b-9a77-6a9c4c8f1e2a')).toBe('/orders/:id');
    expect(rumRouteTemplate('/hi/help/tickets/abc')).toBe('/help/tickets/:id');
    expect(rumRouteTemplate('/en/orders')).toBe('*');
    expect(rumRouteTemplate('/hi/no-such-page')).toBe('*');
  });
});
