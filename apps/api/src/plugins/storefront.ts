/**
 * The storefront's pages, rendered by the web app's server build (apps/web/src/entry-server.tsx, built into
 * `<web dist>/server`) inside this process. Its API calls go through `app.inject`: no network hop, no
 * cookie (the render is anonymous; personal state renders in the browser). The rendered head, body and
 * hydration state go into the client build's index.html, its head ordered for the first paint (see
 * `shellHead`), with modulepreload links for the matched routes' page chunks read from the client build's
 * manifest, keyed by the page module each route names. Pages go out compressed (compression.ts).
 *
 * A page that rendered with status 200 from cached catalogue answers is itself kept in the catalogue cache,
 * tagged with the tags of the answers it used, so it is dropped exactly when they are; browsers may keep
 * it as long.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { internalRequestHeaders } from '../lib/internal-requests.js';
import type { ResponseCache } from '../lib/response-cache.js';

/** What `createRenderer(...).render(url)` of entry-server.tsx answers (the API never imports the web app). */
type RenderOutcome =
  | { kind: 'page'; status: number; head: string; body: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client-only' };

interface StorefrontEntry {
  createRenderer(options: { fetch: typeof fetch }): { render(url: URL): Promise<RenderOutcome> };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface StorefrontPage {
  status: number;
  html: string;
  /** Set for a redirect. */
  location?: string;
  cacheControl: string;
}

/** The API answers one render asked for, and whether every one was a 200. */
interface RenderReads {
  urls: string[];
  allReadsOk: boolean;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const ROOT = '<div id="root"></div>';
const HTML = 'text/html; charset=utf-8';

/** The built storefront's paths under `webRoot` (the web package's dist). */
export const storefrontBuild = (webRoot: string) => ({
  client: join(webRoot, 'client'),
  template: join(webRoot, 'client', 'index.html'),
  manifest: join(webRoot, 'client', '.vite', 'manifest.json'),
  serverEntry: join(webRoot, 'server', 'entry-server.js'),
});

export async function createStorefront(
  app: FastifyInstance,
  options: { webRoot: string; cache: ResponseCache; cacheSeconds: number },
) {
  const build = storefrontBuild(options.webRoot);
  const template = readFileSync(build.template, 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${build.template} has no ${ROOT} to render into`);
  const manifest: Record<string, ManifestChunk> = existsSync(build.manifest)
    ? JSON.parse(readFileSync(build.manifest, 'utf8'))
    : {};

  const reads = new AsyncLocalStorage<RenderReads>();
  /** `fetch` for the renderer's API client: the same routes, answered in process. */
  const injectFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...internalRequestHeaders },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const read = reads.getStore();
    if (read) {
      read.urls.push(url);
      if (answer.statusCode !== 200) read.allReadsOk = false;
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
  // then the image preloads React hoisted (the LCP image), then the entry script. The build's modulepreload
  // of every chunk the entry imports is dropped: on a phone's link dozens of scripts would share the
  // bandwidth with the LCP image and delay it, and the entry names its imports itself. The entry is fetched
  // at low priority: the page paints without it, so the stylesheet and the LCP image go first.
  const shellHead = {
    stylesheets: [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]),
    entryScripts: [...template.matchAll(/<script type="module"[^>]*><\/script>/g)].map((match) =>
      match[0].replace('<script type="module"', '<script type="module" fetchpriority="low"'),
    ),
  };
  const alreadyLinked = new Set(
    [...shellHead.entryScripts, ...shellHead.stylesheets].flatMap((tag) =>
      [...tag.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]),
    ),
  );
  const pageTemplate = template
    .replaceAll(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
    .replaceAll(/\s*<script type="module"[^>]*><\/script>/g, '');

  /** The matched routes' own chunks: hydration needs them first, and the browser finds the rest from them. */
  function pageModulePreloads(modules: string[]) {
    const files = new Set(
      modules.map((module) => manifest[module]?.file).filter((file) => file !== undefined),
    );
    return [...files]
      .filter((file) => !alreadyLinked.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
      .join('');
  }

  function document(page: Extract<RenderOutcome, { kind: 'page' }>) {
    let html = pageTemplate;
    // The route's own title and description replace the shell's defaults.
    if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
    if (page.head.includes('name="description"')) html = html.replace(/<meta name="description"[^>]*>/, '');
    const head = [
      ...shellHead.stylesheets,
      page.head,
      ...shellHead.entryScripts,
      pageModulePreloads(page.modules),
    ].join('');
    return html
      .replace('</head>', `${head}</head>`)
      .replace(ROOT, `<div id="root">${page.body}</div>${page.state}`);
  }

  const shellPage = (): StorefrontPage => ({ status: 200, html: template, cacheControl: 'no-cache' });
  const cacheControl = options.cacheSeconds > 0 ? `public, max-age=${options.cacheSeconds}` : 'no-cache';

  async function render(url: URL, key: string): Promise<StorefrontPage> {
    const read: RenderReads = { urls: [], allReadsOk: true };
    let outcome: RenderOutcome;
    try {
      outcome = await reads.run(read, () => renderer!.render(url));
    } catch (error) {
      // A page that fails to render on the server still works: the browser renders it from the shell.
      app.log.error({ err: error, url: url.href }, 'storefront render failed; sent the shell');
      return shellPage();
    }
    if (outcome.kind === 'client-only') return shellPage();
    if (outcome.kind === 'redirect') {
      return { status: outcome.status, html: '', location: outcome.location, cacheControl: 'no-cache' };
    }
    const html = document(outcome);
    if (outcome.status !== 200 || !read.allReadsOk) {
      return { status: outcome.status, html, cacheControl: 'no-cache' };
    }
    // Dropped with any catalogue answer it shows; answers outside the catalogue cache (the payment config)
    // do not change while the store runs.
    const tags = read.urls.flatMap((apiUrl) => options.cache.get(apiUrl)?.tags ?? []);
    options.cache.set(key, { body: html, contentType: HTML, cacheControl, tags: [...new Set(tags)] });
    return { status: 200, html, cacheControl };
  }

  return {
    /** `url` as the shopper asked for it (origin included: pages may name their canonical address). */
    async page(url: URL): Promise<StorefrontPage> {
      if (!renderer) return shellPage();
      const key = `storefront:${url.href}`;
      // Concurrent requests for a page that is not cached share one render.
      const hit = options.cache.get(key) ?? (await options.cache.joinFill(key));
      if (hit) return { status: 200, html: hit.body, cacheControl };
      try {
        return await render(url, key);
      } finally {
        options.cache.settle(key);
      }
    },
  };
}
