/**
 * Staff's steps on a return (issue 33), each under the return's row lock, checked against the contract's
 * state machine (a step not allowed now is 409 and changes nothing), written with its timeline step, the
 * shopper's message and the audit entry in one transaction:
 * approve (a manual pick-up date and notes) · reject (a reason) · picked up · received · quality check per
 * line — a passed line's pieces go back to stock through the inventory service, once (a line is checked
 * once, under the lock) — · refund (refund.ts).
 */
import {
  type AdminReturn,
  type AdminReturnPatch,
  mayActOnReturn,
  RETURN_ACTION_TARGET,
  RETURN_ADMIN_TEXT,
  RETURN_FLOW_TEXT,
  RETURN_MESSAGES,
  type ReturnState,
  stateAfterQualityCheck,
} from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { InventoryService } from '../inventory/service.js';
import type { StockWanted } from '../inventory/take-stock.js';
import type { SessionUser } from '../sessions/service.js';
import { adminReturnOf } from './get-return.js';
import type { ReturnPickups } from './pickup-port.js';
import * as repository from './repository.js';

export interface ActOnReturnDeps {
  db: Database;
  clock: Clock;
  inventory: Pick<InventoryService, 'restoreStock'>;
  events: Pick<EventsService, 'recordEvent'>;
  audit: Pick<AuditService, 'record'>;
  /** After a commit that put pieces back on the shelf: their cached catalogue answers are dropped. */
  onStockChange?: ((productIds: readonly string[]) => void | Promise<void>) | undefined;
  /** The carrier's reverse pick-up: with one that books, approve leaves it pending and books it after the commit. */
  pickups?: Pick<ReturnPickups, 'provider' | 'books'> | undefined;
  bookPickup?: ((returnId: string, includeFailed: boolean) => Promise<boolean>) | undefined;
  /** After a rejection committed: the carrier's return order, if one was created, is cancelled. */
  cancelPickup?: ((returnId: string, providerOrderId: string) => Promise<void>) | undefined;
}

type StepPatch = Exclude<AdminReturnPatch, { action: 'refund' | 'book_pickup' }>;

