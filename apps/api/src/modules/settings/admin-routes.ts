/** The owner's store settings (issue 30): read them, change some of them (merged, checked whole, audited). */
import { TAX_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { SettingsService } from './service.js';

export function adminSettingsRoutes(settings: SettingsService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminGetSettings, async () => ({
      success: true,
      data: await settings.current(),
    }));
    registerRoute(app, ROUTES.adminUpdateSettings, async (request) => ({
      success: true,
      message: TAX_MESSAGES.settingsUpdated,
      data: await settings.update(request.user, request.body),
    }));
    registerRoute(app, ROUTES.adminListTaxClasses, async () => ({
      success: true,
      data: await settings.taxClasses(),
    }));
  };
}
