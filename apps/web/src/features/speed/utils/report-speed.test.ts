import { API_PATHS, RUM_SAMPLE_RATE_META, type RumBeacon } from '@zari/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRate, sendBeacon } from './report-speed';

const beacon: RumBeacon = {
  route: '/product/:id',
  device: 'phone',
  connection: '4g',
  metrics: [{ name: 'FWT', value: 1800 }],
};

describe('the speed beacon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('reads the sample rate from the page, every load where the page does not say', () => {
    expect(sampleRate()).toBe(1);
    document.head.innerHTML = `<meta name="${RUM_SAMPLE_RATE_META}" content="0.1">`;
    expect(sampleRate()).toBe(0.1);
    document.head.innerHTML = `<meta name="${RUM_SAMPLE_RATE_META}" content="7">`;
    expect(sampleRate()).toBe(1);
  });

  it('sends the contract’s JSON with sendBeacon as a string (text/plain), else fetch with keepalive', () => {
    const sendBeaconMock = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: sendBeaconMock });
    expect(sendBeacon(beacon)).toBe(true);
    expect(sendBeaconMock).toHaveBeenCalledWith(API_PATHS.rum, JSON.stringify(beacon));

    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    vi.stubGlobal('fetch', fetchMock);
    expect(sendBeacon(beacon)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      API_PATHS.rum,
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        body: JSON.stringify(beacon),
      }),
    );
  });
});
