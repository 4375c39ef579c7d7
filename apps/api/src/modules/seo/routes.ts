/**
 * HTTP for crawlers: /robots.txt, /sitemap.xml and its files. Outside the API's route table (they are not
 * API calls, nor in its OpenAPI document), answered from the catalogue cache like the catalogue itself.
 */
import {
  API_MESSAGES,
  ROBOTS_PATH,
  SITEMAP_INDEX_PATH,
  SITEMAP_KINDS,
  type SitemapKind,
} from '@zari/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { NotFoundError } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { type ResponseCache, serveFromCache } from '../../lib/response-cache.js';
import type { SeoService } from './service.js';

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
/** Crawlers come back for the sitemap daily at most; a merchandising update shows within minutes. */
const SITEMAP_CACHE = 'public, max-age=300';
const ROBOTS_CACHE = 'public, max-age=3600';

/** Not API operations: kept out of the OpenAPI document. */
const hidden = { schema: { hide: true } };

const isSitemapKind = (kind: string): kind is SitemapKind =>
  (SITEMAP_KINDS as readonly string[]).includes(kind);

export function seoRoutes(deps: {
  seo: SeoService;
  cache: ResponseCache;
  config: Pick<Config, 'PUBLIC_ORIGIN'>;
}) {
  const { seo, config } = deps;
  return async (app: FastifyInstance) => {
    serveFromCache(app, deps.cache);

    app.get(ROBOTS_PATH, hidden, async (request, reply) =>
      reply
        .type(TEXT)
        .header('cache-control', ROBOTS_CACHE)
        .send(seo.robotsTxt(publicOrigin(config, request))),
    );

    app.get(SITEMAP_INDEX_PATH, hidden, async (request, reply) => {
      const xml = await seo.sitemapIndex(publicOrigin(config, request));
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(xml);
    });

    app.get<{ Params: { kind: string; page: string } }>(
      '/sitemap-:kind-:page.xml',
      hidden,
      async (request, reply) => {
        const { kind, page } = request.params;
        const number = /^[1-9]\d{0,5}$/.test(page) ? Number(page) : undefined;
        const xml =
          isSitemapKind(kind) && number !== undefined
            ? await seo.sitemapFile(kind, number, publicOrigin(config, request))
            : undefined;
        if (xml === undefined) throw new NotFoundError(API_MESSAGES.routeNotFound);
        return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(xml);
      },
    );
  };
}
