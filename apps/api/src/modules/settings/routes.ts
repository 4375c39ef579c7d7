/**
 * `GET /api/store`: who the seller is, for the storefront's footer, About us, policy pages and JSON-LD. Served
 * from the catalogue's response cache like the catalogue (a change reaches shoppers within its lifetime, and at
 * once on this instance: saving drops the cached answer).
 */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { type ResponseCache, serveFromCache, tagCachedAnswer } from '../../lib/response-cache.js';
import { registerRoute } from '../../lib/route.js';
import type { SettingsService } from './service.js';

export const STORE_CACHE_TAG = 'store-settings';
/** Browsers may keep it but must ask again: the instance's cache is what keeps the call cheap. */
const STORE_CACHE_CONTROL = 'public, no-cache';

export function settingsRoutes(deps: { settings: SettingsService; cache: ResponseCache }) {
  return async (app: FastifyInstance) => {
    serveFromCache(app, deps.cache);
    registerRoute(
      app,
      ROUTES.getStore,
      async (request, reply) => {
        tagCachedAnswer(request, [STORE_CACHE_TAG]);
        reply.header('cache-control', STORE_CACHE_CONTROL);
        return { success: true, data: await deps.settings.forShoppers() };
      },
      { hot: true },
    );
  };
}
