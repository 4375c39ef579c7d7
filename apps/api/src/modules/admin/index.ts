/**
 * The back office's API (issue 14), registered with one line in app.ts from the services app.ts built.
 * Every route's role comes from the contract's route table and is checked by the session guard.
 */
import type { FastifyInstance } from 'fastify';
import { adminOrderRoutes } from './orders/routes.js';
import type { createAdminOrdersService } from './orders/service.js';

export interface AdminServices {
  orders: ReturnType<typeof createAdminOrdersService>;
}

export function adminRoutes(services: AdminServices) {
  return async (app: FastifyInstance) => {
    await app.register(adminOrderRoutes(services.orders));
  };
}
