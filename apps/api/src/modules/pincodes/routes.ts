/** HTTP for the pincode check (SPEC §7). */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { PincodeService } from './service.js';

export function pincodeRoutes(deps: { pincodes: PincodeService }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.checkPincode, (request) => deps.pincodes.check(request.body.pincode), {
      hot: true,
    });
  };
}
