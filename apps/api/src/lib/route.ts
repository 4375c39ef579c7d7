/**
 * Registers a route of the contract's ROUTES table: method, path and every schema come from the contract,
 * so the API validates, serialises (stripping what the schema does not list) and documents exactly what
 * the web calls. Who may call it comes from the table too: `app.sessionGuard(route)` runs before the
 * handler of every route the table guards. Handlers stay thin: they call a service.
 */
import { ErrorResponse, type RouteDef } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteRequest<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['querystring']>;
  body: Infer<R['body']>;
}

export type RouteHandler<R extends RouteDef> = (
  request: FastifyRequest & RouteRequest<R>,
  reply: FastifyReply,
) => Promise<z.input<R['response']>>;

export interface RouteOptions {
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
  /** Skip body validation: multipart routes parse their own body. */
  rawBody?: boolean;
}

export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
) {
  if (route.auth && !app.hasDecorator('sessionGuard')) {
    throw new Error(`${route.method} ${route.path} needs a session: register sessions before its routes`);
  }
  const guard = route.auth ? app.sessionGuard(route) : undefined;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.auth ? { security: [{ session: [] }] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.body && !options.rawBody ? { body: route.body } : {}),
      response: { 200: route.response, '4xx': ErrorResponse, '5xx': ErrorResponse },
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as never,
  });
}
