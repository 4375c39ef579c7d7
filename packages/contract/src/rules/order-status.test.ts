import { describe, expect, it } from 'vitest';
import { canCancelOrder, orderBadgeVariant, orderDisplayStatus } from './order-status.js';

const base = { isCancelled: false, isDelivered: false, paymentStatus: 'pending' as const };

describe('order display status', () => {
  it('reads Pending Payment for an unpaid open order', () => {
    expect(orderDisplayStatus(base)).toBe('Pending Payment');
    expect(orderBadgeVariant(base)).toBe('outline');
  });

  it('reads Processing once paid', () => {
    expect(orderDisplayStatus({ ...base, paymentStatus: 'paid' })).toBe('Processing');
    expect(orderBadgeVariant({ ...base, paymentStatus: 'paid' })).toBe('secondary');
  });

  it('Delivered beats Processing', () => {
    const order = { ...base, paymentStatus: 'paid' as const, isDelivered: true };
    expect(orderDisplayStatus(order)).toBe('Delivered');
    expect(orderBadgeVariant(order)).toBe('default');
  });

  it('Cancelled beats Delivered', () => {
    const order = { isCancelled: true, isDelivered: true, paymentStatus: 'paid' as const };
    expect(orderDisplayStatus(order)).toBe('Cancelled');
    expect(orderBadgeVariant(order)).toBe('destructive');
  });

  it('treats a failed payment as still pending payment', () => {
    expect(orderDisplayStatus({ ...base, paymentStatus: 'failed' })).toBe('Pending Payment');
  });
});

describe('canCancelOrder', () => {
  it('allows only pending, open orders', () => {
    expect(canCancelOrder(base)).toBe(true);
    expect(canCancelOrder({ ...base, paymentStatus: 'paid' })).toBe(false);
    expect(canCancelOrder({ ...base, paymentStatus: 'failed' })).toBe(false);
    expect(canCancelOrder({ ...base, isCancelled: true })).toBe(false);
    expect(canCancelOrder({ ...base, isDelivered: true })).toBe(false);
  });
});
