/**
 * The storefront's pages, rendered by the web app's server build (apps/web/src/entry-server.tsx, built into
 * `<web dist>/server`) inside this process. Its API calls go through `app.inject`: no network hop, no
 * cookie (the render is anonymous; personal state renders in the browser). The rendered head, body and
 * hydration state go into the client build's index.html, its head ordered for the first paint. Its one
 * script is the build's starter (`start-after-paint.js`), told the entry, the chunks it imports and the
 * matched routes' page chunks (read from the client build's manifest, keyed by the page module each route
 * names): it fetches them once the first screen has painted. Pages go out compressed (compression.ts).
 *
 * A page that rendered with status 200 from cached catalogue answers is itself kept in the catalogue cache,
 * tagged with the tags of the answers it used, so it is dropped exactly when they are; browsers may keep
 * it as long. It is kept brotli-compressed, as most browsers take it: a tenth of its text's size (a product
 * page's text is ~75 KB in memory, its brotli ~7 KB), so the same CATALOG_CACHE_MAX_BYTES keeps ten times
 * the pages, and a page served from the cache costs no compression.
 *
 * The one exception to anonymous rendering (issue 32): the pages the contract's `rendersWithSession` names
 * (the order detail page) read the API with the request's own cookie, so the signed-in shopper's order is
 * in the HTML. Such a page is never looked up in or put into the cache and goes out `private, no-store`,
 * whatever its status; every other page still renders without the cookie.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type RenderedPage,
  type RenderOutcome,
  RUM_SAMPLE_RATE_META,
  rendersWithSession,
  SESSION_PAGE_CACHE_CONTROL,
  type StorefrontRenderer,
} from '@zari/contract';
import type { FastifyInstance } from 'fastify';
import { internalRequestHeaders } from '../lib/internal-requests.js';
import { CACHE_TAGS_HEADER, type ResponseCache } from '../lib/response-cache.js';
import { compressPage } from './compression.js';

interface StorefrontEntry {
  createRenderer(options: { fetch: typeof fetch }): StorefrontRenderer;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface StorefrontPage {
  status: number;
  /** The page's HTML: for a page kept compressed, read from `brotli` when asked for (`pageHtml`). */
  html: string;
  /**
   * The page brotli-compressed, for a page the cache keeps: compressed once, when it is rendered, and sent
   * as it is to every browser that takes brotli, never compressed again per request.
   */
  brotli?: Buffer;
  /** Set for a redirect. */
  location?: string;
  cacheControl: string;
}

/** The API answers one render asked for, and whether every one was a 200. */
interface RenderReads {
  urls: string[];
  allReadsOk: boolean;
  /** The tags of the cached answers it read, taken as it read them (one may be dropped before the end). */
  tags: Set<string>;
  /** The shopper's cookie, only for a page rendered with their session. */
  cookie?: string | undefined;
}

/** The web build's script that starts the app on a rendered page once it has painted (its public folder). */
const STARTER_FILE = 'start-after-paint.js';

