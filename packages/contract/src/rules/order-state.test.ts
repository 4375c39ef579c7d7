import { describe, expect, it } from 'vitest';
import {
  allowedOrderMoves,
  COD_CONFIRM_HOURS_DEFAULT,
  canCancelOrder,
  canMoveOrder,
  codConfirmDeadline,
  FULFILMENT_STAGES,
  initialOrderStage,
  isConfirmationOpen,
  mayMoveOrder,
  nextOrderMove,
  ORDER_STATUS_MOVES,
  type OrderActor,
  type OrderStateFacts,
  orderBadgeVariant,
  orderDisplayStatus,
  orderMoveEffects,
  orderMovesFor,
  orderStatus,
} from './order-state.js';

describe('order lifecycle', () => {
  it('reads a placed order as its payment, later stages as themselves', () => {
    expect(orderStatus({ stage: 'placed', paymentStatus: 'pending' })).toBe('pending');
    expect(orderStatus({ stage: 'placed', paymentStatus: 'failed' })).toBe('pending');
    expect(orderStatus({ stage: 'placed', paymentStatus: 'paid' })).toBe('paid');
    expect(orderStatus({ stage: 'shipped', paymentStatus: 'pending' })).toBe('shipped');
    expect(orderStatus({ stage: 'awaiting_confirmation', paymentStatus: 'pending' })).toBe(
      'awaiting_confirmation',
    );
    expect(orderStatus({ stage: 'cancelled', paymentStatus: 'paid' })).toBe('cancelled');
  });

  it('allows exactly the forward steps and cancelling before shipping', () => {
    const allowed = FULFILMENT_STAGES.flatMap((from) =>
      ORDER_STATUS_MOVES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'awaiting_confirmation→confirmed',
      'awaiting_confirmation→cancelled',
      'placed→confirmed',
      'placed→cancelled',
      'confirmed→packed',
      'confirmed→cancelled',
      'packed→shipped',
      'packed→cancelled',
      'shipped→delivered',
    ]);
  });

  it('refuses skipping a step, going back, and leaving a final state', () => {
    expect(canMoveOrder('awaiting_confirmation', 'packed')).toBe(false);
    expect(canMoveOrder('awaiting_confirmation', 'shipped')).toBe(false);
    expect(canMoveOrder('placed', 'shipped')).toBe(false);
    expect(canMoveOrder('packed', 'confirmed')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(allowedOrderMoves('delivered')).toEqual([]);
    expect(allowedOrderMoves('cancelled')).toEqual([]);
  });

  it('offers the forward step as the next move', () => {
    expect(nextOrderMove('awaiting_confirmation')).toBe('confirmed');
    expect(nextOrderMove('placed')).toBe('confirmed');
    expect(nextOrderMove('packed')).toBe('shipped');
    expect(nextOrderMove('shipped')).toBe('delivered');
    expect(nextOrderMove('delivered')).toBeUndefined();
  });

  it('marks a delivered COD order paid, and leaves an unpaid online one as it is', () => {
    const cod = orderMoveEffects(
      { stage: 'shipped', paymentStatus: 'pending', paymentMethod: 'cod' },
      'delivered',
    );
    expect(cod).toMatchObject({
      isDelivered: true,
      paymentStatus: 'paid',
      restoreStock: false,
      refundDue: false,
    });
    const online = orderMoveEffects(
      { stage: 'shipped', paymentStatus: 'pending', paymentMethod: 'razorpay' },
      'delivered',
    );
    expect(online.paymentStatus).toBe('pending');
  });

  it('restores stock on cancel and flags a refund only when money was taken', () => {
    const unpaid = orderMoveEffects(
      { stage: 'placed', paymentStatus: 'pending', paymentMethod: 'cod' },
      'cancelled',
    );
    expect(unpaid).toMatchObject({ isCancelled: true, restoreStock: true, refundDue: false });
    const paid = orderMoveEffects(
      { stage: 'packed', paymentStatus: 'paid', paymentMethod: 'razorpay' },
      'cancelled',
    );
    expect(paid).toMatchObject({
      isCancelled: true,
      restoreStock: true,
      refundDue: true,
      paymentStatus: 'paid',
    });
  });

  it('changes nothing else on the middle steps', () => {
    expect(
      orderMoveEffects({ stage: 'placed', paymentStatus: 'paid', paymentMethod: 'razorpay' }, 'confirmed'),
    ).toEqual({
      isDelivered: false,
      isCancelled: false,
      paymentStatus: 'paid',
      restoreStock: false,
      refundDue: false,
    });
  });
});

const base = { isCancelled: false, isDelivered: false, paymentStatus: 'pending' as const };

