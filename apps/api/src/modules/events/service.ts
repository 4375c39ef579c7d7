/**
 * Durable events (issue 32, DESIGN §10 Events). `recordEvent` writes an event and its delivery IN THE CALLER'S
 * TRANSACTION, so an order change and the message about it commit together or not at all; the events worker
 * (worker.ts) sends it afterwards. The channel is decided now, from the shopper's choice and consents: one
 * delivery, by WhatsApp when they chose it and consented, else SMS; none when they withdrew order updates.
 */
import {
  type NotificationChannel,
  type NotificationPayloads,
  type NotificationType,
  URGENT_NOTIFICATIONS,
} from '@zari/contract';
import type { QuietHours } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { afterQuietHours } from './quiet-hours.js';
import * as repository from './repository.js';

export interface EventInput<T extends NotificationType> {
  type: T;
  /** The shopper who hears of it; null for a complaint raised by a phone with no account (issue 34). */
  userId: string | null;
  payload: NotificationPayloads[T];
  /** Where it goes by SMS when `userId` is null: the phone verified by OTP, or the owner's (low stock). */
  recipient?: string;
  /**
   * The answer to the shopper's own request (a complaint's messages): sent by SMS even when they withdrew
   * order updates, since it is not an update they may opt out of.
   */
  essential?: boolean;
}

/** What an event is about: its order, its ticket (issue 34), or a payment no order used (`sold_out_refund`). */
function aggregateOf(payload: object): string {
  if ('orderId' in payload && typeof payload.orderId === 'string') return payload.orderId;
  if ('ticketId' in payload && typeof payload.ticketId === 'string') return payload.ticketId;
  if ('paymentAttemptId' in payload && typeof payload.paymentAttemptId === 'string') {
    return payload.paymentAttemptId;
  }
  throw new Error('event payload names no order and no ticket');
}

export type NotificationRoute = (
  tx: Executor,
  userId: string,
  available: readonly NotificationChannel[],
) => Promise<{ phone: string; channel: NotificationChannel | null } | undefined>;

/** An event with its delivery (none: `channel` null), as `recordEventSql` writes it. */
export interface EventRow {
  type: NotificationType;
  aggregateId: string;
  userId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  channel: NotificationChannel | null;
  recipient: string | null;
  nextAttemptAt: Date;
}

/** Where an event goes: the shopper's route, or its own recipient by SMS; none when nothing is to be sent. */
function deliveryTo(
  event: Pick<EventInput<NotificationType>, 'userId' | 'recipient' | 'essential'>,
  routed: { phone: string; channel: NotificationChannel | null } | undefined,
): { phone: string; channel: NotificationChannel } | undefined {
  const to = routed
    ? { phone: routed.phone, channel: routed.channel ?? (event.essential ? ('sms' as const) : null) }
    : event.recipient
      ? { phone: event.recipient, channel: 'sms' as const }
      : undefined;
  return to?.channel ? { phone: to.phone, channel: to.channel } : undefined;
}

/**
 * An event and its delivery written by a statement of another module, as CTEs: `rowParam` is a JSON
 * `EventRow` (or null: no event), written only when `gate` (an SQL boolean) holds, so it commits with the
 * change it tells of or not at all. Defines `event_row`, `event_written` and `delivery_written`.
 */
export function recordEventSql(rowParam: string, gate: string): string {
  return `event_row AS MATERIALIZED (
     SELECT e.* FROM jsonb_to_record(${rowParam}::jsonb) AS e(type text, "aggregateId" text, "userId" uuid,
       payload jsonb, "createdAt" timestamptz, channel text, recipient text, "nextAttemptAt" timestamptz)
     WHERE ${rowParam}::jsonb IS NOT NULL AND ${gate}
   ),
   event_written AS (
     INSERT INTO events (type, aggregate_id, user_id, payload, created_at)
     SELECT type, "aggregateId", "userId", payload, "createdAt" FROM event_row
     RETURNING id
   ),
   delivery_written AS (
     INSERT INTO deliveries (event_id, channel, recipient, next_attempt_at, created_at)
     SELECT w.id, r.channel, r.recipient, r."nextAttemptAt", r."createdAt" FROM event_written w, event_row r
     WHERE r.channel IS NOT NULL
     ON CONFLICT DO NOTHING
   )`;
}

