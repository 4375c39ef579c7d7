/**
 * Issue 34: the messages sent to the shopper (order updates by SMS or WhatsApp). Erasure keeps the log of
 * what was sent about an order, with the recipient's phone and any personal string in text or payload replaced.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deliveries, events } from '../../db/schema/index.js';
import { type PersonalDataSection, scrubbedJson, scrubbedText } from '../privacy/sections.js';

export function eventsPersonalData(deps: { db: Database }): PersonalDataSection {
  const { db } = deps;
  return {
    name: 'messages',
    async collect(userId) {
      const rows = await db
        .select({
          type: events.type,
          about: events.aggregateId,
          channel: deliveries.channel,
          to: deliveries.recipient,
          status: deliveries.status,
          text: deliveries.body,
          sentAt: deliveries.sentAt,
        })
        .from(deliveries)
        .innerJoin(events, eq(events.id, deliveries.eventId))
        .where(eq(events.userId, userId))
        .orderBy(asc(deliveries.createdAt));
      return rows.map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null }));
    },
    async erase(tx, userId, erasure) {
      const ofUser = tx.select({ id: events.id }).from(events).where(eq(events.userId, userId));
      await tx
        .update(deliveries)
        .set({ recipient: '', body: scrubbedText(deliveries.body, erasure) })
        .where(inArray(deliveries.eventId, ofUser));
      await tx
        .update(events)
        .set({ payload: scrubbedJson(events.payload, erasure) })
        .where(eq(events.userId, userId));
    },
  };
}
