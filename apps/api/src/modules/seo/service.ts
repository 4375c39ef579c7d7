/**
 * What crawlers read besides the pages (issue 16): robots.txt, and a sitemap index naming sitemap files of at
 * most SITEMAP_URLS_MAX URLs each — the storefront's fixed pages with every category, then every listed
 * product. Products are walked in id order from where each file starts (keyset), so file n of a 100,000
 * product catalogue reads its own ids and no more.
 */
import {
  CRAWL_DISALLOWED_PATHS,
  categoryPagePath,
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

function xmlList(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', locations: string[]): string {
  const items = locations.map((location) => `<${item}><loc>${escapeXml(location)}</loc></${item}>`);
  return [XML_DECLARATION, `<${root} xmlns="${SITEMAP_NAMESPACE}">`, ...items, `</${root}>`, ''].join('\n');
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
      return (
        paths &&
        xmlList(
          'urlset',
          'url',
          paths.map((path) => `${origin}${path}`),
        )
      );
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
