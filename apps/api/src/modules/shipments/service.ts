/**
 * Shipments with a carrier (issue 32), built once in app.ts: what the pack move adds in its transaction (a
 * pending shipment) and starts after its commit (booking it), the retry job for shipments the carrier did not
 * book yet, staff's "Create shipment" and label download, the tracking webhook, and the back office's view of
 * an order's shipment. With SHIPPING_PROVIDER=manual it books nothing and the webhook refuses every call.
 */
import { ADMIN_MESSAGES, type AdminShipment, API_MESSAGES, type OrderCancelReason } from '@zari/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ShippingProvider } from '../../providers/shipping/index.js';
import type { FileStorage } from '../../providers/storage/index.js';
import type { AuditService } from '../audit/service.js';
import type { OrdersService } from '../orders/service.js';
import type { SessionUser } from '../sessions/service.js';
import { createBookShipment } from './book-shipment.js';
import { createReceiveTracking, type ReturnTracking } from './receive-tracking.js';
import { shipmentsRepository } from './repository.js';

export type ShipmentsService = ReturnType<typeof createShipmentsService>;

/** How often each instance looks for shipments due another attempt. */
const RETRY_POLL_MS = 30_000;

export function createShipmentsService(deps: {
  db: Database;
  clock: Clock;
  provider: ShippingProvider;
  timeoutMs: number;
  documents: FileStorage;
  orders: Pick<OrdersService, 'recordShipment' | 'moveOrder' | 'cancelOrder' | 'getOrder'>;
  /** Tracking news for a return's pick-up AWB goes to the returns module (issue 33). */
  returns?: ReturnTracking | undefined;
  audit: Pick<AuditService, 'record'>;
  log: FastifyBaseLogger;
}) {
  const { db, clock, provider, documents, orders, log } = deps;
  const repository = shipmentsRepository;
  const bookShipment = createBookShipment({ ...deps, repository });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** One pass of the retry job: every due shipment, one after another. */
  async function retryDue(limit = 20) {
    for (const orderId of await repository.dueShipments(db, clock.now(), limit)) await bookShipment(orderId);
  }

  return {
    /** The shipping provider: the returns work books reverse pick-ups through `provider.createReturnPickup`. */
    provider,

    /** In the pack move's transaction: the parcel is to be booked (with a carrier that books). */
    async enqueue(tx: Transaction, orderId: string) {
      if (provider.books) await repository.insertPending(tx, orderId, provider.name, clock.now());
    },

    /**
     * After the pack committed: the first attempt, now; its failure is recorded, never thrown. Staff's answer
     * waits for it at most about one carrier timeout; a slower attempt goes on (it holds the row) and the
     * order screen shows its outcome when it lands.
     */
    async afterPacked(orderId: string) {
      if (!provider.books) return;
      const attempt = bookShipment(orderId).catch((error: unknown) =>
        log.error({ err: error, orderId }, 'booking the shipment failed'),
      );
      let timer: NodeJS.Timeout | undefined;
      const patience = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deps.timeoutMs + 1000);
      });
      await Promise.race([attempt, patience]);
      clearTimeout(timer);
    },

    retryDue,

    /**
     * After an order was cancelled: its shipment is not booked any more, and a carrier order already created is
     * cancelled with the carrier (a pick-up would otherwise come). A parcel returned to origin had left: its
     * carrier order is closed by the carrier. A carrier that refuses is logged and said on the shipment.
     */
    async afterCancelled(orderId: string, reason: OrderCancelReason) {
      if (reason === 'returned_to_origin') return;
      const row = await repository.findByOrder(db, orderId);
      if (!row || row.status === 'cancelled') return;
      let lastError: string | null = null;
      if (row.providerOrderId) {
        try {
          await provider.cancelShipment(row.providerOrderId);
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error);
          log.warn({ orderId, reason: lastError }, 'the carrier did not cancel the shipment');
        }
      }
      await repository.saveShipment(db, row.id, {
        status: 'cancelled',
        nextAttemptAt: null,
        lastError,
        updatedAt: clock.now(),
      });
    },

    /** Staff's "Create shipment": a packed order's booking now, a failed one retried; why not, when not. */
    async createByStaff(user: SessionUser, orderId: string) {
      if (!provider.books) throw new ConflictError(ADMIN_MESSAGES.shipmentNotCarrier);
      const order = await orders.getOrder(orderId);
      if (order.status !== 'packed') throw new ConflictError(ADMIN_MESSAGES.shipmentNotPacked);
      const before = await repository.findByOrder(db, orderId);
      await db.transaction((tx) => repository.insertPending(tx, orderId, provider.name, clock.now()));
      try {
        await bookShipment(orderId, { byStaff: true });
      } finally {
        // Staff asked the carrier to book it: audited whether the carrier did or not.
        const after = await repository.findByOrder(db, orderId);
        await db.transaction((tx) =>
          deps.audit.record(tx, {
            actorId: user.id,
            action: 'order.shipment',
            entityType: 'order',
            entityId: orderId,
            before: { shipment: before?.status ?? null, awb: before?.awb ?? null },
            after: {
              shipment: after?.status ?? null,
              awb: after?.awb ?? null,
              error: after?.lastError ?? null,
            },
          }),
        );
      }
    },

    async label(orderId: string) {
      const shipment = await repository.findByOrder(db, orderId);
      if (!shipment) {
        if (!(await repository.orderStage(db, orderId))) throw new NotFoundError(API_MESSAGES.orderNotFound);
        throw new NotFoundError(ADMIN_MESSAGES.labelNotReady);
      }
      if (!shipment.labelKey) throw new NotFoundError(ADMIN_MESSAGES.labelNotReady);
      const bytes = await documents.read(shipment.labelKey);
      if (!bytes) throw new Error(`stored label missing: ${shipment.labelKey}`);
      return { fileName: `label-${shipment.awb ?? orderId}.pdf`, bytes };
    },

    async summary(orderId: string): Promise<AdminShipment | undefined> {
      const row = await repository.findByOrder(db, orderId);
      if (!row) return undefined;
      return {
        provider: row.provider,
        status: row.status,
        awb: row.awb,
        courier: row.courier,
        labelReady: row.labelKey !== null,
        attempts: row.attempts,
        lastError: row.lastError,
      };
    },

    receiveTracking: createReceiveTracking({
      db,
      clock,
      provider,
      repository,
      orders,
      returns: deps.returns,
    }),

    /** The retry job on this instance (every instance may run it: an attempt holds its row). */
    start() {
      if (!provider.books || timer) return;
      const tick = () => {
        running = retryDue()
          .catch((error: unknown) => log.error({ err: error }, 'the shipment retry job failed'))
          .finally(() => {
            running = undefined;
            if (timer) timer = setTimeout(tick, RETRY_POLL_MS).unref();
          });
      };
      timer = setTimeout(tick, RETRY_POLL_MS).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