export type EventsService = ReturnType<typeof createEventsService>;

export function createEventsService(deps: {
  clock: Clock;
  quietHours: QuietHours;
  /** The channels the SMS provider can send on (`SmsSender.channels`). */
  channels: readonly NotificationChannel[];
  /** The users module's rule: where this user's updates go (users/consents.ts `notificationRoute`). */
  route: NotificationRoute;
}) {
  const { clock, quietHours, channels, route } = deps;

  const service = {
    /**
     * Records `event` in `tx` (the caller's transaction) and queues its delivery; answers the event's id.
     * Nothing is sent here: a rolled-back transaction leaves no event and no message.
     */
    async recordEvent<T extends NotificationType>(tx: Executor, event: EventInput<T>): Promise<string> {
      const now = clock.now();
      const eventId = await repository.insertEvent(tx, {
        type: event.type,
        aggregateId: aggregateOf(event.payload),
        userId: event.userId,
        payload: event.payload as unknown as Record<string, unknown>,
        createdAt: now,
      });
      const routed = event.userId ? await route(tx, event.userId, channels) : undefined;
      const to = deliveryTo(event, routed);
      if (to) {
        await repository.insertDelivery(tx, {
          eventId,
          channel: to.channel,
          recipient: to.phone,
          nextAttemptAt: dueAt(event.type, now, quietHours),
          createdAt: now,
        });
      }
      return eventId;
    },

    /**
     * The event and its delivery as one row, for a statement that writes them with the change they tell of
     * (`recordEventSql`: the order's own statement, so they cost no round trip of their own). `routed` is
     * the shopper's route (users' `routeOf`) as read in the same transaction, under the shopper's lock.
     */
    eventRow<T extends NotificationType>(
      event: EventInput<T>,
      routed: { phone: string; channel: NotificationChannel | null } | undefined,
    ): EventRow {
      const now = clock.now();
      const to = deliveryTo(event, event.userId ? routed : undefined);
      return {
        type: event.type,
        aggregateId: aggregateOf(event.payload),
        userId: event.userId,
        payload: event.payload as unknown as Record<string, unknown>,
        createdAt: now,
        channel: to?.channel ?? null,
        recipient: to?.phone ?? null,
        nextAttemptAt: dueAt(event.type, now, quietHours),
      };
    },

    /** The channels the SMS provider can send on, for a caller that reads the route itself (`routeOf`). */
    channels,

    /**
     * Records a message to the store's owner (issue 31: low stock) in `tx`, queued by SMS to `phone` (store
     * settings' ownerPhone): no shopper, so no consents; quiet hours hold it like any other update.
     */
    recordOwnerEvent<T extends NotificationType>(
      tx: Executor,
      event: { type: T; phone: string; payload: NotificationPayloads[T] },
    ): Promise<string> {
      return service.recordEvent(tx, {
        type: event.type,
        userId: null,
        recipient: event.phone,
        payload: event.payload,
      });
    },

    /** The back office's message log of one order: each event's delivery, oldest first. */
    messageLog: (db: Executor, orderId: string) => repository.deliveriesOf(db, orderId),

    /**
     * Staff's resend of a failed delivery: back in the queue with fresh attempts, sent by the next poll.
     * Answers false for one that is not failed (queued, out, or already sent: never sent twice from here).
     */
    resendFailed: (db: Executor, deliveryId: string) => repository.requeueFailed(db, deliveryId, clock.now()),
  };
  return service;
}

/** When a message of `type` may go out at the earliest: `at`, or after quiet hours when it is not urgent. */
export function dueAt(type: NotificationType, at: Date, quietHours: QuietHours): Date {
  return URGENT_NOTIFICATIONS.has(type) ? at : afterQuietHours(at, quietHours);
}
