/**
 * The back office's API (issue 14), registered with one line in app.ts from the services app.ts built.
 * Every route's role comes from the contract's route table and is checked by the session guard.
 */
import type { FastifyInstance } from 'fastify';
import type { ImagesService } from '../images/service.js';
import { adminCatalogRoutes } from './catalog/routes.js';
import type { createAdminCatalogService } from './catalog/service.js';
import { adminOrderRoutes } from './orders/routes.js';
import type { createAdminOrdersService } from './orders/service.js';

export interface AdminServices {
  orders: ReturnType<typeof createAdminOrdersService>;
  catalog: ReturnType<typeof createAdminCatalogService>;
  images: ImagesService;
}

export function adminRoutes(services: AdminServices) {
  return async (app: FastifyInstance) => {
    await app.register(adminOrderRoutes(services.orders));
    await app.register(adminCatalogRoutes({ catalog: services.catalog, images: services.images }));
  };
}
