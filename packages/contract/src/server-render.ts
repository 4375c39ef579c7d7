/**
 * What the storefront's server build answers the API for one URL (apps/web/src/entry-server.tsx renders it;
 * apps/api/src/plugins/storefront.ts puts it into the client build's index.html). The two apps never import
 * each other, so the shape they agree on lives here, once.
 */

/** A rendered page, in the pieces the server puts into index.html. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** Tags React hoisted for the document's head: title, meta, canonical, image preloads. */
  head: string;
  /** The app's markup, for `<div id="root">`. */
  body: string;
  /** The router's and the Query cache's state, as JSON script elements for the end of the body. */
  state: string;
  /** The matched routes' page modules as the build's manifest names them, to preload their chunks. */
  modules: string[];
  /** A route that shows the shopper's own data once it runs (never kept by a shared cache). */
  personal: boolean;
  /** The page's language as a BCP 47 tag (`hi-IN` under `/hi`), for `<html lang>`; absent means the template's. */
  lang?: string;
}

export type RenderOutcome = RenderedPage | { kind: 'redirect'; status: number; location: string };

/** The server build's entry: `createRenderer({ fetch }).render(url)`, its API reads through `fetch`. */
export interface StorefrontRenderer {
  render(url: URL, signal?: AbortSignal): Promise<RenderOutcome>;
}

/**
 * Pages the server renders with the shopper's own session (issue 32): the order detail page `/orders/{id}`.
 * Only these get the request's cookie for their API reads; each answers `private, no-store` and is never
 * cached. Every other page renders anonymously. (`/orders/{id}/confirm` and deeper are not matched.)
 */
const SESSION_RENDERED_PAGES: readonly RegExp[] = [/^(?:\/hi)?\/orders\/[^/]+\/?$/];

export function rendersWithSession(pathname: string): boolean {
  return SESSION_RENDERED_PAGES.some((page) => page.test(pathname));
}

/** The Cache-Control of a page rendered with a session: nobody keeps it, not even the browser's back button. */
export const SESSION_PAGE_CACHE_CONTROL = 'private, no-store';
