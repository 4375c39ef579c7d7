/** HTTP for payments: the calls of SPEC §7, the gateway config, the simulated checkout and the webhook. */
import { API_MESSAGES, type PaymentOrder } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { idempotencyKeyOf } from '../idempotency/header.js';
import type { IdempotencyService } from '../idempotency/service.js';
import type { PaymentsService } from './service.js';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function paymentRoutes(deps: {
  payments: PaymentsService;
  idempotency: IdempotencyService;
  /** After a commit that took stock: the products whose cached answers are dropped. */
  onStockChange: (productIds: readonly string[]) => void | Promise<void>;
  /** Whether `/api/payment/simulated/*` may exist at all (config.ts `demoRoutesAllowed`). */
  demoRoutes: boolean;
  /** A declared demo store (ALLOW_DEMO_PROVIDERS): the payment config says so, and the storefront shows it. */
  demoStore: boolean;
}) {
  const { payments, idempotency } = deps;
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.getPaymentConfig, async () => ({
      success: true,
      data: { ...payments.config(), ...(deps.demoStore && { demoStore: true }) },
    }));

    registerRoute(app, ROUTES.createPaymentOrder, async (request) => {
      const key = idempotencyKeyOf(request);
      return idempotency.once(
        { userId: request.user.id, route: 'createPaymentOrder', key, body: request.body },
        (data: PaymentOrder) => ({ success: true, message: API_MESSAGES.paymentOrderCreated, data }),
        (record) => payments.createPaymentOrder(request.user, request.body, record),
      );
    });

    registerRoute(app, ROUTES.verifyPayment, async (request) => {
      await payments.verify(request.log, request.user.id, request.body);
      return { success: true, message: API_MESSAGES.paymentVerified };
    });

    if (deps.demoRoutes) {
      registerRoute(app, ROUTES.completeSimulatedPayment, async (request) => ({
        success: true,
        data: await payments.completeSimulated(request.user.id, request.body),
      }));
    }

    // The provider signs the exact bytes it sent, so this route alone keeps its body as a string.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      registerRoute(
        webhook,
        ROUTES.receivePaymentWebhook,
        async (request) => {
          const rawBody: unknown = request.body;
          const moved = await payments.handleWebhook(request.log, {
            rawBody: typeof rawBody === 'string' ? rawBody : '',
            signature: header(request.headers['x-razorpay-signature']),
            eventId: header(request.headers['x-razorpay-event-id']),
          });
          // A captured payment may have placed its stored order, which took stock: only its products' answers
          // are dropped (every webhook dropping the whole catalogue, on every instance, would empty the caches).
          if (moved.length > 0) await deps.onStockChange(moved);
          return { success: true, message: API_MESSAGES.webhookAccepted };
        },
        // Razorpay's servers call it; the signature of the raw body, checked by the service, is its proof.
        { rawBody: true, crossSite: true },
      );
    });
  };
}
