/** HTTP for the pincode check (SPEC §7). */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { registerRoute } from '../../lib/route.js';
import { pincodeService } from './service.js';

export function pincodeRoutes(deps: { db: Database }) {
  const service = pincodeService(deps);
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.checkPincode, (request) => service.check(request.body.pincode));
  };
}
