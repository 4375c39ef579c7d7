/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist/server, imported by the API
 * process: apps/api/src/plugins/storefront.ts). The same routes and providers as main.tsx, so the browser
 * hydrates what it receives. Rendering is anonymous: bag, wishlist, session and recently viewed come from
 * the browser after hydration. Everything the browser needs to hydrate travels as
 * `<script type="application/json">`, so the page runs no inline script (nothing for the CSP to allow).
 */
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { setApiTransport } from '@zari/api-client';
import { LOCALE_TAGS, type RenderOutcome } from '@zari/contract';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandler,
  StaticRouterProvider,
} from 'react-router';
import { HYDRATION_ELEMENT_IDS } from '@/app/hydration';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createRoutes, type RouteHandle } from '@/app/router';
import { scriptJson } from '@/features/seo/utils/json-ld-text';
import { LocaleProvider, loadAllModules, localeBasename, localeOfPath, moduleChunkKeys } from '@/lib/i18n';
import { SiteOriginContext } from '@/lib/site-origin';

export type { RenderedPage, RenderOutcome } from '@zari/contract';

/** The catalogue runtime's chunk (lib/i18n/catalogue.ts), which a page in another language loads first. */
const CATALOGUE_RUNTIME_MODULE = 'src/lib/i18n/catalogue.ts';

/** Longest a page may take to render before the server sends the shell for the browser to render. */
const RENDER_TIMEOUT_MS = 10_000;

/** As react-router's StaticRouterProvider writes errors, so the browser router revives them on hydration. */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error' }
          : error,
    ]),
  );
}

/** Hoisted tags lead React's output when it renders into a container rather than a whole document. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

function renderToString(element: React.ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Removed once the render settles: the timeout's signal lives on for its whole 10 s, and its listener
    // would keep the render (its tree, its stream, the page) in memory as long.
    const onAbort = () => {
      stream.abort(signal.reason);
      reject(signal.reason);
    };
    const settle = () => signal.removeEventListener('abort', onAbort);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        settle();
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Wait for every boundary: one complete document, no streamed inline scripts.
      onAllReady: () => stream.pipe(sink),
      // Nor a completed boundary moved to the document's end, revealed by an inline script (React outlines one
      // past this many bytes of a page): a page in another language has boundaries (LaterTexts), and its CSP
      // runs no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError(error) {
        settle();
        reject(error);
      },
      onError(error) {
        // For the operator; the boundary that failed renders in the browser instead.
        console.error(error);
      },
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** What a render hands the route table's loaders (`requestContext`): the QueryClient they fill. */
interface RenderContext {
  queryClient: QueryClient;
}

export function createRenderer(options: { fetch: typeof fetch }) {
  setApiTransport(options.fetch);
  // One route table, and one static handler per basename, for every render: the loaders read the render's
  // QueryClient from the request context. Built per render, they took ~6 % of a page's CPU (issue 36).
  const routes = createRoutes((context) => (context as RenderContext).queryClient);
  const handlers = new Map<string, StaticHandler>();
  const handlerFor = (basename: string) => {
    let handler = handlers.get(basename);
    if (!handler) {
      handler = createStaticHandler(routes, basename ? { basename } : {});
      handlers.set(basename, handler);
    }
    return handler;
  };

  return {
    async render(url: URL, signal = AbortSignal.timeout(RENDER_TIMEOUT_MS)): Promise<RenderOutcome> {
      const queryClient = createQueryClient();
      // A failed query renders its error state once; the browser asks again after hydration.
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false },
      });
      // The page's language is its URL's prefix (`/hi/...`); the routes run under it, so links stay in it.
      const locale = localeOfPath(url.pathname);
      const basename = localeBasename(locale);
      await loadAllModules(locale);
      /** The message modules the render reads, which the browser loads before it hydrates. */
      const usedTexts = new Set<string>();

      const handler = handlerFor(basename);
      const requestContext: RenderContext = { queryClient };
      const context = await handler.query(new Request(url, { signal }), { requestContext });
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? '/',
        };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const rendered = await renderToString(
        <StrictMode>
          <LocaleProvider locale={locale} used={usedTexts}>
            <SiteOriginContext value={url.origin}>
              <AppProviders queryClient={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </SiteOriginContext>
          </LocaleProvider>
        </StrictMode>,
        signal,
      );
      const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
      const handles = context.matches.flatMap((match) => {
        const handle = match.route.handle as RouteHandle | undefined;
        return handle ? [handle] : [];
      });
      const routerState = {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      };
      return {
        kind: 'page',
        status: context.statusCode,
        head,
        body: rendered.slice(head.length),
        state:
          `<script type="application/json" id="${HYDRATION_ELEMENT_IDS.router}">${scriptJson(routerState)}</script>` +
          `<script type="application/json" id="${HYDRATION_ELEMENT_IDS.queries}">${scriptJson(dehydrate(queryClient))}</script>` +
          (locale === 'en'
            ? ''
            : `<script type="application/json" id="${HYDRATION_ELEMENT_IDS.texts}">${scriptJson([...usedTexts].sort())}</script>`),
        modules: [
          ...handles.map((handle) => handle.page),
          ...(locale === 'en' ? [] : [CATALOGUE_RUNTIME_MODULE]),
          ...(await moduleChunkKeys(locale, [...usedTexts].sort())),
        ],
        lang: LOCALE_TAGS[locale],
        personal: handles.some((handle) => handle.personal),
      };
    },
  };
}
