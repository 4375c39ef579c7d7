/** HTTP for promotions in the back office (issue 29): list with uses, create, change or end. Staff and up. */
import { PROMOTION_ADMIN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { PromotionsService } from './service.js';

export function adminPromotionRoutes(promotions: PromotionsService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListPromotions, async () => ({
      success: true,
      data: await promotions.list(),
    }));
    registerRoute(app, ROUTES.adminCreatePromotion, async (request) => ({
      success: true,
      message: PROMOTION_ADMIN_MESSAGES.created,
      data: await promotions.create(request.user, request.body),
    }));
    registerRoute(app, ROUTES.adminUpdatePromotion, async (request) => {
      const data = await promotions.update(request.user, request.params.id, request.body);
      // "End now": switched off, or an end at (or before) this very change.
      const ended =
        request.body.active === false ||
        (typeof request.body.endsAt === 'string' && data.endsAt !== null && data.endsAt <= data.updatedAt);
      return {
        success: true,
        message: ended ? PROMOTION_ADMIN_MESSAGES.ended : PROMOTION_ADMIN_MESSAGES.updated,
        data,
      };
    });
  };
}
