/** HTTP for the catalogue (SPEC §7): each route of the contract's table calls the service. */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { type ResponseCache, serveFromCache, tagCachedAnswer } from '../../lib/response-cache.js';
import { registerRoute } from '../../lib/route.js';
import type { CatalogService } from './service.js';

/**
 * A change staff make reaches shoppers within the catalogue cache's lifetime (CATALOG_CACHE_TTL_MS, issue 14),
 * so browsers and proxies may store categories and banners but must ask again before reusing them: the
 * instance's own cache is what keeps those requests cheap.
 */
const MERCHANDISING_CACHE = 'public, no-cache';
/** Every catalogue read is hot: the storefront's pages are made of them. */
const HOT = { hot: true };

export function catalogRoutes(deps: { service: CatalogService; cache: ResponseCache }) {
  const { service } = deps;
  return async (app: FastifyInstance) => {
    serveFromCache(app, deps.cache);

    registerRoute(
      app,
      ROUTES.listCategories,
      async (_request, reply) => {
        reply.header('cache-control', MERCHANDISING_CACHE);
        return { success: true, data: await service.listCategories() };
      },
      HOT,
    );

    registerRoute(
      app,
      ROUTES.getPosterSet,
      async (request, reply) => {
        const poster = await service.getPosterSet(request.params.name);
        reply.header('cache-control', MERCHANDISING_CACHE);
        return { success: true, data: [poster] };
      },
      HOT,
    );

    registerRoute(
      app,
      ROUTES.listProducts,
      async (request) => {
        const page = await service.listProducts(request.query);
        tagCachedAnswer(request, service.pageTags(page, request.query));
        return { success: true, ...page };
      },
      HOT,
    );

    registerRoute(
      app,
      ROUTES.listProductsByCategory,
      async (request) => {
        const page = await service.listProductsByCategory(request.params.categoryId, request.query);
        tagCachedAnswer(request, service.pageTags(page, request.query));
        return { success: true, ...page };
      },
      HOT,
    );

    registerRoute(
      app,
      ROUTES.getProduct,
      async (request) => {
        tagCachedAnswer(request, service.productTags(request.params.id));
        return { success: true, data: await service.getProduct(request.params.id) };
      },
      HOT,
    );

    registerRoute(
      app,
      ROUTES.listProductVariants,
      async (request) => {
        tagCachedAnswer(request, service.productTags(request.params.productId));
        return { success: true, data: await service.listVariants(request.params.productId) };
      },
      HOT,
    );
  };
}
