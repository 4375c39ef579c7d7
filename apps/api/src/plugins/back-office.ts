/**
 * The back office (apps/admin) at /admin, from this process: its index.html for /admin and every path under
 * it (the app routes in the browser), its hashed files under /admin/assets. A build of its own, so nothing of
 * it is in the storefront's. The page gets the security headers every HTML answer gets (plugins/security.ts):
 * the CSP, and the opener policy, since it is never cached publicly.
 *
 * Without the build (the API alone, or `pnpm dev`, where Vite serves the back office on its own port), nothing
 * is registered and /admin is a storefront path like any other.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@zari/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { apiPackageDir } from '../lib/package-dir.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Where the back office's build is served from: ADMIN_DIST_DIR, else `admin/dist` beside the API package. */
export function adminDistDir(config: Pick<Config, 'ADMIN_DIST_DIR'>) {
  return config.ADMIN_DIST_DIR
    ? resolve(config.ADMIN_DIST_DIR)
    : join(apiPackageDir(), '..', 'admin', 'dist');
}

export async function registerBackOffice(app: FastifyInstance, config: Config) {
  const dist = adminDistDir(config);
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return;
  // Read once: a deploy replaces the process with the build.
  const html = readFileSync(indexFile, 'utf8');
  const sendApp = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  await app.register(
    async (backOffice) => {
      await backOffice.register(fastifyStatic, {
        root: join(dist, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        // The build writes .br and .gz twins; the one the browser accepts is sent as is.
        preCompressed: true,
        setHeaders(res) {
          res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
        },
      });
      // Pages, not API operations: kept out of the OpenAPI document.
      const hidden = { schema: { hide: true } };
      backOffice.get('/', hidden, sendApp);
      backOffice.get('/*', hidden, sendApp);
      // A chunk of an older build fails as a 404, not as the app's index.html parsed as JavaScript.
      backOffice.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ success: false, message: API_MESSAGES.routeNotFound }),
      );
    },
    { prefix: '/admin' },
  );
}
