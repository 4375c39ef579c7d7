/** HTTP for the carrier (issue 32): Shiprocket's tracking webhook. */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { ShipmentsService } from './service.js';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function shipmentRoutes(shipments: Pick<ShipmentsService, 'receiveTracking'>) {
  return async (app: FastifyInstance) => {
    registerRoute(
      app,
      ROUTES.receiveShiprocketWebhook,
      async (request) => {
        await shipments.receiveTracking(request.log, {
          token: header(request.headers['x-api-key']),
          body: request.body,
        });
        return { success: true, message: API_MESSAGES.webhookAccepted };
      },
      // Shiprocket's servers call it, proven by the token the service checks before reading the body (so the
      // body is validated there, after it); never rate-limited per address (RouteOptions.unlimited).
      { rawBody: true, crossSite: true, unlimited: true },
    );
  };
}
