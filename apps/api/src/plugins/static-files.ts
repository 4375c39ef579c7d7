/**
 * Files: `/uploads/…` from DATA_DIR (catalogue images, avatars) and, when built, the storefront itself —
 * hashed assets cached for a year, every other non-API path answered with the SPA's index.html.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@zari/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { CATALOG_IMAGES_FOLDER } from '../modules/images/service.js';
import { createSpaShell, type ShellHints } from './spa-shell.js';

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

export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  uploadsDir: string,
  hintsFor: (path: string) => Promise<ShellHints>,
) {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    // Uploaded names are content-addressed or never reused.
    immutable: true,
    // Public images: a storefront on another origin (Vite in dev, a CDN later) may embed them.
    setHeaders(reply, path) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // The image pipeline names each file after its content: it may be cached for good.
      if (path.startsWith(join(uploadsDir, CATALOG_IMAGES_FOLDER, '/'))) {
        reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      }
    },
  });

  const webRoot = webDistDir(config);
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of every file; the one the browser accepts is sent as is.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(webRoot, 'assets')}`)) {
          res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const shell = hasWeb ? createSpaShell(webRoot) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      shell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/uploads/') &&
      // A chunk of an older build must fail as a 404, not parse index.html as JavaScript.
      !path.startsWith('/assets/')
    ) {
      const html = shell.render(await hintsFor(path));
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.status(404).send({ success: false, message: API_MESSAGES.routeNotFound });
  });
}
