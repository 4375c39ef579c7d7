/** Renders a screen as the shopper gets it: real providers, a memory router at the given path. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@zari/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { LocaleProvider, localeBasename } from '@/lib/i18n';

export interface RenderRouteOptions {
  /** Where the router starts, e.g. '/product/123' or '/login?next=%2Fbag'. */
  path?: string;
  /** The route pattern the element is mounted at, e.g. '/product/:id'. */
  route?: string;
  /** Navigation state, as a link would pass it. */
  state?: unknown;
  /** Extra routes, so redirects and links land somewhere observable. */
  otherRoutes?: { path: string; element: ReactElement }[];
  /**
   * The page's language: under `/hi` for Hindi, as main.tsx mounts it (the test loads the locale's modules
   * first, `loadAllModules`). English by default.
   */
  locale?: Locale;
}

export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}) {
  const { path = '/', state, otherRoutes = [], locale = 'en' } = options;
  const [pathname = '/', query] = path.split('?');
  const route = options.route ?? pathname;
  const basename = localeBasename(locale);
  const router = createMemoryRouter(
    [{ path: route, element }, ...otherRoutes, { path: '*', element: <p>Other page</p> }],
    {
      initialEntries: [{ pathname: `${basename}${pathname}`, search: query ? `?${query}` : '', state }],
      ...(basename ? { basename } : {}),
    },
  );
  return renderRouter(router, createQueryClient(), locale);
}

/**
 * Mounts a router inside the app's real providers, with retries off so a failure shows at once; pass the
 * QueryClient a route's loader fills, when it has one.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient = createQueryClient(),
  locale: Locale = 'en',
) {
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const result = render(
    <LocaleProvider locale={locale}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </LocaleProvider>,
  );
  return { ...result, user, router, queryClient };
}
