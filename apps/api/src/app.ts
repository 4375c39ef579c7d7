/**
 * buildApp(deps) assembles the API from its parts and never listens: server.ts does that, and tests call
 * `app.inject` or listen on a free port. Every dependency is passed in (STYLE: dependencies are passed in).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createResponseCache, type ResponseCache } from './lib/response-cache.js';
import { accountRoutes } from './modules/auth/index.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogService } from './modules/catalog/service.js';
import { storefrontHints } from './modules/catalog/storefront-hints.js';
import { healthRoutes } from './modules/health/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { pincodeRoutes } from './modules/pincodes/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { createPaymentGateway, type PaymentGateway } from './providers/payments/index.js';
import type { SmsSender } from './providers/sms/index.js';
import type { FileStorage } from './providers/storage/index.js';

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** Defaults to the provider SMS_PROVIDER names (console unless Twilio is configured). */
  sms?: SmsSender;
  /** Where avatars are written; defaults to local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Defaults to the gateway PAYMENT_GATEWAY names (the simulation unless Razorpay is configured). */
  payments?: PaymentGateway;
  /** Cached catalogue answers; defaults to one living CATALOG_CACHE_TTL_MS. */
  catalogCache?: ResponseCache;
  /** Pino options or an existing logger; defaults from config. */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
}

/** Fields pino must never write: session cookies, OTP codes, payment secrets. */
export const REDACTED_PATHS = [
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
];

export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  const catalogCache =
    deps.catalogCache ?? createResponseCache({ ttlMs: config.CATALOG_CACHE_TTL_MS, maxEntries: 1000, clock });
  const onStockChange = () => catalogCache.clear();

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
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  await registerDocs(app);
  await registerAuth(app, { config, db, clock });

  await app.register(healthRoutes({ db }));
  await app.register(accountRoutes({ config, db, clock, sms: deps.sms, storage: deps.storage }));
  const catalog = catalogService({ db });
  await app.register(catalogRoutes({ service: catalog, cache: catalogCache }));
  await app.register(pincodeRoutes({ db }));
  await app.register(orderRoutes({ db, clock, onStockChange }));
  await app.register(
    paymentRoutes({ db, clock, onStockChange, gateway: deps.payments ?? createPaymentGateway(config) }),
  );

  await registerStaticFiles(app, config, uploadsDir, storefrontHints(catalog));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
