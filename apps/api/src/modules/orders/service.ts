/**
 * The orders domain's use cases, each in its own file, wired once with the orders repository (app.ts builds
 * this once and hands it to the routes and to payments). What orders can do, at a glance:
 * price-order, place-order (with discount-order), cancel-order (shopper, staff, carrier and the sweep),
 * confirm-order (the shopper's COD confirmation, signed in or by the link's token, confirmation-token),
 * get-cod-confirmation (the link's page), cancel-unconfirmed-orders (the auto-cancel sweep), move-order and
 * ship-orders (staff), record-shipment (the carrier's AWB), list-orders, get-order,
 * pay-order (what payments calls); to-order maps rows to what leaves the server.
 */
import type { AdminShipment, OrderCancelReason, OrderPayload } from '@zari/contract';
import type { Database, Transaction } from '../../db/client.js';
import type { OrderDraft } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import type { AuditService } from '../audit/service.js';
import type { EventsService } from '../events/service.js';
import type { LowStockAlert } from '../inventory/low-stock-alert.js';
import type { InventoryService } from '../inventory/service.js';
import type { SessionUser } from '../sessions/service.js';
import { createCancelLocked, createCancelOrder, type OrderCancelHook } from './cancel-order.js';
import { createCancelUnconfirmedOrders } from './cancel-unconfirmed-orders.js';
import { createConfirmOrder } from './confirm-order.js';
import { createConfirmationTokens } from './confirmation-token.js';
import { createDiscountOrder, expectedDiscountOf, type OrderPromotions } from './discount-order.js';
import { createGetCodConfirmation } from './get-cod-confirmation.js';
import { createGetOrder, createGetShopperOrder } from './get-order.js';
import { createListAdminOrders, createListShopperOrders } from './list-orders.js';
import { createMoveOrder, type OrderCommittedHook, type OrderMoveHook } from './move-order.js';
import { createPayOrder } from './pay-order.js';
import type { OrderPaymentAttempts } from './payment-attempts.js';
import { createPlaceOrder } from './place-order.js';
import { createPriceBag, createPriceOrder } from './price-order.js';
import { createRecordShipment } from './record-shipment.js';
import { ordersRepository } from './repository.js';
import { createShipOrders } from './ship-orders.js';
import type { InvoiceSummaries, RefundSummaries } from './to-order.js';

