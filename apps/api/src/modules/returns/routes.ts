/** HTTP for a shopper's returns (issue 33): an order's returns, a photo for one, and the request itself. */
import multipart from '@fastify/multipart';
import { RETURN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { PHOTO_UPLOAD_BODY_LIMIT, photoUploadLimits, readPhotoUpload } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import type { ReturnsService } from './service.js';

export function returnRoutes(returns: ReturnsService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: photoUploadLimits(2),
    });

    registerRoute(app, ROUTES.listOrderReturns, async (request) => ({
      success: true,
      data: await returns.listOrderReturns(request.user, request.params.id),
    }));

    registerRoute(app, ROUTES.createOrderReturn, async (request) => ({
      success: true,
      message: RETURN_MESSAGES.requested,
      data: await returns.createReturn(request.user, request.params.id, request.body),
    }));

    registerRoute(
      app,
      ROUTES.uploadReturnPhoto,
      async (request) => ({
        success: true,
        data: await returns.uploadPhoto(
          request.user,
          request.params.id,
          (await readPhotoUpload(request)).file,
        ),
      }),
      { rawBody: true, bodyLimit: PHOTO_UPLOAD_BODY_LIMIT },
    );
  };
}
