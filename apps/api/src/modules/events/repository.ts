/** The outbox's queries: events and their deliveries (db/schema/events.ts). No other module reads these tables. */
import type { Locale, NotificationChannel, NotificationType } from '@zari/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveries, events } from '../../db/schema/index.js';

export async function insertEvent(
  tx: Executor,
  row: {
    type: NotificationType;
    aggregateId: string;
    userId: string | null;
    payload: Record<string, unknown>;
    createdAt: Date;
  },
) {
  const [event] = await tx.insert(events).values(row).returning({ id: events.id });
  if (!event) throw new Error('event insert returned nothing');
  return event.id;
}

export async function insertDelivery(
  tx: Executor,
  row: {
    eventId: string;
    channel: NotificationChannel;
    recipient: string;
    nextAttemptAt: Date;
    createdAt: Date;
  },
) {
  await tx.insert(deliveries).values(row).onConflictDoNothing();
}

export type ClaimedDelivery = {
  id: string;
  event_id: string;
  channel: NotificationChannel;
  recipient: string;
  attempts: number;
  type: NotificationType;
  payload: Record<string, unknown>;
  /** The shopper's language as it is when the message is sent (issue 35); English without an account. */
  locale: Locale;
};

/**
 * Takes up to `limit` due deliveries (queued and due, or sending with a lease that ran out) for this worker:
 * marks them `sending` under `claimId` until `leaseUntil` and counts the attempt. SKIP LOCKED lets workers on
 * other instances take other rows at the same moment, never the same one.
 */
export async function claimDue(
  db: Executor,
  options: { now: Date; leaseUntil: Date; claimId: string; limit: number; maxAttempts: number },
): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedDelivery>(sql`
    with due as (
      select id from deliveries
      where status in ('queued', 'sending')
        and next_attempt_at <= ${options.now.toISOString()}::timestamptz
        and attempts < ${options.maxAttempts}
      order by next_attempt_at
      limit ${options.limit}
      for update skip locked
    )
    update deliveries d
    set status = 'sending', attempts = d.attempts + 1, claim_id = ${options.claimId}::uuid,
        next_attempt_at = ${options.leaseUntil.toISOString()}::timestamptz
    from due, events e
    where d.id = due.id and e.id = d.event_id
    returning d.id, d.event_id, d.channel, d.recipient, d.attempts, e.type, e.payload,
      coalesce((select u.locale from users u where u.id = e.user_id), 'en') as locale`);
  return result.rows;
}

/**
 * A delivery whose last allowed attempt was claimed and never finished (its worker died): given up as failed.
 * Answers how many.
 */
export async function failAbandoned(db: Executor, now: Date, maxAttempts: number) {
  const result = await db.execute(sql`
    update deliveries
    set status = 'failed', claim_id = null,
        last_error = coalesce(last_error || '; ', '') || 'the last attempt never finished'
    where status = 'sending'
      and next_attempt_at <= ${now.toISOString()}::timestamptz
      and attempts >= ${maxAttempts}
    returning id`);
  return result.rows.length;
}

/** Only this claim's own attempt is marked: a worker whose lease ran out cannot overwrite another's. */
const ownClaim = (id: string, claimId: string) =>
  sql`${deliveries.id} = ${id} and ${deliveries.claimId} = ${claimId} and ${deliveries.status} = 'sending'`;

export async function markSent(
  db: Executor,
  id: string,
  claimId: string,
  fields: { body: string; providerMessageId: string | undefined; sentAt: Date },
) {
  const rows = await db
    .update(deliveries)
    .set({
      status: 'sent',
      claimId: null,
      lastError: null,
      body: fields.body,
      providerMessageId: fields.providerMessageId ?? null,
      sentAt: fields.sentAt,
    })
    .where(ownClaim(id, claimId))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

export async function scheduleRetry(
  db: Executor,
  id: string,
  claimId: string,
  fields: { nextAttemptAt: Date; lastError: string },
) {
  await db
    .update(deliveries)
    .set({ status: 'queued', claimId: null, ...fields })
    .where(ownClaim(id, claimId));
}

export async function markFailed(db: Executor, id: string, claimId: string, lastError: string) {
  await db
    .update(deliveries)
    .set({ status: 'failed', claimId: null, lastError })
    .where(ownClaim(id, claimId));
}

/** What the metrics show: how many wait, how many are out, and how late the oldest due one is. */
export async function backlog(db: Executor, now: Date) {
  const result = await db.execute<{ queued: string; sending: string; oldest_due: string | null }>(sql`
    select count(*) filter (where status = 'queued') as queued,
           count(*) filter (where status = 'sending') as sending,
           extract(epoch from min(next_attempt_at)
             filter (where next_attempt_at <= ${now.toISOString()}::timestamptz))::float8 as oldest_due
    from deliveries where status in ('queued', 'sending')`);
  const row = result.rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    sending: Number(row?.sending ?? 0),
    oldestDue: row?.oldest_due == null ? undefined : new Date(Number(row.oldest_due) * 1000),
  };
}

