import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES as HI_RETURN_MESSAGES } from '../messages/hi/returns.js';
import { RETURN_MESSAGES } from '../messages/returns.js';
import {
  allowedReturnActions,
  canReturnOrder,
  carrierReturnMoves,
  checkReturnRequest,
  lineRefundPaise,
  type ReturnLineFacts,
  type ReturnOrderFacts,
  refundDetailsProblem,
  returnableLines,
  returnTimelineIndex,
  returnWindowEndsAt,
  returnWindowLastDay,
  stateAfterQualityCheck,
  stateAfterRefund,
} from './return-requests.js';

const kurtas = { title: 'Kurtas', slug: 'kurtas' };
const ist = (text: string) => new Date(`${text}+05:30`);

function line(fields: Partial<ReturnLineFacts> = {}): ReturnLineFacts {
  return {
    id: 'line-1',
    quantity: 2,
    unitPricePaise: 199_900,
    discountPaise: 0,
    product: { category: kurtas },
    requestedQuantity: 0,
    ...fields,
  };
}

function order(fields: Partial<ReturnOrderFacts> = {}): ReturnOrderFacts {
  return {
    isDelivered: true,
    isCancelled: false,
    deliveredAt: ist('2026-11-20T15:00:00'),
    lines: [line()],
    ...fields,
  };
}

describe('the return window (7 whole days after the day of delivery, IST)', () => {
  it('ends at midnight IST after the 7th day, whatever the hour of delivery', () => {
    expect(returnWindowEndsAt(ist('2026-11-20T15:00:00')).toISOString()).toBe(
      ist('2026-11-28T00:00:00').toISOString(),
    );
    expect(returnWindowEndsAt(ist('2026-11-20T00:00:00')).getTime()).toBe(
      ist('2026-11-28T00:00:00').getTime(),
    );
    expect(returnWindowEndsAt(ist('2026-11-20T23:59:59')).getTime()).toBe(
      ist('2026-11-28T00:00:00').getTime(),
    );
    expect(returnWindowLastDay(ist('2026-11-20T23:59:59'))).toBe('2026-11-27');
  });

  it('reads the day of delivery in IST, not UTC (delivered 00:30 IST is the UTC day before)', () => {
    const delivered = ist('2026-11-21T00:30:00'); // 2026-11-20T19:00Z
    expect(returnWindowLastDay(delivered)).toBe('2026-11-28');
  });

  it('takes a return at 23:59:59.999 IST on the 7th day and refuses one a millisecond later', () => {
    const lastMoment = new Date(ist('2026-11-28T00:00:00').getTime() - 1);
    expect(returnableLines(order(), lastMoment)[0]?.returnableQuantity).toBe(2);
    const after = returnableLines(order(), ist('2026-11-28T00:00:00'))[0];
    expect(after?.returnableQuantity).toBe(0);
    expect(after?.refusal).toEqual({ kind: 'window_closed', message: RETURN_MESSAGES.windowClosed });
  });

  it('refuses an order not delivered, or cancelled', () => {
    const now = ist('2026-11-21T10:00:00');
    expect(returnableLines(order({ isDelivered: false, deliveredAt: null }), now)[0]?.refusal?.kind).toBe(
      'not_delivered',
    );
    expect(returnableLines(order({ isCancelled: true }), now)[0]?.refusal?.kind).toBe('not_delivered');
    expect(canReturnOrder(order({ isDelivered: false, deliveredAt: null }), now)).toBe(false);
  });
});

