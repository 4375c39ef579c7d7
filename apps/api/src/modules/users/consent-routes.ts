/** GET and PUT /api/users/{userId}/consents…: the shopper's own consents and channel only (403 otherwise). */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import type { ConsentsService } from './consents.js';

export function consentRoutes(deps: { consents: ConsentsService }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.getConsents, async (request) => {
      if (request.params.userId !== request.user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
      return { success: true, data: await deps.consents.settings(request.user.id) };
    });

    registerRoute(app, ROUTES.updateConsent, async (request) => {
      if (request.params.userId !== request.user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
      const data = await deps.consents.setConsent(
        request.user.id,
        request.params.purpose,
        request.body.granted,
        'settings',
      );
      return { success: true, data };
    });
  };
}
