import { describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES } from '../messages/data-rights.js';
import { DATA_RIGHTS_MESSAGES as HI } from '../messages/hi/data-rights.js';
import { erasureHolds, isErasureHeld, mergeErasureFacts } from './erasure.js';
import { IN_PROGRESS_FULFILMENT_STAGES, isOrderInProgress } from './order-state.js';
import { UNSETTLED_REFUND_STATUSES } from './refunds.js';
import { IN_PROGRESS_RETURN_STATES } from './return-requests.js';

describe('what holds an account erasure', () => {
  it('is every order stage from which the order can still move: all but delivered and cancelled', () => {
    expect(IN_PROGRESS_FULFILMENT_STAGES).toEqual([
      'awaiting_confirmation',
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
    ]);
    expect(isOrderInProgress('delivered')).toBe(false);
    expect(isOrderInProgress('cancelled')).toBe(false);
  });

  it('is every return not refunded, rejected or closed, and every refund still pending', () => {
    expect(IN_PROGRESS_RETURN_STATES).toEqual([
      'requested',
      'approved',
      'picked_up',
      'received',
      'refund_pending',
    ]);
    expect(UNSETTLED_REFUND_STATUSES).toEqual(['pending']);
  });

  it('counts orders, returns and refunds owed, each refund once', () => {
    const holds = erasureHolds(
      mergeErasureFacts([
        {
          orders: [
            { stage: 'shipped', refundDue: false },
            { stage: 'delivered', refundDue: false },
            { stage: 'cancelled', refundDue: true },
            { stage: 'cancelled', refundDue: false },
          ],
        },
        { returns: [{ state: 'refund_pending' }, { state: 'refunded' }, { state: 'rejected' }] },
        {
          refunds: [
            // The cancelled order's own refund (already counted by its order), the return's (counted by it).
            { status: 'pending', reason: 'cancelled', orderRefundDue: true },
            { status: 'pending', reason: 'returned', orderRefundDue: false },
            { status: 'processed', reason: 'returned_to_origin', orderRefundDue: false },
            { status: 'pending', reason: 'returned_to_origin', orderRefundDue: false },
          ],
        },
      ]),
    );
    expect(holds).toEqual({ orders: 1, returns: 1, refunds: 2 });
    expect(isErasureHeld(holds)).toBe(true);
    expect(isErasureHeld(erasureHolds({}))).toBe(false);
    expect(
      isErasureHeld(
        erasureHolds({ orders: [{ stage: 'delivered', refundDue: false }], returns: [{ state: 'closed' }] }),
      ),
    ).toBe(false);
  });

  it('tells the shopper what is open and when they can delete, with counts, in English and Hindi', () => {
    const en = DATA_RIGHTS_MESSAGES.eraseOpenItems;
    expect(en(1, 0, 0)).toBe(
      'You have 1 order on its way. You can delete your account once it is delivered or cancelled.',
    );
    expect(en(2, 0, 0)).toBe(
      'You have 2 orders on their way. You can delete your account once they are delivered or cancelled.',
    );
    expect(en(0, 1, 0)).toBe(
      'You have 1 return in progress. You can delete your account once it is complete.',
    );
    expect(en(0, 0, 1)).toBe('We still owe you 1 refund. You can delete your account once we have paid it.');
    expect(en(0, 0, 3)).toBe(
      'We still owe you 3 refunds. You can delete your account once we have paid them.',
    );
    expect(en(2, 1, 1)).toBe(
      'You have 2 orders on their way, 1 return in progress and 1 refund we have not paid yet. You can delete your account once all of them are complete.',
    );
    expect(HI.eraseOpenItems(1, 0, 0)).toBe(
      'आपका 1 ऑर्डर अभी रास्ते में है। उसके डिलीवर या कैंसिल होने के बाद आप अपना अकाउंट डिलीट कर सकते हैं।',
    );
    expect(HI.eraseOpenItems(2, 1, 0)).toContain('2 ऑर्डर रास्ते में, 1 रिटर्न जारी');
  });
});
