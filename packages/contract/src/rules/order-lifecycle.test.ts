import { describe, expect, it } from 'vitest';
import {
  allowedOrderMoves,
  canMoveOrder,
  FULFILMENT_STAGES,
  nextOrderMove,
  ORDER_STATUS_MOVES,
  orderMoveEffects,
  orderStatus,
} from './order-lifecycle.js';

describe('order lifecycle', () => {
  it('reads a placed order as its payment, later stages as themselves', () => {
    expect(orderStatus({ stage: 'placed', paymentStatus: 'pending' })).toBe('pending');
    expect(orderStatus({ stage: 'placed', paymentStatus: 'failed' })).toBe('pending');
    expect(orderStatus({ stage: 'placed', paymentStatus: 'paid' })).toBe('paid');
    expect(orderStatus({ stage: 'shipped', paymentStatus: 'pending' })).toBe('shipped');
    expect(orderStatus({ stage: 'cancelled', paymentStatus: 'paid' })).toBe('cancelled');
  });

  it('allows exactly the forward steps and cancelling before shipping', () => {
    const allowed = FULFILMENT_STAGES.flatMap((from) =>
      ORDER_STATUS_MOVES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
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
    expect(canMoveOrder('placed', 'shipped')).toBe(false);
    expect(canMoveOrder('packed', 'confirmed')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(allowedOrderMoves('delivered')).toEqual([]);
    expect(allowedOrderMoves('cancelled')).toEqual([]);
  });

  it('offers the forward step as the next move', () => {
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
