/** HTTP for serviceable pincodes in the back office (issue 14): search, edit one, import a CSV. */
import { ADMIN_MESSAGES, PINCODE_IMPORT_MAX_ROWS } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { AdminPincodesService } from './admin-service.js';

/** India Post's whole list as JSON-wrapped CSV, with room to spare. */
const IMPORT_BODY_LIMIT = PINCODE_IMPORT_MAX_ROWS * 200 + 64 * 1024;

export function adminPincodeRoutes(pincodes: AdminPincodesService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListPincodes, async (request) => {
      const page = await pincodes.listPincodes(request.query);
      return { success: true, data: page.pincodes, nextCursor: page.nextCursor };
    });
    registerRoute(app, ROUTES.adminGetPincode, async (request) => ({
      success: true,
      data: await pincodes.getPincode(request.params.pincode),
    }));
    registerRoute(app, ROUTES.adminPutPincode, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.pincodeSaved,
      data: await pincodes.putPincode(request.user, request.params.pincode, request.body),
    }));
    registerRoute(
      app,
      ROUTES.adminImportPincodes,
      async (request) => {
        const result = await pincodes.importPincodes(request.user, request.body.csv, request.body.dryRun);
        return {
          success: true,
          message: result.dryRun
            ? ADMIN_MESSAGES.pincodePreview(result.valid)
            : ADMIN_MESSAGES.pincodeImported(result.created + result.updated),
          data: result,
        };
      },
      { bodyLimit: IMPORT_BODY_LIMIT },
    );
  };
}
