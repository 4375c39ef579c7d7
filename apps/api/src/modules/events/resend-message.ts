/**
 * Staff's Resend of one order update (issue 32): a NEW delivery of the event, queued for the events worker —
 * nothing is sent in the request. It goes where the shopper's updates go now (their phone and channel, as
 * users/consents.ts decides), at the earliest the event's quiet-hours rule allows, and is audited in the same
 * transaction.
 *
 * Once per click: a repeat of the request with the same Idempotency-Key answers the first delivery (the
 * idempotency module), and without a key the rule below stops a double click: while a delivery of the event
 * is still waiting or being sent, a resend is refused (409), as that one is about to go anyway.
 */
import { ADMIN_MESSAGES, type NotificationChannel, type OrderMessageDelivery } from '@zari/contract';
import type { QuietHours } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { IdempotencyRecord } from '../idempotency/service.js';
import type { SessionUser } from '../sessions/service.js';
import { toMessageDelivery } from './list-messages.js';
import type * as eventsRepository from './repository.js';
import { dueAt, type NotificationRoute } from './service.js';

export function createResendMessage(deps: {
  db: Database;
  clock: Clock;
  quietHours: QuietHours;
  channels: readonly NotificationChannel[];
  route: NotificationRoute;
  repository: Pick<typeof eventsRepository, 'lockEventOf' | 'hasUnfinishedDelivery' | 'insertResend'>;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, clock, quietHours, channels, route, repository, audit } = deps;

  return async function resendMessage(
    actor: SessionUser,
    target: { orderId: string; eventId: string },
    record?: IdempotencyRecord<OrderMessageDelivery>,
  ): Promise<OrderMessageDelivery> {
    return db.transaction(async (tx) => {
      const event = await repository.lockEventOf(tx, target.eventId, target.orderId);
      if (!event) throw new NotFoundError(ADMIN_MESSAGES.messageNotFound);
      if (await repository.hasUnfinishedDelivery(tx, event.id)) {
        throw new ConflictError(ADMIN_MESSAGES.messageStillQueued);
      }
      const to = event.userId ? await route(tx, event.userId, channels) : undefined;
      if (!to?.channel) throw new ConflictError(ADMIN_MESSAGES.orderUpdatesOff);
      const now = clock.now();
      const delivery = toMessageDelivery(
        await repository.insertResend(tx, {
          eventId: event.id,
          channel: to.channel,
          recipient: to.phone,
          nextAttemptAt: dueAt(event.type, now, quietHours),
          createdAt: now,
        }),
      );
      await audit.record(tx, {
        actorId: actor.id,
        action: 'order.message.resend',
        entityType: 'order',
        entityId: target.orderId,
        after: { eventId: event.id, type: event.type, deliveryId: delivery._id, channel: delivery.channel },
      });
      await record?.write(tx, delivery);
      return delivery;
    });
  };
}
