/**
 * Security headers and the global rate limit (per client IP as Fastify sees it, so TRUST_PROXY decides). The CSP lets the storefront run from 'self' and lets the
 * payment provider's checkout script and frames work (SPEC §7: the script is loaded from its site).
 *
 * Helmet decides the headers, once at start-up: its middleware rebuilt the CSP on every request (a quarter
 * of the CPU of a cached read). Every answer gets the fixed headers; an HTML answer, whoever renders it
 * (the storefront shell, server rendering), also gets the CSP, which means nothing to a JSON reader.
 *
 * The opener policy (COOP) is a document's too, and only a private one's: the back office, the shopper's own
 * pages (bag, wishlist, account, sign-in: their HTML is anonymous, but the storefront keeps it from shared
 * caches, plugins/storefront.ts) and any other page no shared cache may keep. A public catalogue page (one
 * any cache may serve to anyone) goes without it, because a COOP document starts a browsing-context group of
 * its own on every landing: a fresh renderer where the browser would have reused one (Android isolates COOP
 * sites in their own process), whose set-up falls on the page's first paint. Lighthouse's mobile run,
 * interleaved on this 2-core box: a category page's blocking time 571–752 ms with it, 133–588 without (4 + 4
 * runs); the bench's ceiling page 105–255 ms with it, 0–13 without (3 + 3). What a cross-site opener keeps of
 * a catalogue page is a handle on a public page.
 */
import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@zari/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { isInternalRequest } from '../lib/internal-requests.js';
import type { RateLimitCounter } from '../lib/rate-limit-counter.js';

const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
const CSP = 'content-security-policy';
const COOP = 'cross-origin-opener-policy';

function helmetOptions(config: Config): HelmetOptions {
  return {
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
    strictTransportSecurity: config.NODE_ENV === 'production',
  };
}

/** The headers helmet sets for `options` (none of them depends on the request), by lower-case name. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config, rateLimits: RateLimitCounter) {
  const {
    [CSP]: contentSecurityPolicy,
    [COOP]: openerPolicy,
    ...everyAnswer
  } = securityHeaders(helmetOptions(config));
  if (!contentSecurityPolicy || !openerPolicy) throw new Error('helmet produced no CSP or opener policy');
  // Before the rate limit's hook, so a 429 carries them too; a route may still override one (uploads' CORP).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    // A page that declares its own policy (the API docs) keeps it.
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (!reply.hasHeader(CSP)) reply.header(CSP, contentSecurityPolicy);
      const caching = reply.getHeader('cache-control');
      if (!(typeof caching === 'string' && caching.startsWith('public'))) reply.header(COOP, openerPolicy);
    }
    done(null, payload);
  });

  await app.register(rateLimit, {
    // Not per route but one hook on the root, below: it runs before every other hook, so cached catalogue
    // answers and the storefront shell's product look-ups are counted too.
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    // Redis when configured, this process while Redis is away.
    ...(rateLimits.store ? { store: rateLimits.store } : {}),
    // The apps' built files (the storefront's, the back office's) and images are cheap and cacheable; a route
    // may opt out (health checks).
    // The server render's own reads are part of the page request, which was counted.
    allowList: (request) =>
      isInternalRequest(request) ||
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/admin/assets/') ||
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