/** A failed delivery goes back in the queue with fresh attempts (staff's resend); answers whether it did. */
export async function requeueFailed(db: Executor, deliveryId: string, now: Date) {
  const rows = await db
    .update(deliveries)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, claimId: null })
    .where(sql`${deliveries.id} = ${deliveryId} and ${deliveries.status} = 'failed'`)
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** The message log of one aggregate (an order), oldest first: for the back office. */
export async function deliveriesOf(db: Executor, aggregateId: string) {
  return db
    .select({
      deliveryId: deliveries.id,
      eventId: events.id,
      type: events.type,
      createdAt: events.createdAt,
      channel: deliveries.channel,
      recipient: deliveries.recipient,
      status: deliveries.status,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
      body: deliveries.body,
      sentAt: deliveries.sentAt,
    })
    .from(events)
    .innerJoin(deliveries, eq(deliveries.eventId, events.id))
    .where(eq(events.aggregateId, aggregateId))
    .orderBy(asc(events.createdAt), asc(deliveries.createdAt));
}

// The back office's message log and resend (issue 32).

/** The events of one aggregate (an order), oldest first, each with all its deliveries, resends included. */
export async function messagesOf(db: Executor, aggregateId: string) {
  const eventRows = await db
    .select({ id: events.id, type: events.type, createdAt: events.createdAt })
    .from(events)
    .where(eq(events.aggregateId, aggregateId))
    .orderBy(asc(events.createdAt), asc(events.id));
  if (eventRows.length === 0) return [];
  const deliveryRows = await db
    .select(deliveryColumns)
    .from(deliveries)
    .where(
      inArray(
        deliveries.eventId,
        eventRows.map((event) => event.id),
      ),
    )
    .orderBy(asc(deliveries.createdAt), asc(deliveries.resent), asc(deliveries.id));
  return eventRows.map((event) => ({
    ...event,
    deliveries: deliveryRows.filter((delivery) => delivery.eventId === event.id),
  }));
}

const deliveryColumns = {
  id: deliveries.id,
  eventId: deliveries.eventId,
  channel: deliveries.channel,
  recipient: deliveries.recipient,
  status: deliveries.status,
  attempts: deliveries.attempts,
  sentAt: deliveries.sentAt,
  lastError: deliveries.lastError,
  resent: deliveries.resent,
  createdAt: deliveries.createdAt,
};
export type DeliveryRow = { [K in keyof typeof deliveryColumns]: (typeof deliveries.$inferSelect)[K] };

/**
 * The event of this aggregate, locked until the transaction ends: two resends of one event take turns, so
 * the second sees the first's delivery still waiting.
 */
export async function lockEventOf(tx: Executor, eventId: string, aggregateId: string) {
  const [row] = await tx
    .select({ id: events.id, type: events.type, userId: events.userId })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.aggregateId, aggregateId)))
    .for('update');
  return row;
}

/** Whether a delivery of this event is still waiting or being sent. */
export async function hasUnfinishedDelivery(tx: Executor, eventId: string) {
  const [row] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.eventId, eventId), inArray(deliveries.status, ['queued', 'sending'])))
    .limit(1);
  return row !== undefined;
}

export async function insertResend(
  tx: Executor,
  row: {
    eventId: string;
    channel: NotificationChannel;
    recipient: string;
    nextAttemptAt: Date;
    createdAt: Date;
  },
): Promise<DeliveryRow> {
  const [delivery] = await tx
    .insert(deliveries)
    .values({ ...row, resent: true })
    .returning(deliveryColumns);
  if (!delivery) throw new Error('delivery insert returned nothing');
  return delivery;
}
