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
  /** The shopper who hears of it. */
  userId: string;
  payload: NotificationPayloads[T];
}

export type NotificationRoute = (
  tx: Executor,
  userId: string,
  available: readonly NotificationChannel[],
) => Promise<{ phone: string; channel: NotificationChannel | null } | undefined>;

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

  return {
    /**
     * Records `event` in `tx` (the caller's transaction) and queues its delivery; answers the event's id.
     * Nothing is sent here: a rolled-back transaction leaves no event and no message.
     */
    async recordEvent<T extends NotificationType>(tx: Executor, event: EventInput<T>): Promise<string> {
      const now = clock.now();
      const eventId = await repository.insertEvent(tx, {
        type: event.type,
        aggregateId: event.payload.orderId,
        userId: event.userId,
        payload: event.payload as unknown as Record<string, unknown>,
        createdAt: now,
      });
      const to = await route(tx, event.userId, channels);
      if (to?.channel) {
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
     * Records a message to the store's owner (issue 31: low stock) in `tx`, queued by SMS to `phone` (store
     * settings' ownerPhone): no shopper, so no consents; quiet hours hold it like any other update.
     */
    async recordOwnerEvent<T extends NotificationType>(
      tx: Executor,
      event: { type: T; phone: string; payload: NotificationPayloads[T] },
    ): Promise<string> {
      const now = clock.now();
      const eventId = await repository.insertEvent(tx, {
        type: event.type,
        aggregateId: event.payload.orderId,
        userId: null,
        payload: event.payload as unknown as Record<string, unknown>,
        createdAt: now,
      });
      await repository.insertDelivery(tx, {
        eventId,
        channel: 'sms',
        recipient: event.phone,
        nextAttemptAt: dueAt(event.type, now, quietHours),
        createdAt: now,
      });
      return eventId;
    },

    /** The back office's message log of one order: each event's delivery, oldest first. */
    messageLog: (db: Executor, orderId: string) => repository.deliveriesOf(db, orderId),

    /**
     * Staff's resend of a failed delivery: back in the queue with fresh attempts, sent by the next poll.
     * Answers false for one that is not failed (queued, out, or already sent: never sent twice from here).
     */
    resendFailed: (db: Executor, deliveryId: string) => repository.requeueFailed(db, deliveryId, clock.now()),
  };
}

/** When a message of `type` may go out at the earliest: `at`, or after quiet hours when it is not urgent. */
export function dueAt(type: NotificationType, at: Date, quietHours: QuietHours): Date {
  return URGENT_NOTIFICATIONS.has(type) ? at : afterQuietHours(at, quietHours);
}