export function createActOnReturn(deps: ActOnReturnDeps) {
  const { db, clock, inventory, events, audit, onStockChange, pickups, bookPickup, cancelPickup } = deps;

  /** `actor` null: the carrier's tracking news (system), audited without an actor. */
  return async function actOnReturn(
    actor: SessionUser | null,
    returnId: string,
    patch: StepPatch,
  ): Promise<AdminReturn> {
    const now = clock.now();
    let carrierOrder: string | null = null;
    const restocked = await db.transaction(async (tx) => {
      const ret = await repository.lockReturn(tx, returnId);
      if (!ret) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
      const lines = await repository.linesOf(tx, [ret.id]);
      if (!mayActOnReturn({ state: ret.state, lines: lines.map(({ line }) => line) }, patch.action)) {
        throw new ConflictError(RETURN_ADMIN_TEXT.actionRefused);
      }
      const before = { state: ret.state, lines: lines.map(({ line }) => qcOf(line)) };
      let state: ReturnState = ret.state;
      let note: string | null = null;
      let productIds: string[] = [];
      let fields: Parameters<typeof repository.updateReturn>[2] = {};
      const tell = (event: Parameters<EventsService['recordEvent']>[1]) => events.recordEvent(tx, event);

      switch (patch.action) {
        case 'approve':
          state = RETURN_ACTION_TARGET.approve;
          note = patch.notes ?? null;
          fields = {
            pickupDate: patch.pickupDate,
            pickupNotes: patch.notes ?? null,
            ...(pickups?.books && { pickupProvider: pickups.provider, pickupStatus: 'pending' as const }),
          };
          await tell({
            type: 'return_pickup_scheduled',
            userId: ret.userId,
            payload: { orderId: ret.orderId, returnId: ret.id, pickupDate: patch.pickupDate },
          });
          break;
        case 'reject':
          state = RETURN_ACTION_TARGET.reject;
          note = patch.reason;
          fields = { rejectionReason: patch.reason };
          carrierOrder = ret.pickupProviderOrderId;
          await tell({
            type: 'return_rejected',
            userId: ret.userId,
            payload: { orderId: ret.orderId, returnId: ret.id, reason: patch.reason },
          });
          break;
        case 'picked_up':
          state = RETURN_ACTION_TARGET.picked_up;
          await tell({
            type: 'return_picked_up',
            userId: ret.userId,
            payload: { orderId: ret.orderId, returnId: ret.id },
          });
          break;
        case 'received':
          state = RETURN_ACTION_TARGET.received;
          await tell({
            type: 'return_received',
            userId: ret.userId,
            payload: { orderId: ret.orderId, returnId: ret.id },
          });
          break;
        case 'qc': {
          productIds = await qualityCheck(tx, lines, patch.lines, now, inventory);
          const checked = await repository.linesOf(tx, [ret.id]);
          state = stateAfterQualityCheck(checked.map(({ line }) => line));
          if (state === 'closed') {
            note = RETURN_FLOW_TEXT.closed;
            await tell({
              type: 'return_closed',
              userId: ret.userId,
              payload: { orderId: ret.orderId, returnId: ret.id },
            });
          }
          break;
        }
      }
      await repository.updateReturn(tx, ret.id, { ...fields, state, updatedAt: now });
      if (state !== ret.state) {
        await repository.insertReturnEvent(tx, {
          returnId: ret.id,
          state,
          note,
          actorId: actor?.id ?? null,
          createdAt: now,
        });
      }
      const after = await repository.linesOf(tx, [ret.id]);
      await audit.record(tx, {
        actorId: actor?.id ?? null,
        action: `return.${patch.action}`,
        entityType: 'return',
        entityId: ret.id,
        before,
        after: { state, lines: after.map(({ line }) => qcOf(line)), ...fields },
      });
      return productIds;
    });
    if (restocked.length > 0) await onStockChange?.(restocked);
    // After the approval committed: its failure is stored on the return, never thrown (staff retry).
    if (patch.action === 'approve' && pickups?.books) await bookPickup?.(returnId, false);
    if (carrierOrder) await cancelPickup?.(returnId, carrierOrder);
    return adminReturnOf(db, returnId, clock.now());
  };
}

function qcOf(line: repository.ReturnLineRow) {
  return {
    orderLineId: line.orderLineId,
    quantity: line.quantity,
    qcPassed: line.qcPassed,
    qcReason: line.qcReason,
  };
}

/**
 * Records each line's check (a line of this return, not checked before; a failure needs its reason) and puts
 * the passed lines' pieces back on the shelf through the inventory service, marking them restocked in the
 * same transaction. Answers the products whose stock came back.
 */
async function qualityCheck(
  tx: Transaction,
  lines: readonly repository.ReturnLineDetail[],
  checks: Extract<AdminReturnPatch, { action: 'qc' }>['lines'],
  now: Date,
  inventory: Pick<InventoryService, 'restoreStock'>,
): Promise<string[]> {
  if (new Set(checks.map((check) => check.lineId)).size !== checks.length) {
    throw new BadRequestError(RETURN_MESSAGES.duplicateLine);
  }
  const restock: StockWanted[] = [];
  for (const check of checks) {
    const entry = lines.find(({ line }) => line.orderLineId === check.lineId);
    if (!entry) throw new BadRequestError(RETURN_ADMIN_TEXT.qcLineUnknown);
    if (entry.line.qcPassed !== null) throw new ConflictError(RETURN_ADMIN_TEXT.qcAlreadyDone);
    const reason = check.reason?.trim() || null;
    if (!check.passed && !reason) throw new BadRequestError(RETURN_ADMIN_TEXT.qcReasonRequired);
    const passedNow = check.passed && entry.line.restockedAt === null;
    await repository.updateReturnLine(tx, entry.line.id, {
      qcPassed: check.passed,
      qcReason: check.passed ? null : reason,
      qcAt: now,
      ...(passedNow && { restockedAt: now }),
    });
    if (passedNow) {
      restock.push({
        productId: entry.productId,
        variantId: entry.variantId,
        size: entry.size,
        skuId: entry.skuId,
        quantity: entry.line.quantity,
      });
    }
  }
  return restock.length > 0 ? inventory.restoreStock(tx, restock) : [];
}