describe('which lines and how many pieces', () => {
  const now = ist('2026-11-22T10:00:00');

  it('never a jewellery line, a product marked not returnable or a special offer, with the policy saying why', () => {
    const lines = returnableLines(
      order({
        lines: [
          line({ id: 'j', product: { category: { title: 'Jewellery', slug: 'jewellery' } } }),
          line({ id: 'p', product: { category: kurtas, returnable: false } }),
          line({ id: 's', product: { category: kurtas, specialOffer: true } }),
          line({ id: 'k' }),
        ],
      }),
      now,
    );
    expect(lines.map((entry) => entry.returnableQuantity)).toEqual([0, 0, 0, 2]);
    expect(lines[0]?.refusal?.message).toBe('Jewellery cannot be returned or exchanged once delivered.');
    expect(lines.map((entry) => entry.refusal?.kind ?? null)).toEqual([
      'not_returnable',
      'not_returnable',
      'not_returnable',
      null,
    ]);
  });

  it('offers the delivered quantity minus the pieces already in (non-rejected) returns', () => {
    expect(
      returnableLines(order({ lines: [line({ quantity: 3, requestedQuantity: 1 })] }), now)[0],
    ).toMatchObject({
      returnableQuantity: 2,
      refusal: null,
    });
    const all = returnableLines(order({ lines: [line({ requestedQuantity: 2 })] }), now)[0];
    expect(all).toMatchObject({ returnableQuantity: 0, refusal: { kind: 'all_requested' } });
  });

  it('refuses a request with a line of another order, too many pieces, a repeated line or a second request', () => {
    expect(checkReturnRequest(order(), [{ lineId: 'other', quantity: 1 }], now)).toEqual({
      ok: false,
      message: RETURN_MESSAGES.lineNotInOrder,
    });
    expect(checkReturnRequest(order(), [{ lineId: 'line-1', quantity: 3 }], now)).toEqual({
      ok: false,
      message: 'You can return at most 2 pieces of this item.',
    });
    expect(
      checkReturnRequest(
        order(),
        [
          { lineId: 'line-1', quantity: 1 },
          { lineId: 'line-1', quantity: 1 },
        ],
        now,
      ),
    ).toEqual({ ok: false, message: RETURN_MESSAGES.duplicateLine });
    expect(
      checkReturnRequest(
        order({ lines: [line({ requestedQuantity: 2 })] }),
        [{ lineId: 'line-1', quantity: 1 }],
        now,
      ),
    ).toEqual({ ok: false, message: RETURN_MESSAGES.alreadyRequested });
    expect(checkReturnRequest(order(), [], now)).toEqual({ ok: false, message: RETURN_MESSAGES.noLines });
  });
});

describe('the refund of returned pieces', () => {
  it('is the unit price times the pieces without a promotion', () => {
    expect(lineRefundPaise(line(), 0, 2)).toBe(399_800);
  });

  it('takes off each piece its share of the promotion, paise exact, all pieces refunding exactly the line', () => {
    // 3 pieces at ₹999, ₹100.01 of promotion: the line cost 299_700 − 10_001 = 289_699 paise.
    const promoted = { quantity: 3, unitPricePaise: 99_900, discountPaise: 10_001 };
    const first = lineRefundPaise(promoted, 0, 1); // 99_900 − ⌊10_001/3⌋ = 99_900 − 3_333
    const second = lineRefundPaise(promoted, 1, 1); // ⌊20_002/3⌋ − 3_333 = 6_667 − 3_333 = 3_334 off
    const third = lineRefundPaise(promoted, 2, 1); // 10_001 − 6_667 = 3_334 off
    expect([first, second, third]).toEqual([96_567, 96_566, 96_566]);
    expect(first + second + third).toBe(289_699);
    expect(lineRefundPaise(promoted, 0, 3)).toBe(289_699);
    expect(lineRefundPaise(promoted, 1, 2)).toBe(second + third);
  });

  it('sums the lines of a request; the donation is not an order line, so never refunded', () => {
    const check = checkReturnRequest(
      order({
        lines: [
          line({ id: 'a', quantity: 2, unitPricePaise: 100_000, discountPaise: 20_000 }),
          line({ id: 'b', quantity: 1, unitPricePaise: 50_000, discountPaise: 5_000 }),
        ],
      }),
      [
        { lineId: 'a', quantity: 1 },
        { lineId: 'b', quantity: 1 },
      ],
      ist('2026-11-22T10:00:00'),
    );
    expect(check).toEqual({
      ok: true,
      lines: [
        { lineId: 'a', quantity: 1, refundPaise: 90_000 },
        { lineId: 'b', quantity: 1, refundPaise: 45_000 },
      ],
      refundPaise: 135_000,
    });
  });
});

