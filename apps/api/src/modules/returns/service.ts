/**
 * Returns (issue 33), built once in app.ts: the shopper's request and view, the back office's queue, detail
 * and steps, and `markReturnRefundSettled` for the refunds module. Stock comes back only through the
 * inventory service; refunds only through the `ReturnRefunds` port (refund-port.ts).
 */
import type { AdminReturnPatch, ReturnState } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FieldCipher } from '../../lib/encryption.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { ImagesService } from '../images/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import { createActOnReturn } from './act-on-return.js';
import { createCreateReturn } from './create-return.js';
import { adminReturnOf } from './get-return.js';
import { createListOrderReturns } from './list-order-returns.js';
import { createListReturns } from './list-returns.js';
import type { ReturnRefunds } from './refund-port.js';
import { createRefundReturn } from './refund-return.js';
import { createMarkReturnRefundSettled } from './settle-return-refund.js';
import { createUploadReturnPhoto } from './upload-return-photo.js';

export type ReturnsService = ReturnType<typeof createReturnsService>;

export function createReturnsService(deps: {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  inventory: Pick<InventoryService, 'restoreStock'>;
  images: Pick<ImagesService, 'store'>;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  refunds: ReturnRefunds | undefined;
  onStockChange?: ((productIds: readonly string[]) => void) | undefined;
}) {
  const { db, clock } = deps;
  const act = createActOnReturn(deps);
  const refund = createRefundReturn(deps);
  return {
    createReturn: createCreateReturn(deps),
    listOrderReturns: createListOrderReturns(deps),
    uploadPhoto: createUploadReturnPhoto(deps),
    listReturns: createListReturns(deps),
    getReturn: (returnId: string) => adminReturnOf(db, returnId, clock.now()),
    updateReturn(actor: SessionUser, returnId: string, patch: AdminReturnPatch) {
      return patch.action === 'refund'
        ? refund(actor, returnId, patch.transferReference)
        : act(actor, returnId, patch);
    },
    /** For the refunds module: `markReturnRefundSettled(tx, { returnId, refundId, status, failureReason? })`. */
    markReturnRefundSettled: createMarkReturnRefundSettled(deps),
  };
}

export type { ReturnState };
