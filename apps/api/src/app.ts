/**
 * buildApp(deps) assembles the API from its parts and never listens: server.ts does that, and tests call
 * `app.inject` or listen on a free port. Every dependency is passed in (STYLE: dependencies are passed in).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { LOW_STOCK_THRESHOLD } from '@zari/contract';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, demoRoutesAllowed } from './config.js';
import type { Database } from './db/client.js';
import { type CacheBus, createCacheBus } from './lib/cache-bus.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createFieldCipher } from './lib/encryption.js';
import { createMetrics, type Metrics } from './lib/metrics.js';
import { createPeriodicSweep, type PeriodicSweep } from './lib/periodic-sweep.js';
import { createRateLimitCounter, type RateLimitCounter } from './lib/rate-limit-counter.js';
import { createResponseCache, type ResponseCache } from './lib/response-cache.js';
import { adminAuditRoutes } from './modules/audit/admin-routes.js';
import { auditPersonalData } from './modules/audit/personal-data.js';
import { createAuditService } from './modules/audit/service.js';
import { authPersonalData } from './modules/auth/personal-data.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { adminCatalogRoutes } from './modules/catalog/admin-routes.js';
import { createAdminCatalogService } from './modules/catalog/admin-service.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogService, STOCK_TAG } from './modules/catalog/service.js';
import { adminMessageRoutes } from './modules/events/admin-routes.js';
import { createEventsAdminService } from './modules/events/admin-service.js';
import { eventsPersonalData } from './modules/events/personal-data.js';
import { createEventsService } from './modules/events/service.js';
import { createEventsWorker } from './modules/events/worker.js';
import { healthRoutes } from './modules/health/routes.js';
import { createIdempotencyService } from './modules/idempotency/service.js';
import { createImagesService } from './modules/images/service.js';
import type { LowStockSettings } from './modules/inventory/low-stock-alert.js';
import { createInventoryService } from './modules/inventory/service.js';
import { adminInvoiceRoutes } from './modules/invoices/admin-routes.js';
import { invoicesPersonalData } from './modules/invoices/personal-data.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { createInvoicesService, type InvoicesService } from './modules/invoices/service.js';
import { adminOrderRoutes } from './modules/orders/admin-routes.js';
import { ordersPersonalData } from './modules/orders/personal-data.js';
import { orderRoutes } from './modules/orders/routes.js';
import { createOrdersService } from './modules/orders/service.js';
import { createPaymentAttempts } from './modules/payments/attempts.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { createPaymentsService } from './modules/payments/service.js';
import { adminPincodeRoutes } from './modules/pincodes/admin-routes.js';
import { createAdminPincodesService } from './modules/pincodes/admin-service.js';
import { pincodeRoutes } from './modules/pincodes/routes.js';
import { pincodeService } from './modules/pincodes/service.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { createPrivacyService } from './modules/privacy/service.js';
import { adminPromotionRoutes } from './modules/promotions/admin-routes.js';
import { promotionRoutes } from './modules/promotions/routes.js';
import { createPromotionsService } from './modules/promotions/service.js';
import { adminRefundRoutes } from './modules/refunds/admin-routes.js';
import { refundsPersonalData } from './modules/refunds/personal-data.js';
import { createRefundsService, type RefundsService } from './modules/refunds/service.js';
import { adminReportRoutes, adminSummaryRoutes } from './modules/reports/admin-routes.js';
import { createAdminReportsService, createAdminSummaryService } from './modules/reports/service.js';
import { adminReturnRoutes } from './modules/returns/admin-routes.js';
import { returnsPersonalData } from './modules/returns/personal-data.js';
import type { ReturnRefunds } from './modules/returns/refund-port.js';
import { returnRoutes } from './modules/returns/routes.js';
import { createReturnsService } from './modules/returns/service.js';
import { adminRumRoutes } from './modules/rum/admin-routes.js';
import { rumRoutes } from './modules/rum/routes.js';
import { createRumService, type RumService } from './modules/rum/service.js';
import { seoRoutes } from './modules/seo/routes.js';
import { createSeoService } from './modules/seo/service.js';
import { sessionCookie } from './modules/sessions/cookie.js';
import { registerSessions } from './modules/sessions/plugin.js';
import { createSessionsService } from './modules/sessions/service.js';
import { adminSettingsRoutes } from './modules/settings/admin-routes.js';
import { STORE_CACHE_TAG, settingsRoutes } from './modules/settings/routes.js';
import { createSettingsService, type SettingsService } from './modules/settings/service.js';
import { adminShipmentRoutes } from './modules/shipments/admin-routes.js';
import { shipmentRoutes } from './modules/shipments/routes.js';
import { createShipmentsService, type ShipmentsService } from './modules/shipments/service.js';
import { adminTicketRoutes } from './modules/tickets/admin-routes.js';
import { createPhoneProofs } from './modules/tickets/phone-proof.js';
import { ticketRoutes } from './modules/tickets/routes.js';
import { createTicketsService } from './modules/tickets/service.js';
import { addressRoutes } from './modules/users/address-routes.js';
import { createAddressesService } from './modules/users/addresses.js';
import { adminStaffRoutes } from './modules/users/admin-routes.js';
import { createAdminStaffService } from './modules/users/admin-service.js';
import { consentRoutes } from './modules/users/consent-routes.js';
import { createConsentsService, notificationRoute, recordSignupChoice } from './modules/users/consents.js';
import { usersPersonalData } from './modules/users/personal-data.js';
import { usersRoutes } from './modules/users/routes.js';
import { createUsersService } from './modules/users/service.js';
import { registerBackOffice } from './plugins/back-office.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerRequestLog } from './plugins/request-log.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { createPaymentGateway, type PaymentGateway } from './providers/payments/index.js';
import { createShippingProvider, type ShippingProvider } from './providers/shipping/index.js';
import { createSmsSender, type SmsSender } from './providers/sms/index.js';
import { createLocalStorage, type FileStorage, PRIVATE_DOCUMENTS_FOLDER } from './providers/storage/index.js';

/** How long one instance keeps the low-stock message's settings when another may have changed them. */
const LOW_STOCK_SETTINGS_TTL_MS = 60_000;

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** Defaults to the provider SMS_PROVIDER names (console unless Twilio is configured). */
  sms?: SmsSender;
  /** Where avatars are written; defaults to local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /**
   * Where issued invoice and credit-note PDFs are kept; defaults to local disk in the uploads volume's private
   * folder, which the static route refuses (they name the buyer): only the invoice routes read them.
   */
  documents?: FileStorage;
  /** Defaults to the provider SHIPPING_PROVIDER names (manual unless Shiprocket is configured). */
  shipping?: ShippingProvider;
  /** Defaults to the gateway PAYMENT_GATEWAY names (the simulation unless Razorpay is configured). */
  payments?: PaymentGateway;
  /**
   * Cached catalogue answers and pages; defaults to one keeping them CATALOG_CACHE_MAX_AGE_MS while the change
   * bus listens, CATALOG_CACHE_TTL_MS while it does not. The bus wraps whichever is used.
   */
  catalogCache?: ResponseCache;
  /**
   * The Postgres the change bus listens on (cache-bus.ts); defaults to CACHE_BUS_DATABASE_URL, then
   * DATABASE_URL. Without one (PGlite) the
   * bus is in-process: tests on Postgres pass their database's URL to run it as production does.
   */
  databaseUrl?: string;
  /** The change bus's reconnect backoff (tests widen it to see the instance while it is not listening). */
  cacheBusReconnectMs?: { min: number; max: number };
  /** URLs per sitemap file; defaults to the sitemap protocol's 50,000 (tests page a small catalogue). */
  sitemapPageSize?: number;
  /** Where modules record metrics; defaults to a registry of this app's own (server.ts serves it). */
  metrics?: Metrics;
  /** Where rate limits count; defaults to Redis at REDIS_URL with an in-process fallback. */
  rateLimits?: RateLimitCounter;
  /** Whether this instance runs the events worker and the shipments retry job once it listens; defaults to true. */
  eventsWorker?: boolean;
  /**
   * What refunds a return (issue 33): the refunds module's service once it exists (the merger wires it); a
   * test's fake. Absent: the back office's Refund answers 503.
   */
  returnRefunds?: ReturnRefunds;
  /** Whether this instance runs its sweeps (COD auto-cancel, unanswered refunds) once it listens; defaults to true. */
  sweeps?: boolean;
  /** Pino options or an existing logger; defaults from config. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
}

/** Fields pino must never write: session cookies, OTP codes, payment secrets. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'otp',
  'code',
  'token',
  '*.otp',
  '*.code',
  '*.token',
  '*.razorpay_signature',
  // Shoppers' payout details (issue 33): stored sealed, never written to a log.
  'payout',
  '*.payout',
  '*.upiId',
  '*.accountNumber',
  '*.accountName',
  '*.ifsc',
  '*.refund.accountNumber',
  '*.refund.upiId',
];

export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  const databaseUrl = deps.databaseUrl ?? config.CACHE_BUS_DATABASE_URL ?? config.DATABASE_URL;
  const localCache =
    deps.catalogCache ??
    createResponseCache({
      ttlMs: config.CATALOG_CACHE_TTL_MS,
      maxAgeMs: config.CATALOG_CACHE_MAX_AGE_MS,
      // The bytes are the bound; the count only caps the map itself. Pages are kept compressed (~5–15 KB
      // each) and a product's answer is a few KB, so 32 MiB holds ten thousand or more: kept until they
      // change (issue 36), a count of 10,000 would drop the long tail's answers before the bytes did.
      maxEntries: 50_000,
      maxBytes: config.CATALOG_CACHE_MAX_BYTES,
      clock,
    });

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // Pino options such as a test's `{ stream }` go over config's; redaction always applies.
      ...(deps.logger as object | undefined),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // Every connection is time-boxed, so slow-loris and slow-body clients are cut while others are served.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the two timeouts above this often (30 s by default, which would let a client overstay).
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (config.NODE_ENV === 'production' && config.ALLOW_DEMO_PROVIDERS) {
    app.log.warn(
      `Demo store (ALLOW_DEMO_PROVIDERS=true): SMS_PROVIDER=${config.SMS_PROVIDER}, ` +
        `PAYMENT_GATEWAY=${config.PAYMENT_GATEWAY}; no real payments or deliveries.`,
    );
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Every service is built here, once, grouped by domain; modules reach each other only through these.
  // Plumbing: metrics, rate limits, SMS, file storage.
  const metrics = deps.metrics ?? createMetrics();
  const rateLimits =
    deps.rateLimits ??
    createRateLimitCounter({
      redisUrl: config.REDIS_URL,
      clock,
      warn: (details, message) => app.log.warn(details, message),
    });
  app.addHook('onClose', () => rateLimits.close());
  // Issue 36: what this instance drops from its cache, every other instance drops (cache-bus.ts); another
  // instance's change that moved stock (or everything) also makes the catalogue count facets anew.
  const cacheBus: CacheBus = createCacheBus({
    cache: localCache,
    db,
    databaseUrl,
    log: app.log,
    metrics,
    ...(deps.cacheBusReconnectMs && { reconnectMs: deps.cacheBusReconnectMs }),
    onChange: (change) => {
      if (change === 'all' || change.includes(STOCK_TAG)) catalog.forgetFacetCounts();
    },
  });
  const catalogCache = cacheBus.cache;
  app.addHook('onReady', async () => cacheBus.start());
  app.addHook('onClose', () => cacheBus.close());
  app.decorate('cacheBus', cacheBus);
  const sms = deps.sms ?? (await createSmsSender({ config, db, clock, log: app.log }));
  const storage = deps.storage ?? createLocalStorage(uploadsDir);
  const idempotency = createIdempotencyService({ db, clock });
  const audit = createAuditService({ db });

  // Sessions, sign-in and people.
  const cookie = sessionCookie(config);
  const sessions = createSessionsService({ db, clock, config });
  const auth = createAuthService({ db, clock, config, sms, sessions, recordSignupChoice });
  const users = createUsersService({ db, clock, storage, sessions });
  const staff = createAdminStaffService({ db, clock, sessions, audit });
  const consents = createConsentsService({ db, clock });
  // Order updates (issue 32): use cases call `events.recordEvent(tx, …)` in their transaction; the worker
  // sends them once this instance listens, and stops (its batch finished) when the app closes.
  const events = createEventsService({
    clock,
    quietHours: config.NOTIFY_QUIET_HOURS,
    channels: sms.channels,
    route: notificationRoute,
  });
  const eventsWorker = createEventsWorker({
    db,
    clock,
    sms,
    log: app.log,
    metrics,
    origin: config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).origin : `http://localhost:${config.PORT}`,
    quietHours: config.NOTIFY_QUIET_HOURS,
    pollMs: config.EVENTS_POLL_MS,
    maxAttempts: config.EVENTS_MAX_ATTEMPTS,
  });
  if (deps.eventsWorker !== false) {
    app.addHook('onListen', (done) => {
      eventsWorker.start();
      done();
    });
  }
  app.addHook('onClose', () => eventsWorker.stop());
  app.decorate('events', events);

  // Catalogue, its images and stock. After a commit that moved stock: the products it names are dropped from
  // the cached answers, or (unnamed) the whole catalogue.
  const catalog = catalogService({ db, cache: catalogCache, facetTtlMs: config.CATALOG_CACHE_TTL_MS });
  const onStockChange = (productIds?: readonly string[]) =>
    productIds ? catalog.invalidateProducts(productIds) : catalog.invalidateCatalogue();
  const images = createImagesService({ db, storage });
  /** The low-stock message's threshold and phone, as last read (issue 31). */
  let lowStockSettings: { value: LowStockSettings; until: number } | undefined;
  const readLowStockSettings = async (executor?: Parameters<SettingsService['current']>[0]) => {
    const current = await settings.current(executor);
    return {
      value: {
        threshold: current.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
        ownerPhone: current.ownerPhone || undefined,
      },
      until: Date.now() + LOW_STOCK_SETTINGS_TTL_MS,
    };
  };
  /** One read at a time, however many orders find the copy old (each would take a pool connection). */
  let refreshing: Promise<void> | undefined;
  const refreshLowStockSettings = () => {
    refreshing ??= readLowStockSettings()
      .then(
        (read) => {
          lowStockSettings = read;
        },
        (error: unknown) => app.log.warn({ err: error }, 'could not read the low-stock settings'),
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
  const settings: SettingsService = createSettingsService({
    db,
    clock,
    audit,
    onSettingsChange: () => {
      catalogCache.invalidate([STORE_CACHE_TAG]);
      lowStockSettings = undefined;
    },
  });
  const documents = deps.documents ?? createLocalStorage(join(uploadsDir, PRIVATE_DOCUMENTS_FOLDER));
  const invoices: InvoicesService = createInvoicesService({ db, clock, settings, documents });
  // Images stored before link previews had a JPEG get theirs once the API serves, without delaying its start.
  // The low-stock message's settings, read before the first order needs them (issue 31).
  app.addHook('onReady', async () => {
    await refreshLowStockSettings();
  });
  app.addHook('onListen', (done) => {
    images.backfillShareImages().then(
      ({ made, failed }) => {
        if (made > 0) app.log.info({ made }, 'made link-preview images of older catalogue images');
        if (failed.length > 0) app.log.warn({ failed }, 'no link-preview image: catalogue image unreadable');
      },
      (error: unknown) => app.log.error({ err: error }, 'making link-preview images failed'),
    );
    done();
  });
  const inventory = createInventoryService();
  const adminCatalog = createAdminCatalogService({
    db,
    clock,
    images,
    inventory,
    audit,
    onCatalogChange: onStockChange,
    taxClasses: () => settings.taxClasses(),
    photoExists: (path) => storage.exists(path),
  });
  const seo = createSeoService({ catalog, sitemapPageSize: deps.sitemapPageSize });

  // Where we deliver.
  const pincodes = pincodeService({ db, clock, cacheTtlMs: config.CATALOG_CACHE_TTL_MS });
  // Issue 34: the address book; city and state from the pincode table.
  const addresses = createAddressesService({ db, clock, placeOf: (pincode) => pincodes.find(pincode) });
  const adminPincodes = createAdminPincodesService({
    db,
    audit,
    onPincodesChange: () => pincodes.forgetAnswers(),
  });

  // Orders, and payments, which calls orders (orders only sees the attempts through the interface it declares).
  // Promotions and orders call each other: the bag's quote prices through orders, and placing an order
  // redeems its promotion. Promotions come first and reach orders' pricing when a quote is asked for.
  const promotions = createPromotionsService({
    db,
    clock,
    audit,
    orders: { priceBag: (products) => orders.priceBag(products) },
    taxClasses: () => settings.taxClasses(),
  });
  const orders = createOrdersService({
    db,
    clock,
    inventory,
    // Issue 31: the owner's SMS when an order takes a size down to the store's low-stock threshold.
    lowStockAlert: inventory.lowStockAlert({
      events,
      // Kept in memory (read when the API is ready, again after the owner changes them here, and refreshed in
      // the background after a minute for another instance's change): a read in every order's transaction,
      // under its locks, slowed racing orders past the pool's wait. Only an empty cache reads in `tx`.
      settings: async (tx) => {
        if (!lowStockSettings) lowStockSettings = await readLowStockSettings(tx);
        else if (lowStockSettings.until < Date.now()) void refreshLowStockSettings();
        return lowStockSettings.value;
      },
    }),
    attempts: createPaymentAttempts(),
    audit,
    promotions,
    events,
    onStockChange,
    metrics,
    // Goods leave the store when an order ships: its tax invoice is issued in the ship move's transaction,
    // so a PDF that cannot be rendered or stored rolls the move back and consumes no number (issue 30).
    onMoved: [
      async (tx, { order, to }) => {
        if (to === 'shipped') await invoices.issueInvoice(tx, order.id);
        // Issue 32: a packed parcel is to be booked with the carrier; the pending shipment commits with the pack.
        if (to === 'packed') await shipments.enqueue(tx, order.id);
      },
    ],
    // Booked after the pack committed, so a carrier outage never rolls the pack back (ADR 0020).
    afterCommit: [
      async ({ orderId, to }) => {
        if (to === 'packed') await shipments.afterPacked(orderId);
      },
    ],
    // Issue 33: a cancel of an invoiced order (returned to origin) reverses its invoice, in the cancel's
    // transaction; an order never invoiced gets none.
    onCancelled: [
      async (tx, { orderId }) => {
        await invoices.issueCreditNote(tx, { orderId, reason: 'cancelled' });
      },
    ],
    // Issue 32: a booked parcel that never left is cancelled with the carrier too, after the cancel committed.
    afterCancelled: [({ orderId, reason }) => shipments.afterCancelled(orderId, reason)],
    shipmentOf: (orderId) => shipments.summary(orderId),
    invoiceSummaries: invoices.summaries,
    refundSummaries: (orderIds) => refunds.summaries(orderIds),
    authSecret: config.AUTH_SECRET,
    codConfirmHours: config.COD_CONFIRM_HOURS,
  });
  const gateway = deps.payments ?? (await createPaymentGateway(config));
  // Refunds (issue 33): the one path money goes back, through the same gateway; its webhooks arrive through
  // payments' (one signature check, one replay guard). Returns register `onSettled` here.
  const refunds: RefundsService = createRefundsService({
    db,
    clock,
    gateway,
    cipher: createFieldCipher(config.DATA_ENCRYPTION_KEY),
    invoices,
    orders,
    events,
    audit,
    log: app.log,
    unansweredRefundMs: config.REFUND_SWEEP_MS,
    // A return's refund that settles later (a webhook) moves the return on, in the settling transaction.
    onSettled: async (tx, refund) => {
      if (!refund.returnId) return;
      await returns.markReturnRefundSettled(tx, {
        returnId: refund.returnId,
        refundId: refund.refundId,
        status: refund.status === 'failed' ? 'failed' : 'processed',
      });
    },
  });
  const shipments: ShipmentsService = createShipmentsService({
    db,
    clock,
    provider: deps.shipping ?? createShippingProvider(config),
    timeoutMs: config.SHIPPING_TIMEOUT_MS,
    documents,
    orders,
    audit,
    log: app.log,
    // A return's pick-up AWB in the carrier's webhook moves that return on (issue 33); `returns` is built below.
    returns: { moveReturnByAwb: (awb, news) => returns.moveReturnByAwb(awb, news) },
  });
  if (deps.eventsWorker !== false) {
    app.addHook('onListen', (done) => {
      shipments.start();
      done();
    });
  }
  app.addHook('onClose', () => shipments.stop());
  // The back office's message log and resend (issue 32): a resend is a new delivery the worker sends.
  const eventsAdmin = createEventsAdminService({
    db,
    clock,
    quietHours: config.NOTIFY_QUIET_HOURS,
    channels: sms.channels,
    route: notificationRoute,
    audit,
    orderExists: orders.orderExists,
  });
  // COD orders nobody confirmed in time are cancelled by every instance's sweep, each order once (issue 32).
  const codSweep = createPeriodicSweep({
    pass: () => orders.cancelUnconfirmedOrders(),
    name: 'COD confirmation sweep',
    done: 'cancelled COD orders nobody confirmed in time',
    log: app.log,
    everyMs: config.COD_CONFIRM_SWEEP_MS,
  });
  // Refunds the gateway left unanswered (down, timed out) are asked again, each by one instance at a time.
  const refundSweep = createPeriodicSweep({
    pass: refunds.askUnansweredRefunds,
    name: 'Unanswered refunds sweep',
    done: 'refunds the payment provider answered when asked again',
    log: app.log,
    everyMs: config.REFUND_SWEEP_MS,
  });
  if (deps.sweeps !== false) {
    app.addHook('onListen', (done) => {
      codSweep.start();
      refundSweep.start();
      done();
    });
  }
  app.addHook('onClose', () => Promise.all([codSweep.stop(), refundSweep.stop()]));
  app.decorate('codConfirmationSweep', codSweep);
  app.decorate('refundSweep', refundSweep);
  const payments = createPaymentsService({
    db,
    clock,
    orders,
    metrics,
    gateway,
    refunds: refunds.webhooks,
  });
  const summary = createAdminSummaryService({
    db,
    clock,
    refundsOwed: () => refunds.owed(),
    lowStockThreshold: async () => (await settings.current()).lowStockThreshold ?? LOW_STOCK_THRESHOLD,
  });
  const reports = createAdminReportsService({ db });

  // Real shoppers' speed (issue 36): histograms at once, hourly buckets in Postgres every RUM_FLUSH_MS.
  const rum = createRumService({
    db,
    clock,
    metrics,
    flushMs: config.RUM_FLUSH_MS,
    warn: (details, message) => app.log.warn(details, message),
  });
  app.addHook('onListen', (done) => {
    rum.start();
    done();
  });
  app.addHook('onClose', () => rum.stop());
  app.decorate('rum', rum);
  // Returns (issue 33): stock back through inventory, refunds through the refunds module (the ReturnRefunds
  // port it implements); a refund that settles later moves its return on (refunds' onSettled, above).
  const returns = createReturnsService({
    db,
    clock,
    cipher: createFieldCipher(config.DATA_ENCRYPTION_KEY),
    inventory,
    images,
    events,
    audit,
    orders,
    refunds: deps.returnRefunds ?? refunds,
    onStockChange,
    // The carrier's reverse pick-up (SHIPPING_PROVIDER=shiprocket), back to the store's registered address.
    pickups: {
      provider: shipments.provider.name,
      books: shipments.provider.books,
      async returnTo() {
        const store = await settings.current();
        const at = store.registeredAddress;
        return {
          name: store.tradeName,
          phone: store.supportPhone,
          email: store.supportEmail,
          address: [at.line1, at.line2].filter(Boolean).join(', '),
          city: at.city,
          state: at.state,
          pincode: at.pincode,
        };
      },
      createReturnPickup: (request) => shipments.provider.createReturnPickup(request),
      assignReturnAwb: (shipmentId) => shipments.provider.assignAwb(shipmentId, { isReturn: true }),
      cancelReturnPickup: (providerOrderId) => shipments.provider.cancelShipment(providerOrderId),
    },
    pickupTimeoutMs: config.SHIPPING_TIMEOUT_MS,
    log: app.log,
  });

  // Grievance tickets (issue 34): raised signed in or with a phone verified by OTP (tickets/phone-proof.ts).
  const ticketProofs = createPhoneProofs({ secret: config.AUTH_SECRET, clock });
  const tickets = createTicketsService({ db, clock, proofs: ticketProofs, images, events, audit });
  // The shopper's data rights (issue 34): each domain's personal data is one registered section (export and
  // erasure); exports are produced by a worker in every instance (SKIP LOCKED), erasure needs a fresh code.
  const privacy = createPrivacyService({
    db,
    clock,
    audit,
    log: app.log,
    otp: {
      send: (phone, ip) => auth.sendCode('erase', phone, ip),
      consume: (phone, code) => auth.consumeCode('erase', phone, code),
    },
    pollMs: config.EVENTS_POLL_MS,
  });
  privacy.register(usersPersonalData({ db, storage }));
  privacy.register(ordersPersonalData({ db }));
  privacy.register(invoicesPersonalData({ db, documents }));
  privacy.register(returnsPersonalData({ db }));
  privacy.register(refundsPersonalData({ db }));
  privacy.register(eventsPersonalData({ db }));
  privacy.register(authPersonalData({ db }));
  privacy.register(auditPersonalData({ db }));
  privacy.register(tickets.personalDataSection);
  privacy.register(addresses.personalDataSection);
  if (deps.eventsWorker !== false) {
    app.addHook('onListen', (done) => {
      privacy.start();
      done();
    });
  }
  app.addHook('onClose', () => privacy.stop());
  app.decorate('privacy', privacy);

  registerErrorHandling(app);
  registerRequestLog(app, metrics);
  await registerSecurity(app, config, rateLimits);
  await registerCompression(app);
  await registerDocs(app, { sessionCookieName: cookie.name });
  await registerSessions(app, { sessions, cookie, config });

  await app.register(healthRoutes({ db, redisStatus: rateLimits.status }));
  await app.register(
    authRoutes({
      auth,
      sessions,
      cookie,
      sms,
      metrics,
      demoRoutes: demoRoutesAllowed(config),
      publicOutbox: config.NODE_ENV === 'production',
      ticketPhoneProof: ticketProofs.mint,
    }),
  );
  await app.register(usersRoutes({ users }));
  await app.register(consentRoutes({ consents }));
  await app.register(addressRoutes({ addresses }));
  await app.register(privacyRoutes({ privacy, cookie }));
  await app.register(catalogRoutes({ service: catalog, cache: catalogCache }));
  await app.register(pincodeRoutes({ pincodes }));
  await app.register(orderRoutes({ orders, idempotency }));
  await app.register(promotionRoutes({ promotions, sessions, cookie }));
  await app.register(returnRoutes(returns));
  await app.register(ticketRoutes({ tickets, idempotency, sessions, cookie }));
  await app.register(invoiceRoutes(invoices));
  await app.register(
    rumRoutes({ rum, rateLimit: { max: config.RUM_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW } }),
  );
  await app.register(settingsRoutes({ settings, cache: catalogCache }));
  await app.register(
    paymentRoutes({
      payments,
      idempotency,
      onStockChange,
      demoRoutes: demoRoutesAllowed(config),
      demoStore: config.ALLOW_DEMO_PROVIDERS,
    }),
  );

  // The back office's API (issue 14), each domain's admin routes beside its shopper routes' module.
  await app.register(adminOrderRoutes(orders));
  await app.register(adminMessageRoutes({ messages: eventsAdmin, idempotency }));
  await app.register(adminCatalogRoutes({ catalog: adminCatalog, images }));
  await app.register(adminPincodeRoutes(adminPincodes));
  await app.register(adminPromotionRoutes(promotions));
  await app.register(adminReturnRoutes(returns));
  await app.register(adminTicketRoutes(tickets));
  await app.register(adminStaffRoutes(staff));
  await app.register(adminAuditRoutes(audit));
  await app.register(adminSummaryRoutes(summary));
  await app.register(adminReportRoutes(reports));
  await app.register(adminSettingsRoutes(settings));
  await app.register(adminInvoiceRoutes(invoices));
  await app.register(adminRefundRoutes(refunds));
  await app.register(adminShipmentRoutes({ shipments, orders }));
  await app.register(shipmentRoutes(shipments));
  await app.register(adminRumRoutes(rum));

  await app.register(seoRoutes({ seo, cache: catalogCache, config }));
  await registerBackOffice(app, config);
  await registerStaticFiles(app, config, uploadsDir, catalogCache);
  // For tests and the cancel/return flows to come; the ship move has its own hook above (issue 30).
  app.decorate('invoices', invoices);
  app.decorate('refunds', refunds);
  // For tests (the retry job's pass) and the returns work's reverse pick-ups (issue 33).
  app.decorate('shipments', shipments);
  // For the refunds module's settlement (`returns.markReturnRefundSettled`) and tests (issue 33).
  app.decorate('returns', returns);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tax invoices and credit notes (issue 30): for the orders module's ship and cancel moves, and tests. */
    invoices: InvoicesService;
    /** Shipments with the carrier (issue 32): the retry job's `retryDue`, the provider for returns. */
    shipments: ShipmentsService;
    /** Real-user speed (issue 36): tests flush its buffer to read the hourly rows. */
    rum: RumService;
    /** The catalogue cache's change bus (issue 36): tests wait for it to listen, and flush it. */
    cacheBus: CacheBus;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refunds (issue 33): `issueRefund` for the returns flow's wiring and tests. */
    refunds: import('./modules/refunds/service.js').RefundsService;
    /** Returns (issue 33): `markReturnRefundSettled(tx, …)` for the refunds module, and tests. */
    returns: import('./modules/returns/service.js').ReturnsService;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The auto-cancel of unconfirmed COD orders (issue 32): `runOnce()` for tests with a fake clock. */
    codConfirmationSweep: PeriodicSweep;
    refundSweep: PeriodicSweep;
    /** The shopper's data rights (issue 34): `register(section)` for sections wired later, `runOnce()` for tests. */
    privacy: import('./modules/privacy/service.js').PrivacyService;
    /** The outbox, for use cases wired outside buildApp and for tests: `recordEvent(tx, event)`. */
    events: import('./modules/events/service.js').EventsService;
  }
}
