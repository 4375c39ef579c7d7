/** A return as the shopper and the back office see it (the contract's OrderReturn, AdminReturn). */
import { type AdminReturn, allowedReturnActions, type OrderReturn, paiseToRupees } from '@zari/contract';
import type { returnEvents } from '../../db/schema/index.js';
import type { ReturnLineDetail, ReturnRow } from './repository.js';

type ReturnEventRow = typeof returnEvents.$inferSelect;

export function toOrderReturn(
  ret: ReturnRow,
  lines: readonly ReturnLineDetail[],
  events: readonly ReturnEventRow[],
): OrderReturn {
  const own = lines.filter((entry) => entry.line.returnId === ret.id);
  return {
    _id: ret.id,
    orderId: ret.orderId,
    state: ret.state,
    createdAt: ret.createdAt.toISOString(),
    lines: own.map(({ line, title, images, size }) => ({
      lineId: line.orderLineId,
      title,
      image: images[0] ?? null,
      size,
      quantity: line.quantity,
      reason: line.reason,
      note: line.note,
      refundAmount: paiseToRupees(line.refundPaise),
      qcPassed: line.qcPassed,
      qcReason: line.qcReason,
    })),
    photos: ret.photos,
    pickupAddress: ret.pickupAddress,
    pickupDate: ret.pickupDate,
    rejectionReason: ret.rejectionReason,
    refund: {
      method: ret.refundMethod,
      to: ret.payoutMasked,
      amount: paiseToRupees(ret.refundPaise),
      refundedAmount: ret.refundedPaise === null ? null : paiseToRupees(ret.refundedPaise),
      failure: ret.refundFailure,
    },
    timeline: events
      .filter((event) => event.returnId === ret.id)
      .map((event) => ({ state: event.state, at: event.createdAt.toISOString(), note: event.note })),
  };
}

/** Whole hours since the request. */
export function ageHours(ret: Pick<ReturnRow, 'createdAt'>, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - ret.createdAt.getTime()) / 3_600_000));
}

export function toAdminReturn(
  ret: ReturnRow,
  lines: readonly ReturnLineDetail[],
  events: readonly ReturnEventRow[],
  order: { userId: string; fullName: string; phone: string; paymentMethod: AdminReturn['paymentMethod'] },
  now: Date,
): AdminReturn {
  const own = lines.filter((entry) => entry.line.returnId === ret.id);
  return {
    ...toOrderReturn(ret, lines, events),
    userId: order.userId,
    customerName: order.fullName,
    customerPhone: order.phone,
    paymentMethod: order.paymentMethod,
    ageHours: ageHours(ret, now),
    pickupNotes: ret.pickupNotes,
    refundId: ret.refundId,
    allowedActions: allowedReturnActions({
      state: ret.state,
      lines: own.map((entry) => ({ qcPassed: entry.line.qcPassed })),
    }),
    pickupBooking: ret.pickupStatus
      ? {
          provider: ret.pickupProvider ?? '',
          status:
            ret.pickupStatus === 'booked' || ret.pickupStatus === 'failed' ? ret.pickupStatus : 'booking',
          awb: ret.pickupAwb,
          courier: ret.pickupCourier,
          failure: ret.pickupFailure,
        }
      : null,
  };
}
