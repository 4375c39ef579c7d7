/**
 * The carrier's tracking webhook (issue 32, and RTO of issue 33). Verified by its token (constant time): a
 * missing or wrong token is 401 and nothing is read. A status that moves the order goes through the orders
 * module's own use cases, the same staff use, so effects, invoice and messages are the same: picked up / in
 * transit → shipped, out for delivery, delivered (isDelivered, COD paid), RTO delivered → cancelled as returned
 * to origin (stock back once, credit note if invoiced, refund flagged if prepaid).
 *
 * Replays change nothing twice: each (AWB, status) is recorded once it was acted on, and a repeat is acknowledged
 * unread; beneath that, the state machine only moves forward on a locked row, so even a repeat racing the first
 * finds nothing left to do. An unknown AWB is acknowledged (2xx) and logged, not refused: Shiprocket retries a
 * non-2xx for days and then may disable the webhook, while the parcel is one this store did not book through it
 * (booked by hand, or by another channel on the same account) — nothing a retry could fix.
 */
import {
  ADMIN_TEXT,
  API_MESSAGES,
  type CarrierStatusMove,
  carrierMovesTo,
  carrierStatusKey,
  shiprocketStatusMove,
} from '@zari/contract';
import { ShiprocketTrackingUpdate } from '@zari/contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, BadRequestError, UnauthorizedError } from '../../lib/errors.js';
import type { ShippingProvider } from '../../providers/shipping/index.js';
import type { OrdersService } from '../orders/service.js';
import type { ShipmentsRepository } from './repository.js';

export type TrackingOutcome = 'applied' | 'replayed' | 'ignored' | 'unknown_awb' | 'refused';

/**
 * The returns module's side of the webhook (issue 33): a status for a return's reverse pick-up AWB (Shiprocket
 * marks it `is_return`) moves that return on. app.ts passes the returns service's `moveReturnByAwb`.
 */
export interface ReturnTracking {
  moveReturnByAwb(
    awb: string,
    news: CarrierStatusMove | undefined,
  ): Promise<'applied' | 'ignored' | 'unknown_awb'>;
}

export interface ReceiveTrackingDeps {
  db: Database;
  clock: Clock;
  provider: Pick<ShippingProvider, 'name' | 'verifyWebhookToken'>;
  repository: Pick<ShipmentsRepository, 'findByAwb' | 'orderStage' | 'trackingSeen' | 'recordTracking'>;
  orders: Pick<OrdersService, 'moveOrder' | 'cancelOrder'>;
  returns?: ReturnTracking | undefined;
}

export function createReceiveTracking({
  db,
  clock,
  provider,
  repository,
  orders,
  returns,
}: ReceiveTrackingDeps) {
  return async function receiveTracking(
    log: FastifyBaseLogger,
    call: { token: string | undefined; body: unknown },
  ): Promise<TrackingOutcome> {
    if (!provider.verifyWebhookToken(call.token)) {
      throw new UnauthorizedError(API_MESSAGES.carrierWebhookUnauthorized);
    }
    const parsed = ShiprocketTrackingUpdate.safeParse(call.body);
    if (!parsed.success || !parsed.data.awb) throw new BadRequestError(API_MESSAGES.carrierWebhookInvalid);
    const update = parsed.data;
    const awb = update.awb as string;
    const statusText = update.current_status ?? update.shipment_status ?? '';
    const statusId = update.current_status_id ?? update.shipment_status_id;
    const status = statusText ? carrierStatusKey(statusText) : `#${String(statusId ?? '')}`;

    const shipment = await repository.findByAwb(db, awb);
    if (!shipment && returns) {
      // A return's pick-up AWB? Replays are acknowledged unread as for a parcel; beneath that, the return's
      // state machine moves only forward under its lock.
      if (await repository.trackingSeen(db, awb, status)) return 'replayed';
      const outcome = await returns.moveReturnByAwb(awb, shiprocketStatusMove(statusText, statusId));
      if (outcome !== 'unknown_awb') {
        await repository.recordTracking(db, {
          awb,
          status,
          reportedAt: update.current_timestamp ?? null,
          receivedAt: clock.now(),
        });
        log.info({ awb, status, outcome, isReturn: update.is_return }, 'return pick-up tracking update');
        return outcome;
      }
    }
    if (!shipment) {
      log.warn({ awb, status }, 'tracking update for an AWB this store did not book; acknowledged');
      return 'unknown_awb';
    }
    const target = shiprocketStatusMove(statusText, statusId);
    if (await repository.trackingSeen(db, awb, status)) return 'replayed';
    const orderId = shipment.orderId;
    let outcome: TrackingOutcome = target ? 'applied' : 'ignored';
    try {
      if (target === 'returned_to_origin') {
        await orders.cancelOrder({
          actor: 'carrier',
          orderId,
          reason: 'returned_to_origin',
          note: ADMIN_TEXT.orders.returnedToOriginNote,
        });
      } else if (target) {
        const stage = await repository.orderStage(db, orderId);
        const moves = stage ? carrierMovesTo(stage, target) : [];
        if (moves.length === 0) outcome = 'ignored';
        for (const move of moves)
          await orders.moveOrder({ carrier: provider.name }, orderId, { status: move });
      }
    } catch (error) {
      // The order moved on meanwhile (cancelled by staff, delivered by hand): the carrier's news changes nothing.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      log.warn({ awb, status, orderId, reason: error.message }, 'tracking update refused by the order state');
      outcome = 'refused';
    }
    // Recorded once acted on: a fault before this answers 5xx, and Shiprocket's retry does the work then.
    await repository.recordTracking(db, {
      awb,
      status,
      reportedAt: update.current_timestamp ?? null,
      receivedAt: clock.now(),
    });
    log.info({ awb, status, orderId, outcome }, 'tracking update');
    return outcome;
  };
}
