/**
 * The development SMS provider: logs the message (code included, on purpose) and keeps it in Postgres so
 * the dev outbox works across instances and the end-to-end journeys can read the code. Order updates, by SMS
 * or WhatsApp, land in the same outbox with their channel and no code.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { SmsSender } from './types.js';

const OUTBOX_READ_LIMIT = 10;

export function createConsoleSms(deps: { db: Database; clock: Clock; log: FastifyBaseLogger }): SmsSender {
  const { db, clock, log } = deps;
  return {
    kind: 'console',
    channels: ['sms', 'whatsapp'],
    async send(message) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ ...message, sentAt: clock.now() })
        .returning({ id: smsOutbox.id });
      log.info(`console SMS to ${message.to}: ${message.body}`);
      return row ? { outboxId: row.id } : undefined;
    },
    async notify(message) {
      const [row] = await db
        .insert(smsOutbox)
        .values({
          to: message.to,
          body: message.body,
          code: '',
          channel: message.channel,
          sentAt: clock.now(),
        })
        .returning({ id: smsOutbox.id });
      log.info(`console ${message.channel} to ${message.to}: ${message.body}`);
      return { providerMessageId: row?.id };
    },
    async outbox(phone, ids) {
      if (ids?.length === 0) return [];
      return db
        .select({
          to: smsOutbox.to,
          body: smsOutbox.body,
          code: smsOutbox.code,
          channel: smsOutbox.channel,
          sentAt: smsOutbox.sentAt,
        })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.to, phone), ids ? inArray(smsOutbox.id, [...ids]) : undefined))
        .orderBy(desc(smsOutbox.sentAt))
        .limit(OUTBOX_READ_LIMIT);
    },
  };
}
