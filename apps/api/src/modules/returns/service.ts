/**
 * Returns (issue 33), built once in app.ts: the shopper's request and view, the back office's queue, detail
 * and steps, and `markReturnRefundSettled` for the refunds module. Stock comes back only through the
 * inventory service; refunds only through the `ReturnRefunds` port (refund-port.ts).
 */
import {
  type AdminReturnPatch,
  type CarrierStatusMove,
  carrierReturnMoves,
  RETURN_ADMIN_TEXT,
  type ReturnState,
} from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FieldCipher } from '../../lib/encryption.js';
import { AppError, ConflictError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { ImagesService } from '../images/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { OrdersService } from '../orders/service.js';
import type { SessionUser } from '../sessions/service.js';
import { createActOnReturn } from './act-on-return.js';
import { createBookReturnPickup, createCancelReturnPickup } from './book-return-pickup.js';
import { createCreateReturn } from './create-return.js';
import { adminReturnOf } from './get-return.js';
import { createListOrderReturns } from './list-order-returns.js';
import { createListReturns } from './list-returns.js';
import type { ReturnPickups } from './pickup-port.js';
import type { ReturnRefunds } from './refund-port.js';
import { createRefundReturn } from './refund-return.js';
import * as repository from './repository.js';
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
  /** The shopper's account, locked before a return request's order (issue 34: erasure takes turns with it). */
  orders: Pick<OrdersService, 'lockShopper'>;
  refunds: ReturnRefunds | undefined;
  onStockChange?: ((productIds: readonly string[]) => void | Promise<void>) | undefined;
  /** The carrier's reverse pick-up (pickup-port.ts); undefined or `books: false`: staff schedule it by hand. */
  pickups?: ReturnPickups | undefined;
  pickupTimeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>;
}) {
  const { db, clock, audit } = deps;
  const log = deps.log ?? { error: () => {}, info: () => {}, warn: () => {} };
  const bookPickup = createBookReturnPickup({
    db,
    clock,
    pickups: deps.pickups,
    pickupTimeoutMs: deps.pickupTimeoutMs ?? 10_000,
    log,
  });
  // After an approval committed, nothing the booking meets (the database included) fails the approval's
  // answer: the return stays pending or booking, and staff's "Book pick-up" takes it again.
  const cancelPickup = createCancelReturnPickup({ db, pickups: deps.pickups, log });
  const act = createActOnReturn({
    ...deps,
    cancelPickup: (returnId, providerOrderId) =>
      cancelPickup(returnId, providerOrderId).catch((error: unknown) => {
        log.error({ err: error, returnId }, 'cancelling the return pick-up failed');
      }),
    bookPickup: (returnId, includeFailed) =>
      bookPickup(returnId, includeFailed).catch((error: unknown) => {
        log.error({ err: error, returnId }, 'booking the return pick-up failed');
        return false;
      }),
  });

  /** Staff's "Book pick-up" after a failure: one more attempt, audited with what it gave. */
  async function retryPickup(actor: SessionUser, returnId: string) {
    const before = await repository.findReturn(db, returnId);
    if (!before) return adminReturnOf(db, returnId, clock.now());
    if (!(await bookPickup(returnId, true))) throw new ConflictError(RETURN_ADMIN_TEXT.bookPickupRefused);
    const after = await repository.findReturn(db, returnId);
    await db.transaction((tx) =>
      audit.record(tx, {
        actorId: actor.id,
        action: 'return.book_pickup',
        entityType: 'return',
        entityId: returnId,
        before: { pickupStatus: before.pickupStatus, pickupFailure: before.pickupFailure },
        after: {
          pickupStatus: after?.pickupStatus ?? null,
          pickupAwb: after?.pickupAwb ?? null,
          pickupFailure: after?.pickupFailure ?? null,
        },
      }),
    );
    return adminReturnOf(db, returnId, clock.now());
  }
  const refund = createRefundReturn(deps);
  return {
    createReturn: createCreateReturn(deps),
    listOrderReturns: createListOrderReturns(deps),
    uploadPhoto: createUploadReturnPhoto(deps),
    listReturns: createListReturns(deps),
    getReturn: (returnId: string) => adminReturnOf(db, returnId, clock.now()),
    updateReturn(actor: SessionUser, returnId: string, patch: AdminReturnPatch) {
      if (patch.action === 'book_pickup') return retryPickup(actor, returnId);
      return patch.action === 'refund'
        ? refund(actor, returnId, patch.transferReference)
        : act(actor, returnId, patch);
    },
    /**
     * The carrier's tracking news for a pick-up AWB (the shipments module's webhook, through app.ts): the
     * return moves on through staff's own steps, without an actor. `unknown_awb`: no return has this AWB.
     * A return already past the step (a repeat, or staff were first) is `ignored`.
     */
    async moveReturnByAwb(
      awb: string,
      news: CarrierStatusMove | undefined,
    ): Promise<'applied' | 'ignored' | 'unknown_awb'> {
      const ret = await repository.findReturnByPickupAwb(db, awb);
      if (!ret) return 'unknown_awb';
      let outcome: 'applied' | 'ignored' = 'ignored';
      for (const step of carrierReturnMoves(ret.state, news)) {
        try {
          await act(null, ret.id, { action: step });
          outcome = 'applied';
        } catch (error) {
          // Moved on meanwhile (a repeat racing this one, or staff): nothing left to do.
          if (!(error instanceof AppError && error.statusCode === 409)) throw error;
          log.warn({ awb, returnId: ret.id, step }, 'return tracking step refused by the return state');
          break;
        }
      }
      return outcome;
    },
    /** For the refunds module: `markReturnRefundSettled(tx, { returnId, refundId, status, failureReason? })`. */
    markReturnRefundSettled: createMarkReturnRefundSettled(deps),
  };
}

export type { ReturnState };
