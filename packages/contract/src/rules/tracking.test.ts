import { describe, expect, it } from 'vitest';
import { shiprocketStatusMove, shiprocketTrackingUrl, trackingUrl } from './tracking.js';

describe('trackingUrl', () => {
  it("links a Shiprocket booking to Shiprocket's page whatever the courier", () => {
    expect(
      trackingUrl({ carrier: 'Ekart Logistics', trackingNumber: 'SR123', shippedVia: 'shiprocket' }),
    ).toBe('https://shiprocket.co/tracking/SR123');
  });

  it("links a courier staff typed to that courier's page, by name in any case and spacing", () => {
    expect(trackingUrl({ carrier: 'delhivery', trackingNumber: 'AWB1', shippedVia: null })).toBe(
      'https://www.delhivery.com/track-v2/package/AWB1',
    );
    expect(trackingUrl({ carrier: 'BlueDart', trackingNumber: 'X9', shippedVia: null })).toContain(
      'trackNo=X9',
    );
  });

  it('gives no link without a tracking number, or for a courier it does not know', () => {
    expect(trackingUrl({ carrier: 'Delhivery', trackingNumber: null, shippedVia: null })).toBeUndefined();
    expect(
      trackingUrl({ carrier: 'Delhivery', trackingNumber: '  ', shippedVia: 'shiprocket' }),
    ).toBeUndefined();
    expect(trackingUrl({ carrier: 'Local van', trackingNumber: 'A1', shippedVia: null })).toBeUndefined();
    expect(trackingUrl({ carrier: null, trackingNumber: 'A1', shippedVia: null })).toBeUndefined();
  });

  it('escapes what the AWB holds, so a typed number cannot change the link', () => {
    expect(shiprocketTrackingUrl('a/b?c')).toBe('https://shiprocket.co/tracking/a%2Fb%3Fc');
    expect(trackingUrl({ carrier: 'DTDC', trackingNumber: 'x&y', shippedVia: null })).toContain('x%26y');
  });
});

describe('shiprocketStatusMove', () => {
  it('maps pick-up and transit to shipped, then out for delivery, delivered, and RTO delivered', () => {
    expect(shiprocketStatusMove('PICKED UP', 42)).toBe('shipped');
    expect(shiprocketStatusMove('In Transit', undefined)).toBe('shipped');
    expect(shiprocketStatusMove('OUT_FOR_DELIVERY', undefined)).toBe('out_for_delivery');
    expect(shiprocketStatusMove('Delivered', 7)).toBe('delivered');
    expect(shiprocketStatusMove('RTO DELIVERED', 10)).toBe('returned_to_origin');
  });

  it('reads the status id when there is no text it knows', () => {
    expect(shiprocketStatusMove(undefined, '17')).toBe('out_for_delivery');
    expect(shiprocketStatusMove('', 7)).toBe('delivered');
  });

  it('moves nothing for the statuses staff decide on', () => {
    for (const status of [
      'RTO INITIATED',
      'RTO IN TRANSIT',
      'LOST',
      'CANCELED',
      'PICKUP SCHEDULED',
      'UNDELIVERED',
    ])
      expect(shiprocketStatusMove(status, undefined), status).toBeUndefined();
    expect(shiprocketStatusMove(undefined, 9)).toBeUndefined();
    expect(shiprocketStatusMove(undefined, 'x')).toBeUndefined();
  });
});
