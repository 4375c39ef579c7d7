/** Renders a screen as the shopper gets it: real providers, a memory router at the given path. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';

export interface RenderRouteOptions {
  /** Where the router starts, e.g. '/product/123' or '/login?next=%2Fbag'. */
  path?: string;
  /** The route pattern the element is mounted at, e.g. '/product/:id'. */
  route?: string;
  /** Navigation state, as a link would pass it. */
  state?: unknown;
  /** Extra routes, so redirects and links land somewhere observable. */
  otherRoutes?: { path: string; element: ReactElement }[];
}

export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const { path = '/', state, otherRoutes = [] } = options;
  const [pathname = '/', query] = path.split('?');
  const route = options.route ?? pathname;
  const router = createMemoryRouter(
    [{ path: route, element }, ...otherRoutes, { path: '*', element: <p>Other page</p> }],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] },
  );
  return renderRouter(router);
}

/**
 * Mounts a router inside the app's real providers, with retries off so a failure shows at once; pass the
 * QueryClient a route's loader fills, when it has one.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient = createQueryClient(),
) {
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}
