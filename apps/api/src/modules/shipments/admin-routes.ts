/** Staff book a packed order's parcel with the carrier (or retry it) and print its label (issue 32). */
import { ADMIN_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { sendDocument } from '../invoices/routes.js';
import type { OrdersService } from '../orders/service.js';
import type { ShipmentsService } from './service.js';

export function adminShipmentRoutes(deps: {
  shipments: Pick<ShipmentsService, 'createByStaff' | 'label'>;
  orders: Pick<OrdersService, 'getOrder'>;
}) {
  const { shipments, orders } = deps;
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminCreateShipment, async (request) => {
      await shipments.createByStaff(request.user, request.params.id);
      return {
        success: true,
        message: ADMIN_MESSAGES.shipmentCreated,
        data: await orders.getOrder(request.params.id),
      };
    });
    registerRoute(app, ROUTES.adminGetShippingLabel, async (request, reply) =>
      sendDocument(reply, await shipments.label(request.params.id)),
    );
  };
}
