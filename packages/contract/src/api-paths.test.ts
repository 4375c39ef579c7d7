import { describe, expect, it } from 'vitest';
import { ADMIN_API_ENDPOINTS } from './admin-api-paths.js';
import { API_ENDPOINTS, buildApiPath } from './api-paths.js';
import { ROUTES } from './schemas/routes.js';

describe('buildApiPath', () => {
  it('fills :param and {param} segments, URL-encoding each value', () => {
    expect(buildApiPath('/api/products/:id', { id: 'a b' })).toBe('/api/products/a%20b');
    expect(buildApiPath('/api/users/{userId}/x', { userId: 'u/1' })).toBe('/api/users/u%2F1/x');
  });

  it('names the missing parameter', () => {
    expect(() => buildApiPath('/api/products/:id')).toThrow(
      'Missing path parameter id for /api/products/:id',
    );
  });
});

describe('API_ENDPOINTS and ADMIN_API_ENDPOINTS', () => {
  it('are the method and path of every route of ROUTES, by the same name, the back office apart', () => {
    const fromRoutes = Object.fromEntries(
      Object.entries(ROUTES).map(([name, route]) => [name, { method: route.method, path: route.path }]),
    );
    expect(fromRoutes).toEqual({ ...API_ENDPOINTS, ...ADMIN_API_ENDPOINTS });
    for (const name of Object.keys(ADMIN_API_ENDPOINTS))
      expect(ROUTES[name as keyof typeof ROUTES].tag).toBe('admin');
  });
});
