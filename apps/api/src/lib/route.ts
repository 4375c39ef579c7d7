/**
 * Registers a route of the contract's ROUTES table: method, path and every schema come from the contract,
 * so the API validates, serialises (stripping what the schema does not list) and documents exactly what
 * the web calls: its operationId, its body and each error status it answers. Who may call it comes from
 * the table too: `app.sessionGuard(route)` runs before anything else on every route the table guards.
 * Handlers stay thin: they call a service.
 */
import { ErrorResponse, type ErrorStatus, EVERY_ROUTE_ERRORS, type RouteDef } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { compiledSerializerCompiler } from './compiled-serializer.js';

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
  /**
   * The handler reads the body itself (multipart fields, bytes a provider signed): the contract's body
   * schema documents it but does not validate it.
   */
  rawBody?: boolean;
  /** A body larger than the app's 1 MiB default: a photo upload, a pincode CSV. */
  bodyLimit?: number;
  /** A hot read: its answers are written by a serialiser compiled from the schema (lib/compiled-serializer.ts). */
  hot?: boolean;
  /**
   * Callers from any site may call it: a server-to-server route whose caller proves itself by signing the
   * body (the payment webhook), not by a cookie a foreign page could borrow. Read by the Origin rule
   * (sessions/plugin.ts) from the matched route, so no spelling of another route's URL can claim it.
   */
  crossSite?: boolean;
  /**
   * Not counted by the per-address rate limit: a carrier's webhook, whose few addresses post every parcel's every
   * scan (a sale day's bursts would be dropped as 429s). Such a route proves its caller first, cheaply (a token).
   */
  unlimited?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** RouteOptions.crossSite, as the Origin rule reads it on the matched route. */
    crossSite?: boolean;
  }
}

/** What each error status means, as the OpenAPI document says it. */
const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input breaks a rule; the message says which',
  401: 'No live session',
  403: "Not allowed: a blocked account, another shopper's data, or a mutation from another site",
  404: 'Not found',
  409: 'Conflicts with the current state (out of stock, already cancelled, already signed up)',
  413: 'The body is too large',
  415: 'The body is not in a content type this call reads',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'An unexpected fault on our side',
  502: 'The SMS or payment provider refused the request',
  503: 'A provider, the database or the image processor is briefly unavailable; Retry-After says when to try again',
};

function errorResponses(route: RouteDef) {
  const statuses = [...new Set<ErrorStatus>([...route.errors, ...EVERY_ROUTE_ERRORS])].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: ErrorResponse } } },
    ]),
  );
}

/** Zod validates params and query as usual; the body is passed through as it arrived. */
const validateAllButBody: FastifySchemaCompiler<unknown> = (request) =>
  request.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(request as Parameters<typeof validatorCompiler>[0]);

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
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      security: route.auth ? [{ session: [] }] : [],
      ...(route.params ? { params: route.params } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.consumes ? { consumes: [...route.consumes] } : {}),
      response: {
        // A file (a PDF, a zip) is sent as bytes: documented under its content type, never serialised.
        ...(route.noContent
          ? { 204: route.response }
          : {
              200: route.produces
                ? { description: route.summary, content: { [route.produces]: { schema: route.response } } }
                : route.response,
            }),
        ...errorResponses(route),
      },
    },
    ...(options.rawBody ? { validatorCompiler: validateAllButBody } : {}),
    ...(guard ? { onRequest: guard } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.hot ? { serializerCompiler: compiledSerializerCompiler } : {}),
    ...(options.crossSite || options.unlimited
      ? {
          config: {
            ...(options.crossSite && { crossSite: true }),
            ...(options.unlimited && { rateLimit: false as const }),
          },
        }
      : {}),
    handler: handler as never,
  });
}
