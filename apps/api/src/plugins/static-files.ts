/**
 * Files: `/uploads/…` from DATA_DIR (catalogue images, avatars) and, when built, the storefront itself —
 * hashed assets cached for a year, every other non-API path a page rendered on the server (storefront.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@zari/contract';
import type { FastifyInstance } from 'fastify';
import { type Config, rumSampleRate } from '../config.js';
import { publicOrigin } from '../lib/public-origin.js';
import type { ResponseCache } from '../lib/response-cache.js';
import { CATALOG_IMAGES_FOLDER } from '../modules/images/service.js';
import { PRIVATE_DOCUMENTS_FOLDER } from '../providers/storage/index.js';
import { acceptedEncoding } from './compression.js';
import { createStorefront, offeredLocale, offerLocale, pageHtml, storefrontBuild } from './storefront.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The folder of the nearest package.json above this file: the API package, from `src/` or `dist/` alike. */
function apiPackageDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the API runs outside its package: set WEB_DIST_DIR');
    dir = parent;
  }
  return dir;
}

/**
 * The built storefront: WEB_DIST_DIR when set (deploys that ship it elsewhere, e.g. infra/Dockerfile),
 * else `web/dist` beside the API package, the workspace layout `pnpm start` runs in. Found from the API's
 * package folder, not from this file's depth, so it holds for the source and the compiled file; the API
 * never imports or resolves the web package itself.
 */
function webDistDir(config: Config) {
  return config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : join(apiPackageDir(), '..', 'web', 'dist');
}

/**
 * A page's address: the store's public origin with the request target's path and query. An origin-form
 * target (`/…`) is never parsed as a URL of its own: `//evil.example/…` and `/\evil.example/…` would be read
 * as naming a host, which would then be the page's canonical address, its og:url and its cache key. Set as
 * the path, they stay a path on the store's origin. Of an absolute-form target (`http://host/path`, which
 * HTTP/1.1 servers must accept) only the path and query are taken.
 */
export function pageUrl(origin: string, target: string): URL {
  const url = new URL(origin);
  const absolute = target.startsWith('/') ? undefined : URL.parse(target);
  const pathAndQuery = absolute ? `${absolute.pathname}${absolute.search}` : target;
  const queryAt = pathAndQuery.indexOf('?');
  url.pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  url.search = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  return url;
}

/** Whether a path under /uploads/ lies in the private documents folder, however it is spelled. */
function isPrivateDocumentPath(pathname: string): boolean {
  return posix.normalize(`/${pathname}`).replace(/\/+/g, '/').startsWith(`/${PRIVATE_DOCUMENTS_FOLDER}/`);
}

export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  uploadsDir: string,
  catalogCache: ResponseCache,
) {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    // Uploaded names are content-addressed or never reused.
    immutable: true,
    // Tax documents share the uploads volume (persistent, shared by every instance) but are never public files:
    // they name the buyer, and only the invoice routes read them, after their checks (issue 30).
    allowedPath: (pathname) => !isPrivateDocumentPath(pathname),
    // Public images: a storefront on another origin (Vite in dev, a CDN later) may embed them.
    setHeaders(reply, path) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // The image pipeline names each file after its content: it may be cached for good.
      if (path.startsWith(join(uploadsDir, CATALOG_IMAGES_FOLDER, '/'))) {
        reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      }
    },
  });

  const webBuild = storefrontBuild(webDistDir(config));
  const hasWeb = existsSync(webBuild.template);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webBuild.client,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of every file; the one the browser accepts is sent as is.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(webBuild.client, 'assets')}`)) {
          res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const storefront = hasWeb
    ? await createStorefront(app, {
        webRoot: webDistDir(config),
        cache: catalogCache,
        cacheSeconds: Math.floor(config.CATALOG_CACHE_TTL_MS / 1000),
        rumSampleRate: rumSampleRate(config),
      })
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      storefront &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      // A chunk of an older build must fail as a 404, not parse index.html as JavaScript.
      !path.startsWith('/assets/')
    ) {
      const page = await storefront.page(
        pageUrl(publicOrigin(config, request), request.url),
        request.headers.cookie,
      );
      reply.status(page.status).header('cache-control', page.cacheControl);
      if (page.location) return reply.redirect(page.location, page.status);
      // An English page may offer the browser's language (issue 35): the same URL answers by Accept-Language.
      reply.header('vary', 'Accept-Language');
      reply.type('text/html; charset=utf-8');
      const { 'accept-language': acceptLanguage, cookie } = request.headers;
      // A page kept compressed goes out as it is kept when the browser takes brotli and the page needs no
      // mark on its way out; otherwise its text, compressed as every page is (compression.ts).
      if (
        page.brotli &&
        acceptedEncoding(request.headers['accept-encoding']) === 'br' &&
        !offeredLocale(path, acceptLanguage, cookie)
      ) {
        reply.header('vary', 'Accept-Language, accept-encoding').header('content-encoding', 'br');
        return reply.send(page.brotli);
      }
      return reply.send(offerLocale(pageHtml(page), path, acceptLanguage, cookie));
    }
    return reply.status(404).send({ success: false, message: API_MESSAGES.routeNotFound });
  });
}
