/**
 * All routes of SPEC §2 in one table, rendered on the server (entry-server.tsx) and hydrated in the browser
 * (main.tsx) from the same objects. Every page is a lazy module, so a route ships only what it needs.
 *
 * Data: a page module may export `loader` (lib/page-loader.ts), which this table calls with the router's
 * QueryClient; it prefetches the features' query-option factories, so the page's hooks find the data. On
 * the server the filled cache is dehydrated into the HTML; in the browser the same loader runs before a
 * client-side navigation and finds what is still fresh. Each route's `handle.page` names its module as the
 * build's manifest does (`src/pages/home.tsx`), so the server preloads exactly the route's chunks: rename a
 * page and the route fails to build, not to preload.
 *
 * Head: a page renders React 19's `<title>`, `<meta>` and `<link>` (canonical, alternates) anywhere in its
 * tree; React puts them in the document's head in the browser, and the server moves them into the HTML's
 * `<head>` (entry-server.tsx). JSON-LD is a `<script type="application/ld+json">` in the page's body. A
 * loader's return value reaches the page through `useLoaderData()` (e.g. the request's origin, from
 * `request.url`, for an absolute canonical or Open Graph address that the server and the browser agree on).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { paymentConfigQueryOptions } from '@/features/checkout';
import { storeQueryOptions } from '@/features/store';
import type { PageLoader } from '@/lib/page-loader';
import { AppLayout, StartingShell } from './layout';
import { RouteErrorPage } from './route-error';

interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
}

/** What the server reads off a matched route. */
export interface RouteHandle {
  /** The page's module path, the key of its chunk in the build's manifest. */
  page: string;
  /**
   * Shows the shopper's own bag, wishlist or account once it runs (sign-in too). The server's HTML stays
   * anonymous, but no shared cache keeps it and the page keeps its opener isolation (plugins/security.ts).
   */
  personal?: boolean;
}

const pageModules = import.meta.glob<PageModule>(['/src/pages/**/*.tsx', '!/src/pages/**/*.test.tsx']);

/**
 * The QueryClient a route's loader fills: the browser's one client, or on the server the render's own, read
 * from the request context the static handler is given (entry-server.tsx), so one route table and one
 * handler serve every render (building them took ~6 % of a render's CPU, issue 36).
 */
export type QueryClientSource = QueryClient | ((requestContext: unknown) => QueryClient);

const clientFrom = (source: QueryClientSource, requestContext: unknown) =>
  typeof source === 'function' ? source(requestContext) : source;

/** A route's lazy page by its file under src/pages, e.g. `home` or `hot-list`. */
function page(name: string, queryClient: QueryClientSource, options: Pick<RouteHandle, 'personal'> = {}) {
  const file = `/src/pages/${name}.tsx`;
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: RouteHandle = { page: file.slice(1), ...options };
  return {
    handle,
    // A loader's 404 (unknown path, product or category) renders the 404 page inside the frame.
    ErrorBoundary: RouteErrorPage,
    lazy: async (): Promise<Pick<RouteObject, 'Component' | 'loader'>> => {
      const module = await load();
      const { loader } = module;
      return {
        Component: module.default,
        ...(loader
          ? {
              loader: async (args) => {
                // Null, not undefined: JSON keeps it, so the hydrating router sees the route as loaded.
                return (
                  (await loader({ ...args, queryClient: clientFrom(queryClient, args.context) })) ?? null
                );
              },
            }
          : {}),
      };
    },
  };
}

/** The whole table; loaders fill `queryClient`, the one the app's QueryClientProvider holds. */
export function createRoutes(queryClient: QueryClientSource): RouteObject[] {
  return [
    {
      id: 'storefront',
      Component: AppLayout,
      // Shown while the first page module loads in a browser that got no server-rendered page (pnpm dev).
      HydrateFallback: StartingShell,
      // Every page's frame: the demo store bar is in the HTML, not pushed in after hydration.
      loader: async ({ context }) => {
        const client = clientFrom(queryClient, context);
        await Promise.all([
          client.prefetchQuery(paymentConfigQueryOptions()),
          // The footer's seller and grievance officer, on every page.
          client.prefetchQuery(storeQueryOptions()),
        ]);
        return null;
      },
      // Neither changes often: a navigation never waits for them again (the footer's query refreshes itself).
      shouldRevalidate: () => false,
      children: [
        { path: paths.home.path, ...page('home', queryClient) },
        { path: paths.product.path, ...page('product', queryClient) },
        { path: paths.wishlist.path, ...page('wishlist', queryClient, { personal: true }) },
        { path: paths.bag.path, ...page('bag', queryClient, { personal: true }) },
        { path: paths.category.path, ...page('category', queryClient) },
        { path: paths.hotList.path, ...page('hot-list', queryClient) },
        { path: paths.search.path, ...page('search', queryClient) },
        { path: paths.categories.path, ...page('categories', queryClient) },
        { path: paths.userProfile.path, ...page('user-profile', queryClient, { personal: true }) },
        { path: paths.orders.path, ...page('orders', queryClient, { personal: true }) },
        // Rendered on the server with the shopper's session (issue 32): never cached, see pages/order.tsx.
        { path: paths.order.path, ...page('order', queryClient, { personal: true }) },
        // Personal: the page of one order's link is never kept by a cache (and is noindex).
        { path: paths.orderConfirm.path, ...page('order-confirm', queryClient, { personal: true }) },
        { path: paths.editProfile.path, ...page('edit-profile', queryClient, { personal: true }) },
        { path: paths.settings.path, ...page('settings', queryClient, { personal: true }) },
        { path: paths.shippingAddress.path, ...page('shipping-address', queryClient, { personal: true }) },
        { path: paths.addresses.path, ...page('addresses', queryClient, { personal: true }) },
        { path: paths.shippingDelivery.path, ...page('shipping-delivery', queryClient) },
        { path: paths.returnPolicy.path, ...page('return-policy', queryClient) },
        { path: paths.aboutUs.path, ...page('about-us', queryClient) },
        { path: paths.privacy.path, ...page('privacy', queryClient) },
        { path: paths.login.path, ...page('login', queryClient, { personal: true }) },
        { path: paths.signup.path, ...page('signup', queryClient, { personal: true }) },
        // Issue 34: the signed-in shopper's complaints and orders, or a complaint's own link: never cached.
        { path: paths.help.path, ...page('help', queryClient, { personal: true }) },
        { path: paths.helpTicket.path, ...page('help-ticket', queryClient, { personal: true }) },
        { path: '*', ...page('not-found', queryClient) },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
