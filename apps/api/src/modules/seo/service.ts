/**
 * What crawlers read besides the pages (issue 16): robots.txt, and a sitemap index naming sitemap files of at
 * most SITEMAP_URLS_MAX URLs each — the storefront's fixed pages with every category, then every listed
 * product. Products are walked in id order from where each file starts (keyset), so file n of a 100,000
 * product catalogue reads its own ids and no more.
 *
 * Every page exists in each storefront language (issue 35: English at its path, Hindi under `/hi`): each
 * `<url>` names its versions as `xhtml:link` alternates (en-IN, hi-IN, x-default), as its page's head does.
 */
import {
  CRAWL_DISALLOWED_PATHS,
  categoryPagePath,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  productPagePath,
  SITEMAP_FIXED_PATHS,
  SITEMAP_INDEX_PATH,
  SITEMAP_KINDS,
  SITEMAP_URLS_MAX,
  type SitemapKind,
  sitemapPagePath,
} from '@zari/contract';
import type { CatalogService } from '../catalog/service.js';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

function xmlList(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', locations: string[]): string {
  const items = locations.map((location) => `<${item}><loc>${escapeXml(location)}</loc></${item}>`);
  return [XML_DECLARATION, `<${root} xmlns="${SITEMAP_NAMESPACE}">`, ...items, `</${root}>`, ''].join('\n');
}

/** A storefront path in `locale`: English as it is, another language under its prefix (`/hi`, `/hi/x`). */
const localePath = (path: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/** A sitemap file of storefront pages, each with its language versions as alternates. */
function pageList(origin: string, paths: string[]): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  const items = paths.map((path) =>
    [
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>`,
      ...LOCALES.map((locale) => link(LOCALE_TAGS[locale], `${origin}${localePath(path, locale)}`)),
      link('x-default', `${origin}${path}`),
      '</url>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}

export function createSeoService(deps: {
  catalog: CatalogService;
  /** URLs per sitemap file; SITEMAP_URLS_MAX unless a test wants many files from few products. */
  sitemapPageSize?: number;
}) {
  const { catalog } = deps;
  const pageSize = Math.min(deps.sitemapPageSize ?? SITEMAP_URLS_MAX, SITEMAP_URLS_MAX);

  async function fixedPagePaths(): Promise<string[]> {
    const categories = await catalog.listCategories();
    return [...SITEMAP_FIXED_PATHS, ...categories.map((category) => categoryPagePath(category.slug))];
  }

  /** How many files of each kind the sitemap has now. */
  async function fileCounts(): Promise<Record<SitemapKind, number>> {
    const [paths, productStarts] = await Promise.all([fixedPagePaths(), catalog.productRunStarts(pageSize)]);
    return { pages: Math.ceil(paths.length / pageSize), products: productStarts.length };
  }

  /** The storefront paths of file `page` (from 1) of a kind; undefined when there is no such file. */
  async function filePaths(kind: SitemapKind, page: number): Promise<string[] | undefined> {
    if (kind === 'pages') {
      const paths = await fixedPagePaths();
      const slice = paths.slice((page - 1) * pageSize, page * pageSize);
      return slice.length > 0 ? slice : undefined;
    }
    const from = (await catalog.productRunStarts(pageSize))[page - 1];
    if (from === undefined) return undefined;
    return (await catalog.listedProductIds(from, pageSize)).map(productPagePath);
  }

  return {
    robotsTxt(origin: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...CRAWL_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        // The shopper's own pages in the other languages too (`/hi/bag`, …).
        ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
          CRAWL_DISALLOWED_PATHS.filter((path) => !path.startsWith('/api') && !path.startsWith('/admin')).map(
            (path) => `Disallow: ${localePath(path, locale)}`,
          ),
        ),
        '',
        `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
        '',
      ].join('\n');
    },

    async sitemapIndex(origin: string): Promise<string> {
      const counts = await fileCounts();
      const files = SITEMAP_KINDS.flatMap((kind) =>
        Array.from({ length: counts[kind] }, (_, index) => `${origin}${sitemapPagePath(kind, index + 1)}`),
      );
      return xmlList('sitemapindex', 'sitemap', files);
    },

    /** A sitemap file's XML, or undefined when the sitemap has no such file. */
    async sitemapFile(kind: SitemapKind, page: number, origin: string): Promise<string | undefined> {
      const paths = await filePaths(kind, page);
      return paths && pageList(origin, paths);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