describe('cash-on-delivery confirmation', () => {
  it('starts a COD order awaiting confirmation and a prepaid one placed', () => {
    expect(initialOrderStage('cod')).toBe('awaiting_confirmation');
    expect(initialOrderStage('razorpay')).toBe('placed');
    expect(initialOrderStage('online')).toBe('placed');
  });

  it('keeps the shopper badge of SPEC §4 while it awaits confirmation', () => {
    const order = { isCancelled: false, isDelivered: false, paymentStatus: 'pending' as const };
    expect(orderDisplayStatus(order)).toBe('Pending Payment');
    expect(orderBadgeVariant(order)).toBe('outline');
  });

  it('puts the deadline COD_CONFIRM_HOURS after placing', () => {
    const placed = new Date('2026-01-01T10:00:00Z');
    expect(codConfirmDeadline(placed, COD_CONFIRM_HOURS_DEFAULT).toISOString()).toBe(
      '2026-01-02T10:00:00.000Z',
    );
    expect(codConfirmDeadline(placed, 1).toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('lets the shopper confirm only before the deadline and only while it awaits', () => {
    const confirmBy = new Date('2026-01-02T10:00:00Z');
    const before = new Date(confirmBy.getTime() - 1);
    expect(isConfirmationOpen({ stage: 'awaiting_confirmation', confirmBy }, before)).toBe(true);
    expect(isConfirmationOpen({ stage: 'awaiting_confirmation', confirmBy }, confirmBy)).toBe(false);
    expect(isConfirmationOpen({ stage: 'confirmed', confirmBy }, before)).toBe(false);
    expect(isConfirmationOpen({ stage: 'cancelled', confirmBy }, before)).toBe(false);
    expect(isConfirmationOpen({ stage: 'awaiting_confirmation', confirmBy: null }, before)).toBe(false);
  });
});

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

/**
 * The whole transition table, written out: every stage × payment × actor and the moves allowed. A change to the
 * machine must change this table, so it is a decision, not an accident.
 */
describe('transition table', () => {
  const facts = (stage: OrderStateFacts['stage'], paymentStatus: 'pending' | 'paid'): OrderStateFacts => ({
    stage,
    paymentStatus,
    isCancelled: stage === 'cancelled',
    isDelivered: stage === 'delivered',
  });
  const expected: Record<string, string> = {
    'awaiting_confirmation/pending/staff': 'confirmed cancelled',
    'awaiting_confirmation/pending/shopper': 'confirmed cancelled',
    'awaiting_confirmation/paid/staff': 'confirmed cancelled',
    'awaiting_confirmation/paid/shopper': 'confirmed',
    'placed/pending/staff': 'confirmed cancelled',
    'placed/pending/shopper': 'cancelled',
    'placed/paid/staff': 'confirmed cancelled',
    'placed/paid/shopper': '',
    'confirmed/pending/staff': 'packed cancelled',
    'confirmed/pending/shopper': 'cancelled',
    'confirmed/paid/staff': 'packed cancelled',
    'confirmed/paid/shopper': '',
    'packed/pending/staff': 'shipped cancelled',
    'packed/pending/shopper': 'cancelled',
    'packed/paid/staff': 'shipped cancelled',
    'packed/paid/shopper': '',
    'shipped/pending/staff': 'delivered',
    'shipped/pending/shopper': '',
    'shipped/paid/staff': 'delivered',
    'shipped/paid/shopper': '',
    'delivered/pending/staff': '',
    'delivered/pending/shopper': '',
    'delivered/paid/staff': '',
    'delivered/paid/shopper': '',
    'cancelled/pending/staff': '',
    'cancelled/pending/shopper': '',
    'cancelled/paid/staff': '',
    'cancelled/paid/shopper': '',
  };

  it('allows exactly the table, for every stage, payment and actor', () => {
    const actual: Record<string, string> = {};
    for (const stage of FULFILMENT_STAGES) {
      for (const payment of ['pending', 'paid'] as const) {
        for (const actor of ['staff', 'shopper'] as OrderActor[]) {
          actual[`${stage}/${payment}/${actor}`] = orderMovesFor(actor, facts(stage, payment)).join(' ');
        }
      }
    }
    expect(actual).toEqual(expected);
  });

  it('answers mayMoveOrder as the table does, for every move', () => {
    for (const [key, moves] of Object.entries(expected)) {
      const [stage, payment, actor] = key.split('/') as [
        OrderStateFacts['stage'],
        'pending' | 'paid',
        OrderActor,
      ];
      for (const to of ORDER_STATUS_MOVES) {
        expect(mayMoveOrder(actor, facts(stage, payment), to), `${key} → ${to}`).toBe(
          moves.split(' ').includes(to),
        );
      }
    }
  });

  it('never lets a shopper cancel what the Cancel button would not show', () => {
    for (const stage of FULFILMENT_STAGES) {
      for (const payment of ['pending', 'paid'] as const) {
        const order = facts(stage, payment);
        if (mayMoveOrder('shopper', order, 'cancelled')) expect(canCancelOrder(order)).toBe(true);
      }
    }
  });
});