/** `text` before and after the first `marker` (all of it before, when it has none). */
function splitAround(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const ROOT = '<div id="root"></div>';

/** `html` with `name="value"` on its `<html>` element, replacing the attribute if it has one. */
function withHtmlAttribute(html: string, name: string, value: string): string {
  return html.replace(/<html\b[^>]*>/, (tag) => {
    const attribute = `${name}="${escapeAttribute(value)}"`;
    const existing = new RegExp(`\\s${name}="[^"]*"`);
    return existing.test(tag)
      ? tag.replace(existing, ` ${attribute}`)
      : tag.replace('<html', `<html ${attribute}`);
  });
}

/**
 * Issue 35: an English page for a browser that asks for another storefront language (`Accept-Language: hi`)
 * and has made no choice yet (no `zari_locale` cookie) is marked `data-offer-locale="hi"`, and the page offers
 * that language in a banner the shopper may dismiss: never a redirect, so crawlers and shared links stay put.
 * Done on the way out, so a cached page serves every browser.
 */
export function offerLocale(
  html: string,
  pathname: string,
  acceptLanguage: string | undefined,
  cookie: string | undefined,
): string {
  const wanted = offeredLocale(pathname, acceptLanguage, cookie);
  return wanted ? withHtmlAttribute(html, 'data-offer-locale', wanted) : html;
}

/** The language an English page offers this browser (`offerLocale`), if any. */
export function offeredLocale(
  pathname: string,
  acceptLanguage: string | undefined,
  cookie: string | undefined,
): Locale | undefined {
  if (localeOfPath(pathname) !== DEFAULT_LOCALE) return undefined;
  if (cookie && /(?:^|;\s*)zari_locale=/.test(cookie)) return undefined;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((range) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .find(({ language, q }) => q > 0 && language !== DEFAULT_LOCALE && isLocale(language));
  return wanted && isLocale(wanted.language) ? wanted.language : undefined;
}

/** A page's HTML, read back from its brotli copy for a page kept compressed. */
export const pageHtml = (page: StorefrontPage) =>
  page.brotli && !page.html ? brotliDecompressSync(page.brotli).toString('utf8') : page.html;

/** `bytes` in an allocation of their own: a compressor's output is a view of a larger buffer it keeps whole. */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}

/** The language of a storefront path: its first segment when that names a language, else English. */
function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
const HTML = 'text/html; charset=utf-8';

/** The built storefront's paths under `webRoot` (the web package's dist). */
export const storefrontBuild = (webRoot: string) => ({
  client: join(webRoot, 'client'),
  template: join(webRoot, 'client', 'index.html'),
  manifest: join(webRoot, 'client', '.vite', 'manifest.json'),
  serverEntry: join(webRoot, 'server', 'entry-server.js'),
  starter: join(webRoot, 'client', STARTER_FILE),
});

export async function createStorefront(
  app: FastifyInstance,
  options: {
    webRoot: string;
    cache: ResponseCache;
    cacheSeconds: number;
    /** The share of page loads that send a speed beacon (RUM_SAMPLE_RATE), told to the browser in the head. */
    rumSampleRate: number;
  },
) {
  const build = storefrontBuild(options.webRoot);
  const builtTemplate = readFileSync(build.template, 'utf8');
  // Every page the browser gets from here, rendered or the shell, says how often to report its speed.
  const template = builtTemplate.replace(
    '</head>',
    `<meta name="${RUM_SAMPLE_RATE_META}" content="${options.rumSampleRate}"></head>`,
  );
  if (!template.includes(ROOT)) throw new Error(`${build.template} has no ${ROOT} to render into`);
  const manifest: Record<string, ManifestChunk> = existsSync(build.manifest)
    ? JSON.parse(readFileSync(build.manifest, 'utf8'))
    : {};

  const reads = new AsyncLocalStorage<RenderReads>();
  /**
   * `fetch` for the renderer's API client: the same routes, answered in process. A catalogue answer the
   * cache holds, and is not about to read anew, is taken from it as `serveFromCache` would send it, without a
   * request through routing, hooks and response objects for the same bytes (a product page's render spent
   * ~15 % of its time on its four reads' requests, two of them the store's and the payment config's answers,
   * always cached).
   */
  const injectFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const read = reads.getStore();
    const kept =
      (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/') ? options.cache.fresh(url) : undefined;
    if (kept) {
      read?.urls.push(url);
      for (const tag of kept.tags) read?.tags.add(tag);
      return new Response(kept.body, { status: 200, headers: { 'content-type': kept.contentType } });
    }
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...internalRequestHeaders,
        ...(read?.cookie ? { cookie: read.cookie } : {}),
      },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    if (read) {
      read.urls.push(url);
      if (answer.statusCode !== 200) read.allReadsOk = false;
      // A catalogue answer says what it shows (serveFromCache tells this process's own requests); an answer
      // outside the catalogue cache (the payment config) does not change while the store runs.
      const tags = answer.headers[CACHE_TAGS_HEADER];
      if (typeof tags === 'string') for (const tag of JSON.parse(tags) as string[]) read.tags.add(tag);
    }
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  // Without the server build (a client-only build), every page is the shell the browser renders.
  const renderer = existsSync(build.serverEntry)
    ? ((await import(pathToFileURL(build.serverEntry).href)) as StorefrontEntry).createRenderer({
        fetch: injectFetch,
      })
    : undefined;

  // The build's head taken apart, so a page's head puts first what its first paint needs: the stylesheet,
  // then the image preloads React hoisted (the LCP image), then the starter. The build's entry script and
  // its modulepreloads are dropped: on a phone's link the entry and the chunks it imports would share the
  // bandwidth with the LCP image, and their start-up would hold the main thread before it is shown. The
  // starter fetches the entry and the page's own chunks once the first screen has painted.
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(template)?.[1] ?? '';
  if (renderer && (!entry || !existsSync(build.starter))) {
    throw new Error(`the web build has a server renderer but no entry script or no ${build.starter}`);
  }
  if (renderer && !/<\/head>[\s\S]*<div id="root"><\/div>/.test(template)) {
    throw new Error(`${build.template} has no </head> before ${ROOT}: a rendered page could not go into it`);
  }
  const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
  const pageTemplate = template
    .replaceAll(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
    .replaceAll(/\s*<script type="module"[^>]*><\/script>/g, '');

  /**
   * `key`'s chunk and every chunk it imports, each after those it imports, into `into` (once each): the
   * starter evaluates them one task at a time, so that no single task evaluates the framework and the app
   * together (a phone's long task), and fetches them all at once. A chunk the starter was not told of is
   * found by the browser only once the chunk importing it has arrived: one more round trip each (a Hindi
   * page's text modules, each a small chunk in front of the shared one holding the texts, took ~170 ms each,
   * one after another, on the slow phone of issue 36).
   */
  const withImports = (key: string, into: string[]) => {
    const chunk = manifest[key];
    if (!chunk || into.includes(`/${chunk.file}`)) return;
    for (const imported of chunk.imports ?? []) withImports(imported, into);
    into.push(`/${chunk.file}`);
  };
  const entryImports: string[] = [];
  const entryKey = Object.keys(manifest).find((key) => `/${manifest[key]?.file}` === entry);
  for (const imported of (entryKey && manifest[entryKey]?.imports) || []) withImports(imported, entryImports);

  /**
   * The starter, told the entry, the chunks it imports and the matched routes' own chunks with theirs (their
   * lazy imports are left for later). Loaded `async`, so it sees the page's first paint, and asks for the
   * scripts then, however much of the document is still to be parsed.
   */
  function starterScript(modules: string[]) {
    const chunkUrls = [...entryImports];
    for (const module of modules) withImports(module, chunkUrls);
    return (
      `<script async src="/${STARTER_FILE}" data-entry="${escapeAttribute(entry)}"` +
      ` data-modules="${escapeAttribute(chunkUrls.filter((url) => url !== entry).join(' '))}"></script>`
    );
  }

  // The page template in the pieces a page goes between, cut once: a page is their concatenation with the
  // rendered parts, never a `String.prototype.replace` with them, whose replacement string would expand
  // `$&`, `` $` `` and `$'` in a product's title or a shopper's search into copies of the template.
  const [templateHead, templateAfterHead] = splitAround(pageTemplate, '</head>');
  const [templateBeforeRoot, templateAfterRoot] = splitAround(templateAfterHead, ROOT);
  // The route's own title and description replace the shell's defaults.
  const withoutTitle = templateHead.replace(/<title>[^<]*<\/title>/, '');
  const withoutDescription = (head: string) => head.replace(/<meta name="description"[^>]*>/, '');

  function document(page: RenderedPage) {
    let shellHead = page.head.includes('<title>') ? withoutTitle : templateHead;
    if (page.head.includes('name="description"')) shellHead = withoutDescription(shellHead);
    // A page in another language (issue 35: `/hi/...`) says so on its root element.
    if (page.lang) shellHead = withHtmlAttribute(shellHead, 'lang', page.lang);
    return [
      shellHead,
      ...stylesheets,
      page.head,
      starterScript(page.modules),
      '</head>',
      templateBeforeRoot,
      '<div id="root">',
      page.body,
      '</div>',
      page.state,
      templateAfterRoot,
    ].join('');
  }

  const shellPage = (): StorefrontPage => ({ status: 200, html: template, cacheControl: 'no-cache' });
  const cacheControl = options.cacheSeconds > 0 ? `public, max-age=${options.cacheSeconds}` : 'no-cache';

  async function render(url: URL, key: string): Promise<StorefrontPage> {
    const read: RenderReads = { urls: [], allReadsOk: true, tags: new Set() };
    let outcome: RenderOutcome;
    try {
      outcome = await reads.run(read, () => renderer!.render(url));
    } catch (error) {
      // A page that fails to render on the server still works: the browser renders it from the shell.
      app.log.error({ err: error, url: url.href }, 'storefront render failed; sent the shell');
      return shellPage();
    }
    if (outcome.kind === 'redirect') {
      return { status: outcome.status, html: '', location: outcome.location, cacheControl: 'no-cache' };
    }
    const html = document(outcome);
    // A page that becomes the shopper's own once it runs (bag, account, sign-in) is not for shared caches,
    // and so keeps its opener policy (plugins/security.ts).
    if (outcome.status !== 200 || !read.allReadsOk || outcome.personal) {
      return { status: outcome.status, html, cacheControl: 'no-cache' };
    }
    // Dropped with any catalogue answer it shows (their tags, taken as they were read); an answer dropped
    // while the page rendered makes it short-lived (`ResponseCache.set`).
    const brotli = ownCopy(compressPage(html, 'br'));
    options.cache.set(key, { body: '', brotli, contentType: HTML, cacheControl, tags: [...read.tags] });
    return { status: 200, html, brotli, cacheControl };
  }

  /** A page of the shopper's own, rendered with their cookie: never cached, here or anywhere. */
  async function renderWithSession(url: URL, cookie: string | undefined): Promise<StorefrontPage> {
    const read: RenderReads = { urls: [], allReadsOk: true, tags: new Set(), cookie };
    let outcome: RenderOutcome;
    try {
      outcome = await reads.run(read, () => renderer!.render(url));
    } catch (error) {
      app.log.error({ err: error, url: url.href }, 'storefront render failed; sent the shell');
      return { ...shellPage(), cacheControl: SESSION_PAGE_CACHE_CONTROL };
    }
    if (outcome.kind === 'redirect') {
      return {
        status: outcome.status,
        html: '',
        location: outcome.location,
        cacheControl: SESSION_PAGE_CACHE_CONTROL,
      };
    }
    return { status: outcome.status, html: document(outcome), cacheControl: SESSION_PAGE_CACHE_CONTROL };
  }

  return {
    /**
     * `url` as the shopper asked for it (origin included: pages may name their canonical address); `cookie`,
     * the request's, reaches the API only for the pages the contract renders with a session.
     */
    async page(url: URL, cookie?: string): Promise<StorefrontPage> {
      if (!renderer) return shellPage();
      if (rendersWithSession(url.pathname)) return renderWithSession(url, cookie);
      const key = `storefront:${url.href}`;
      // Concurrent requests for a page that is not cached share one render; a page near its expiry is
      // rendered anew by one request while the others are still served it.
      const cached = options.cache.get(key);
      const refreshing = cached !== undefined && options.cache.claimRefresh(key, cached);
      const hit = refreshing ? undefined : (cached ?? (await options.cache.joinFill(key)));
      if (hit)
        return { status: 200, html: hit.body, ...(hit.brotli && { brotli: hit.brotli }), cacheControl };
      try {
        return await render(url, key);
      } finally {
        options.cache.settle(key);
      }
    },
  };
}
