/**
 * The shopper's data rights (issue 34): exports and erasure of their own account only (403 for another
 * user's id; 404 for an export that is not theirs, so ids tell nothing).
 */
import { API_MESSAGES, DATA_RIGHTS_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import type { SessionCookie } from '../sessions/cookie.js';
import type { PrivacyService } from './service.js';

function ownOnly(request: FastifyRequest & { params: { userId: string } }) {
  if (request.params.userId !== request.user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
  return request.user.id;
}

export function privacyRoutes(deps: { privacy: PrivacyService; cookie: SessionCookie }) {
  const { privacy, cookie } = deps;
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.requestDataExport, async (request) => {
      const data = await privacy.requestExport(ownOnly(request));
      return { success: true, message: DATA_RIGHTS_MESSAGES.exportRequested, data };
    });

    registerRoute(app, ROUTES.getDataExport, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await privacy.exportStatus(ownOnly(request), request.params.exportId) };
    });

    registerRoute(app, ROUTES.downloadDataExport, async (request, reply) => {
      const content = await privacy.downloadExport(ownOnly(request), request.params.exportId);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="zari-my-data.json"')
        .send(content);
    });

    registerRoute(app, ROUTES.getErasureStatus, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await privacy.erasureStatus(ownOnly(request)) };
    });

    registerRoute(app, ROUTES.sendEraseOtp, async (request) => {
      const sent = await privacy.sendEraseCode(ownOnly(request), request.ip);
      return {
        success: true,
        message: DATA_RIGHTS_MESSAGES.eraseOtpSent,
        resendAfterSeconds: sent.resendAfterSeconds,
      };
    });

    registerRoute(app, ROUTES.deleteUser, async (request, reply) => {
      await privacy.eraseAccount(ownOnly(request), request.body.otp);
      cookie.clear(reply);
      return { success: true, message: DATA_RIGHTS_MESSAGES.erased };
    });
  };
}