describe('where the refund goes', () => {
  it('sends a prepaid order back to its payment and a COD order to a valid UPI ID or bank account', () => {
    expect(refundDetailsProblem('razorpay', { method: 'source' })).toBeNull();
    expect(refundDetailsProblem('razorpay', { method: 'upi', upiId: 'a@b' })).toBe(
      RETURN_MESSAGES.prepaidToSource,
    );
    expect(refundDetailsProblem('cod', { method: 'source' })).toBe(RETURN_MESSAGES.sourceOnlyForPrepaid);
    expect(refundDetailsProblem('cod', { method: 'upi', upiId: 'asha@okaxis' })).toBeNull();
    expect(refundDetailsProblem('cod', { method: 'upi', upiId: 'asha' })).toBe(RETURN_MESSAGES.upiIdInvalid);
    const bank = {
      method: 'bank' as const,
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      accountName: 'Asha',
    };
    expect(refundDetailsProblem('cod', bank)).toBeNull();
    expect(refundDetailsProblem('cod', { ...bank, ifsc: 'SBIN1001234' })).toBe(RETURN_MESSAGES.ifscInvalid);
    expect(refundDetailsProblem('cod', { ...bank, accountNumber: '12' })).toBe(
      RETURN_MESSAGES.accountNumberInvalid,
    );
    expect(refundDetailsProblem('cod', { ...bank, accountName: ' ' })).toBe(
      RETURN_MESSAGES.accountNameRequired,
    );
  });

  it("answers in the messages it is given (the storefront's page language)", () => {
    expect(refundDetailsProblem('cod', { method: 'upi', upiId: 'asha' }, HI_RETURN_MESSAGES)).toBe(
      HI_RETURN_MESSAGES.upiIdInvalid,
    );
    expect(refundDetailsProblem('razorpay', { method: 'bank' }, HI_RETURN_MESSAGES)).toBe(
      HI_RETURN_MESSAGES.prepaidToSource,
    );
  });
});

describe("the return's state machine", () => {
  it('offers each state its actions; refund only once every line is checked and one passed', () => {
    expect(allowedReturnActions({ state: 'requested', lines: [] })).toEqual(['approve', 'reject']);
    expect(allowedReturnActions({ state: 'approved', lines: [] })).toEqual(['picked_up', 'reject']);
    expect(allowedReturnActions({ state: 'picked_up', lines: [] })).toEqual(['received']);
    expect(allowedReturnActions({ state: 'received', lines: [{ qcPassed: null }] })).toEqual(['qc']);
    expect(
      allowedReturnActions({ state: 'received', lines: [{ qcPassed: true }, { qcPassed: false }] }),
    ).toEqual(['refund']);
    for (const state of ['refund_pending', 'refunded', 'rejected', 'closed'] as const) {
      expect(allowedReturnActions({ state, lines: [{ qcPassed: true }] })).toEqual([]);
    }
  });

  it('closes a return whose every line failed its check, and follows the refund answer', () => {
    expect(stateAfterQualityCheck([{ qcPassed: false }, { qcPassed: false }])).toBe('closed');
    expect(stateAfterQualityCheck([{ qcPassed: false }, { qcPassed: null }])).toBe('received');
    expect(stateAfterQualityCheck([{ qcPassed: true }])).toBe('received');
    expect(stateAfterRefund('pending')).toBe('refund_pending');
    expect(stateAfterRefund('processed')).toBe('refunded');
    expect(stateAfterRefund('recorded')).toBe('refunded');
    expect(stateAfterRefund('failed')).toBe('received');
    expect(returnTimelineIndex('refunded')).toBe(4);
    expect(returnTimelineIndex('approved')).toBe(1);
  });
});

describe('carrierReturnMoves', () => {
  it('moves an approved return to picked up on the first scan, through picked up to received on delivery', () => {
    expect(carrierReturnMoves('approved', 'shipped')).toEqual(['picked_up']);
    expect(carrierReturnMoves('approved', 'out_for_delivery')).toEqual(['picked_up']);
    expect(carrierReturnMoves('approved', 'delivered')).toEqual(['picked_up', 'received']);
    expect(carrierReturnMoves('picked_up', 'delivered')).toEqual(['received']);
  });
  it('moves nothing twice, nothing past received and nothing on news that is not a move', () => {
    expect(carrierReturnMoves('picked_up', 'shipped')).toEqual([]);
    expect(carrierReturnMoves('received', 'delivered')).toEqual([]);
    expect(carrierReturnMoves('requested', 'shipped')).toEqual([]);
    expect(carrierReturnMoves('rejected', 'delivered')).toEqual([]);
    expect(carrierReturnMoves('approved', 'returned_to_origin')).toEqual([]);
    expect(carrierReturnMoves('approved', undefined)).toEqual([]);
  });
});
