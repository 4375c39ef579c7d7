/** The back office's side of the outbox (issue 32): an order's message log and staff's resend, wired once. */
import type { NotificationChannel } from '@zari/contract';
import type { QuietHours } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/service.js';
import { createListMessages } from './list-messages.js';
import * as repository from './repository.js';
import { createResendMessage } from './resend-message.js';
import type { NotificationRoute } from './service.js';

export type EventsAdminService = ReturnType<typeof createEventsAdminService>;

export function createEventsAdminService(deps: {
  db: Database;
  clock: Clock;
  quietHours: QuietHours;
  channels: readonly NotificationChannel[];
  route: NotificationRoute;
  audit: Pick<AuditService, 'record'>;
  orderExists: (orderId: string) => Promise<boolean>;
}) {
  return {
    listMessages: createListMessages({ db: deps.db, repository, orderExists: deps.orderExists }),
    resendMessage: createResendMessage({ ...deps, repository }),
  };
}
