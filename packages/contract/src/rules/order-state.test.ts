import { describe, expect, it } from 'vitest';
import {
  allowedOrderMoves,
  COD_CONFIRM_HOURS_DEFAULT,
  canCancelOrder,
  canMoveOrder,
  carrierMovesTo,
  codConfirmDeadline,
  FULFILMENT_STAGES,
  initialOrderStage,
  isConfirmationOpen,
  mayMoveOrder,
  mayReturnToOrigin,
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

  it('allows exactly the forward steps (out for delivery optional) and cancelling before shipping', () => {
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
      'shipped→out_for_delivery',
      'shipped→delivered',
      'out_for_delivery→delivered',
    ]);
  });

  it('refuses skipping a step, going back, and leaving a final state', () => {
    expect(canMoveOrder('awaiting_confirmation', 'packed')).toBe(false);
    expect(canMoveOrder('awaiting_confirmation', 'shipped')).toBe(false);
    expect(canMoveOrder('placed', 'shipped')).toBe(false);
    expect(canMoveOrder('packed', 'confirmed')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('out_for_delivery', 'shipped')).toBe(false);
    expect(canMoveOrder('out_for_delivery', 'cancelled')).toBe(false);
    expect(allowedOrderMoves('delivered')).toEqual([]);
    expect(allowedOrderMoves('cancelled')).toEqual([]);
  });

  it('offers the forward step as the next move', () => {
    expect(nextOrderMove('awaiting_confirmation')).toBe('confirmed');
    expect(nextOrderMove('placed')).toBe('confirmed');
    expect(nextOrderMove('packed')).toBe('shipped');
    expect(nextOrderMove('shipped')).toBe('out_for_delivery');
    expect(nextOrderMove('out_for_delivery')).toBe('delivered');
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
  // `rto`: the cancel with reason returned_to_origin (issue 33), only while the parcel is on its way.
  const expected: Record<string, string> = {
    'awaiting_confirmation/pending/staff': 'confirmed cancelled',
    'awaiting_confirmation/pending/shopper': 'confirmed cancelled',
    'awaiting_confirmation/paid/staff': 'confirmed cancelled',
    'awaiting_confirmation/paid/shopper': 'confirmed',
    // The carrier never confirms, packs or cancels.
    'awaiting_confirmation/pending/carrier': '',
    'awaiting_confirmation/paid/carrier': '',
    'placed/pending/staff': 'confirmed cancelled',
    'placed/pending/shopper': 'cancelled',
    'placed/pending/carrier': '',
    'placed/paid/staff': 'confirmed cancelled',
    'placed/paid/shopper': '',
    'placed/paid/carrier': '',
    'confirmed/pending/staff': 'packed cancelled',
    'confirmed/pending/shopper': 'cancelled',
    'confirmed/pending/carrier': '',
    'confirmed/paid/staff': 'packed cancelled',
    'confirmed/paid/shopper': '',
    'confirmed/paid/carrier': '',
    'packed/pending/staff': 'shipped cancelled',
    'packed/pending/shopper': 'cancelled',
    'packed/pending/carrier': 'shipped',
    'packed/paid/staff': 'shipped cancelled',
    'packed/paid/shopper': '',
    'packed/paid/carrier': 'shipped',
    'shipped/pending/staff': 'out_for_delivery delivered rto',
    'shipped/pending/shopper': '',
    'shipped/pending/carrier': 'out_for_delivery delivered rto',
    'shipped/paid/staff': 'out_for_delivery delivered rto',
    'shipped/paid/shopper': '',
    'shipped/paid/carrier': 'out_for_delivery delivered rto',
    'out_for_delivery/pending/staff': 'delivered rto',
    'out_for_delivery/pending/shopper': '',
    'out_for_delivery/pending/carrier': 'delivered rto',
    'out_for_delivery/paid/staff': 'delivered rto',
    'out_for_delivery/paid/shopper': '',
    'out_for_delivery/paid/carrier': 'delivered rto',
    'delivered/pending/staff': '',
    'delivered/pending/shopper': '',
    'delivered/pending/carrier': '',
    'delivered/paid/staff': '',
    'delivered/paid/shopper': '',
    'delivered/paid/carrier': '',
    'cancelled/pending/staff': '',
    'cancelled/pending/shopper': '',
    'cancelled/pending/carrier': '',
    'cancelled/paid/staff': '',
    'cancelled/paid/shopper': '',
    'cancelled/paid/carrier': '',
  };

  it('allows exactly the table, for every stage, payment and actor', () => {
    const actual: Record<string, string> = {};
    for (const stage of FULFILMENT_STAGES) {
      for (const payment of ['pending', 'paid'] as const) {
        for (const actor of ['staff', 'shopper', 'carrier'] as OrderActor[]) {
          const order = facts(stage, payment);
          actual[`${stage}/${payment}/${actor}`] = [
            ...orderMovesFor(actor, order),
            ...(mayReturnToOrigin(actor, order) ? ['rto'] : []),
          ].join(' ');
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
      // A returned-to-origin cancel is its own permission: never the plain cancel's, nor the reverse.
      expect(
        mayMoveOrder(actor, facts(stage, payment), 'cancelled', 'returned_to_origin'),
        `${key} → rto`,
      ).toBe(moves.split(' ').includes('rto'));
    }
  });

  it('never lets a shopper cancel a parcel on its way, with any reason', () => {
    for (const stage of ['shipped', 'out_for_delivery'] as const) {
      for (const reason of ['shopper', 'returned_to_origin'] as const) {
        expect(mayMoveOrder('shopper', facts(stage, 'pending'), 'cancelled', reason)).toBe(false);
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

describe('carrierMovesTo', () => {
  it('walks a packed parcel through shipped to where the carrier says it is', () => {
    expect(carrierMovesTo('packed', 'shipped')).toEqual(['shipped']);
    expect(carrierMovesTo('packed', 'out_for_delivery')).toEqual(['shipped', 'out_for_delivery']);
    expect(carrierMovesTo('packed', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(carrierMovesTo('shipped', 'delivered')).toEqual(['delivered']);
    expect(carrierMovesTo('out_for_delivery', 'delivered')).toEqual(['delivered']);
  });

  it('never goes back, repeats a step, or moves an order the carrier does not hold', () => {
    expect(carrierMovesTo('out_for_delivery', 'shipped')).toEqual([]);
    expect(carrierMovesTo('shipped', 'shipped')).toEqual([]);
    expect(carrierMovesTo('delivered', 'delivered')).toEqual([]);
    expect(carrierMovesTo('cancelled', 'delivered')).toEqual([]);
    expect(carrierMovesTo('confirmed', 'shipped')).toEqual([]);
    expect(carrierMovesTo('placed', 'delivered')).toEqual([]);
  });
});
