/**
 * Issue 34: the shopper's orders with their lines and timeline. GST law makes the store keep them for 8 years,
 * so erasure pseudonymises them: the name becomes the pseudonym, the phone and address lines read "Erased";
 * city, state and pincode stay (the place of supply of the tax charged; an area, not a person).
 */
import { ERASED_FIELD, IN_PROGRESS_FULFILMENT_STAGES } from '@zari/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderEvents, orderLines, orders } from '../../db/schema/index.js';
import { type PersonalDataSection, scrubbedText } from '../privacy/sections.js';

export function ordersPersonalData(deps: { db: Database }): PersonalDataSection {
  const { db } = deps;
  return {
    name: 'orders',
    async collect(userId) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt));
      const ids = rows.map((row) => row.id);
      const lines = ids.length
        ? await db
            .select()
            .from(orderLines)
            .where(inArray(orderLines.orderId, ids))
            .orderBy(asc(orderLines.position))
        : [];
      const timeline = ids.length
        ? await db
            .select({
              orderId: orderEvents.orderId,
              stage: orderEvents.stage,
              note: orderEvents.note,
              at: orderEvents.createdAt,
            })
            .from(orderEvents)
            .where(inArray(orderEvents.orderId, ids))
            .orderBy(asc(orderEvents.createdAt))
        : [];
      return rows.map((order) => ({
        id: order.id,
        placedAt: order.createdAt.toISOString(),
        shippingAddress: {
          fullName: order.fullName,
          phone: order.phone,
          address: order.address,
          city: order.city,
          state: order.state,
          postalCode: order.postalCode,
        },
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
        stage: order.stage,
        subtotalPaise: order.subtotalPaise,
        discountPaise: order.discountPaise,
        donationPaise: order.donationPaise,
        totalPaise: order.totalPaise,
        promotionCode: order.promotionCode,
        trackingNumber: order.trackingNumber,
        lines: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({
            title: line.title,
            size: line.size,
            quantity: line.quantity,
            unitPricePaise: line.unitPricePaise,
            productId: line.productId,
          })),
        timeline: timeline
          .filter((entry) => entry.orderId === order.id)
          .map((entry) => ({ stage: entry.stage, note: entry.note, at: entry.at.toISOString() })),
      }));
    },
    /** Orders still in progress (the contract's stages), and cancelled ones whose money is still owed. */
    async erasureFacts(executor, userId) {
      const open = await executor
        .select({ stage: orders.stage, refundDue: orders.refundDue })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            or(inArray(orders.stage, [...IN_PROGRESS_FULFILMENT_STAGES]), eq(orders.refundDue, true)),
          ),
        );
      return { orders: open };
    },
    async personalStrings(tx, userId) {
      const rows = await tx
        .selectDistinct({ fullName: orders.fullName, phone: orders.phone, address: orders.address })
        .from(orders)
        .where(eq(orders.userId, userId));
      return rows.flatMap((row) => [row.fullName, row.phone, row.address]);
    },
    async erase(tx, userId, erasure) {
      const ids = (await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map(
        (row) => row.id,
      );
      if (ids.length === 0) return;
      await tx
        .update(orders)
        .set({ fullName: erasure.pseudonym, phone: ERASED_FIELD, address: ERASED_FIELD })
        .where(eq(orders.userId, userId));
      await tx
        .update(orderEvents)
        .set({ note: scrubbedText(orderEvents.note, erasure) })
        .where(inArray(orderEvents.orderId, ids));
    },
  };
}
