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
import { adminPincodeRoutes } from './pincodes/routes.js';
import type { createAdminPincodesService } from './pincodes/service.js';
import { adminStaffRoutes } from './staff/routes.js';
import type { createAdminStaffService } from './staff/service.js';
import { adminSummaryRoutes } from './summary/routes.js';
import type { createAdminSummaryService } from './summary/service.js';

export interface AdminServices {
  orders: ReturnType<typeof createAdminOrdersService>;
  catalog: ReturnType<typeof createAdminCatalogService>;
  images: ImagesService;
  pincodes: ReturnType<typeof createAdminPincodesService>;
  staff: ReturnType<typeof createAdminStaffService>;
  summary: ReturnType<typeof createAdminSummaryService>;
}

export function adminRoutes(services: AdminServices) {
  return async (app: FastifyInstance) => {
    await app.register(adminOrderRoutes(services.orders));
    await app.register(adminCatalogRoutes({ catalog: services.catalog, images: services.images }));
    await app.register(adminPincodeRoutes(services.pincodes));
    await app.register(adminStaffRoutes(services.staff));
    await app.register(adminSummaryRoutes(services.summary));
  };
}