export type { OrderKey } from './place-order.js';

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  inventory: InventoryService;
  /** The payment attempts an online order claims and a cancel flags (payments' implementation). */
  attempts: OrderPaymentAttempts;
  audit: Pick<AuditService, 'record'>;
  /** Redeemed in the placing transaction, given back in the cancel's (issue 29). */
  promotions: OrderPromotions;
  /** What the shopper hears of (issue 32): recorded in the transaction of the change it tells of. */
  events: Pick<EventsService, 'recordEvent' | 'eventRow' | 'channels'>;
  /** Called after a commit that moved stock, with the products it moved, so their cached answers are dropped. */
  onStockChange?: (productIds: readonly string[]) => void | Promise<void>;
  metrics: Pick<Metrics, 'orderPlaced' | 'orderBatch' | 'orderQueue'>;
  /** How many batches of cash-on-delivery orders may be placed at once (each holds a connection). */
  orderBatchLanes?: number;
  /** Issue 31: the owner's low-stock message, in the placing transaction (inventory/low-stock-alert.ts). */
  lowStockAlert?: LowStockAlert;
  /** Work done in the transaction of a staff move (issue 30: the invoice at shipping). */
  onMoved?: readonly OrderMoveHook[];
  /** Work started once a staff or carrier move committed (issue 32: booking the parcel after Packed). */
  afterCommit?: readonly OrderCommittedHook[];
  /** Work done in a cancel's transaction (issue 33: the credit note of an invoiced order). */
  onCancelled?: readonly OrderCancelHook[];
  /** Work started once a cancel committed (issue 32: the carrier's booking of a parcel that had not left). */
  afterCancelled?: readonly ((cancel: { orderId: string; reason: OrderCancelReason }) => Promise<void>)[];
  /** The shipments module's view of an order's shipment, for the back office's order (issue 32). */
  shipmentOf?: (orderId: string) => Promise<AdminShipment | undefined>;
  /** The invoices module's summaries, merged into the order JSON as `invoice` and `creditNotes` (issue 30). */
  invoiceSummaries: InvoiceSummaries;
  /** The refunds module's, merged into the order JSON as `refunds` (issue 33). */
  refundSummaries?: RefundSummaries;
  /** Keys the COD confirmation link's token (a purpose-bound key is derived from it). */
  authSecret: string;
  /** How long a COD order awaits its confirmation before it is cancelled (COD_CONFIRM_HOURS). */
  codConfirmHours: number;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, clock, inventory, attempts, audit, promotions, events, onStockChange, metrics } = deps;
  const repository = ordersRepository;
  const priceOrder = createPriceOrder({ db, repository });
  const confirmationTokens = createConfirmationTokens(deps.authSecret);
  const discounts = createDiscountOrder({ db, clock, promotions });
  const cancelDeps = {
    db,
    clock,
    repository,
    inventory,
    attempts,
    promotions,
    events,
    audit,
    onStockChange,
    onCancelled: deps.onCancelled,
    afterCancelled: deps.afterCancelled,
  };
  const cancelOrder = createCancelOrder(cancelDeps);
  const moveOrder = createMoveOrder({
    db,
    clock,
    repository,
    cancelOrder,
    events,
    audit,
    onMoved: deps.onMoved,
    afterCommit: deps.afterCommit,
  });
  const cancelUnconfirmedOrders = createCancelUnconfirmedOrders({
    db,
    clock,
    repository,
    cancelLocked: createCancelLocked(cancelDeps),
    onStockChange,
  });
  const { placeOrder, placeFromDraft } = createPlaceOrder({
    db,
    clock,
    codConfirmHours: deps.codConfirmHours,
    confirmationTokens,
    repository,
    priceOrder,
    discounts,
    events,
    inventory,
    attempts,
    onStockChange,
    metrics,
    orderBatchLanes: deps.orderBatchLanes,
    lowStockAlert: deps.lowStockAlert,
  });
  return {
    /** The order as it will be charged, promotion included: what payments asks the shopper to pay. */
    async priceOrder(user: SessionUser, payload: OrderPayload): Promise<OrderDraft> {
      return discounts.price(user.id, await priceOrder(user, payload), expectedDiscountOf(payload));
    },
    priceBag: createPriceBag({ db, repository }),
    placeOrder,
    placeFromDraft,
    /**
     * Locks the shopper's account row FOR KEY SHARE (repository.lockShoppers) in the caller's transaction, for
     * a use case outside orders that writes for the shopper (the payment webhook placing a paid order, a return
     * request): taken first, as every order placement takes it, so it and an erasure (the row FOR UPDATE)
     * take turns instead of waiting in a circle (issue 34). False when the account has been erased.
     */
    lockShopper: async (tx: Transaction, userId: string) =>
      (await repository.lockShoppers(tx, [userId])).has(userId),
    cancelOrder,
    ...createConfirmOrder({ db, clock, repository, events, tokens: confirmationTokens }),
    getCodConfirmation: createGetCodConfirmation({ db, clock, repository, tokens: confirmationTokens }),
    cancelUnconfirmedOrders,
    moveOrder,
    shipOrders: createShipOrders({ moveOrder }),
    listShopperOrders: createListShopperOrders({
      db,
      clock,
      repository,
      invoiceSummaries: deps.invoiceSummaries,
      refundSummaries: deps.refundSummaries,
    }),
    listAdminOrders: createListAdminOrders({ db, repository }),
    getOrder: createGetOrder({
      db,
      clock,
      repository,
      invoiceSummaries: deps.invoiceSummaries,
      refundSummaries: deps.refundSummaries,
      shipmentOf: deps.shipmentOf,
    }),
    recordShipment: createRecordShipment({ db, clock, repository }),
    getShopperOrder: createGetShopperOrder({
      db,
      clock,
      repository,
      invoiceSummaries: deps.invoiceSummaries,
      refundSummaries: deps.refundSummaries,
    }),
    /** Whether an order of this id exists (the events module's message log asks before it answers). */
    orderExists: async (orderId: string) => (await repository.findOrderOwner(db, orderId)) !== undefined,
    ...createPayOrder({ repository }),
  };
}
