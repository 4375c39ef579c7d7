import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, ROUTES, type RouteDef } from './routes.js';

const routes = Object.entries({ ...ROUTES, ...ADMIN_ROUTES } as Record<string, RouteDef>);

/** Statuses a route answers because of its shape, before any of its own rules run (400 for a bad path id is the route's own). */
function impliedErrors(route: RouteDef) {
  return [
    ...new Set([
      ...(route.querystring ? [400] : []),
      ...(route.body ? [400, 413, 415] : []),
      ...(route.method !== 'GET' ? [403] : []),
      ...(route.auth ? [401, 403] : []),
    ]),
  ];
}

describe('the route table', () => {
  it('names each route by its key, its OpenAPI operationId', () => {
    for (const [key, route] of routes) expect(route.operationId).toBe(key);
  });

  it.each(routes)('%s lists the error statuses its shape implies', (_key, route) => {
    expect(route.errors).toEqual(expect.arrayContaining(impliedErrors(route)));
  });

  it.each(routes)('%s lists each error status once', (_key, route) => {
    expect(new Set(route.errors).size).toBe(route.errors.length);
  });

  it('gives every route a distinct method and path', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
