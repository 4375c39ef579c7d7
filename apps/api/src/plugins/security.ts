/**
 * Security headers and the global rate limit (per client IP as Fastify sees it, so TRUST_PROXY decides). The CSP lets the storefront run from 'self' and lets the
 * payment provider's checkout script and frames work (SPEC §7: the script is loaded from its site).
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@zari/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { RateLimitCounter } from '../lib/rate-limit-counter.js';

const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];

export async function registerSecurity(app: FastifyInstance, config: Config, rateLimits: RateLimitCounter) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...RAZORPAY],
        frameSrc: ["'self'", ...RAZORPAY],
        connectSrc: ["'self'", ...RAZORPAY, 'https://lumberjack.razorpay.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", ...RAZORPAY],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Razorpay's checkout opens in a popup on some devices and must be able to talk back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.NODE_ENV === 'production',
  });

  await app.register(rateLimit, {
    // Not per route but one hook on the root, below: it runs before every other hook, so cached catalogue
    // answers and the storefront shell's product look-ups are counted too.
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    // Redis when configured, this process while Redis is away.
    ...(rateLimits.store ? { store: rateLimits.store } : {}),
    // The storefront's built files and images are cheap and cacheable; a route may opt out (health checks).
    allowList: (request) =>
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/uploads/') ||
      request.routeOptions.config?.rateLimit === false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: API_MESSAGES.tooManyRequests,
      retryAfter: context.after,
    }),
  });
  app.addHook('onRequest', app.rateLimit());
}
