/** HTTP for the catalogue (SPEC §7): each route of the contract's table calls the service. */
import {
  ProductCardListResponse,
  type ProductListQuery,
  ProductListResponse,
  ROUTES,
} from '@zari/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { compileSerializer } from '../../lib/compiled-serializer.js';
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
/**
 * A listing answers full products or cards, as its query's `view` asks: the routes' schema is the union of
 * the two, which a compiled serialiser can only resolve by validating each answer against a branch first
 * (ajv, over every item). Each view has its own serialiser instead, chosen by the query.
 */
const listingSerializers = {
  full: compileSerializer(ProductListResponse),
  card: compileSerializer(ProductCardListResponse),
};
/** Fastify leaves the content type to a reply's own serialiser: it is set as the route's would set it. */
const serializeListing = (reply: FastifyReply, query: ProductListQuery) =>
  reply.type('application/json; charset=utf-8').serializer(listingSerializers[query.view ?? 'full']);

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
      async (request, reply) => {
        const page = await service.listProducts(request.query);
        tagCachedAnswer(request, service.pageTags(page, request.query));
        serializeListing(reply, request.query);
        return { success: true, ...page };
      },
      HOT,
    );

    registerRoute(
      app,
      ROUTES.listProductsByCategory,
      async (request, reply) => {
        const page = await service.listProductsByCategory(request.params.categoryId, request.query);
        tagCachedAnswer(request, service.pageTags(page, request.query));
        serializeListing(reply, request.query);
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
