/** HTTP for a shopper's returns (issue 33): an order's returns, a photo for one, and the request itself. */
import multipart from '@fastify/multipart';
import { ADMIN_MESSAGES, API_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, RETURN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.js';
import { multipartError } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import type { ReturnsService } from './service.js';

/** Room for the file and the multipart framing around it. */
const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) throw new BadRequestError(API_MESSAGES.badRequest);
      file = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, ADMIN_MESSAGES.imageTooLarge);
  }
  if (!file || file.length === 0) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  return file;
}

export function returnRoutes(returns: ReturnsService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: 200,
        fields: 2,
        files: 1,
        parts: 3,
        fileSize: IMAGE_UPLOAD_MAX_BYTES,
        headerPairs: 20,
      },
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
        data: await returns.uploadPhoto(request.user, request.params.id, await readPhoto(request)),
      }),
      { rawBody: true, bodyLimit: UPLOAD_BODY_LIMIT },
    );
  };
}
