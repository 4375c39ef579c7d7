/**
 * HTTP for the bag's quote (issue 29): anyone may ask, signed in or not (the global rate limit counts it
 * like every public call). A session, when the request carries a live one, makes the shopper known, so the
 * welcome offer and per-shopper limits are checked; a visitor gets the invitation to sign up instead.
 */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { SessionCookie } from '../sessions/cookie.js';
import type { SessionsService } from '../sessions/service.js';
import type { QuoteShopper } from './quote-cart.js';
import type { PromotionsService } from './service.js';

export function promotionRoutes(deps: {
  promotions: PromotionsService;
  sessions: Pick<SessionsService, 'read'>;
  cookie: Pick<SessionCookie, 'read'>;
}) {
  const { promotions, sessions, cookie } = deps;

  /** The signed-in, unblocked shopper, or null: the quote never asks anyone to sign in. */
  async function shopperOf(request: FastifyRequest): Promise<QuoteShopper | null> {
    const token = cookie.read(request);
    const session = token ? await sessions.read(token) : undefined;
    return session && !session.user.blocked ? { id: session.user.id } : null;
  }

  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.quoteCart, async (request) => ({
      success: true,
      data: await promotions.quote(await shopperOf(request), request.body),
    }));
  };
}
