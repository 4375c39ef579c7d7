import { describe, expect, it } from 'vitest';
import { rendersWithSession } from './server-render.js';

describe('rendersWithSession', () => {
  it('is the order detail page only', () => {
    expect(rendersWithSession('/orders/0b5e7c1e-1111-4a4a-8888-123456789abc')).toBe(true);
    expect(rendersWithSession('/orders/abc/')).toBe(true);
  });

  it('is not the orders list, a deeper order page, or any other page', () => {
    for (const path of [
      '/orders',
      '/orders/',
      '/orders/abc/confirm',
      '/product/abc',
      '/bag',
      '/ordersx/abc',
    ]) {
      expect(rendersWithSession(path)).toBe(false);
    }
  });
});
