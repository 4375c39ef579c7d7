import { describe, expect, it } from 'vitest';
import { isFullyRefunded, refundableLeftPaise, refundMethodAllowed } from './refunds.js';

describe('refundableLeftPaise', () => {
  it('is what was paid less every refund but failed ones', () => {
    expect(refundableLeftPaise(10_000, [])).toBe(10_000);
    expect(
      refundableLeftPaise(10_000, [
        { amountPaise: 3_000, status: 'processed' },
        { amountPaise: 2_000, status: 'pending' },
        { amountPaise: 5_000, status: 'failed' },
      ]),
    ).toBe(5_000);
  });
  it('never goes below 0', () => {
    expect(refundableLeftPaise(1_000, [{ amountPaise: 1_500, status: 'recorded' }])).toBe(0);
  });
});

describe('isFullyRefunded', () => {
  it('needs the whole amount processed or recorded, not pending', () => {
    expect(isFullyRefunded(10_000, [{ amountPaise: 10_000, status: 'pending' }])).toBe(false);
    expect(
      isFullyRefunded(10_000, [
        { amountPaise: 9_999, status: 'processed' },
        { amountPaise: 1, status: 'failed' },
      ]),
    ).toBe(false);
    expect(
      isFullyRefunded(10_000, [
        { amountPaise: 9_999, status: 'processed' },
        { amountPaise: 1, status: 'recorded' },
      ]),
    ).toBe(true);
  });
});

describe('refundMethodAllowed', () => {
  it('sends online payments back to source and COD by transfer', () => {
    expect(refundMethodAllowed('razorpay', 'source')).toBe(true);
    expect(refundMethodAllowed('razorpay', 'upi')).toBe(false);
    expect(refundMethodAllowed('cod', 'source')).toBe(false);
    expect(refundMethodAllowed('cod', 'bank')).toBe(true);
    expect(refundMethodAllowed('cod', 'upi')).toBe(true);
  });
});
