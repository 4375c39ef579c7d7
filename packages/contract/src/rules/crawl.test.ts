import { describe, expect, it } from 'vitest';
import {
  CRAWL_DISALLOWED_PATHS,
  categoryPagePath,
  productPagePath,
  SITEMAP_FIXED_PATHS,
  sitemapPagePath,
} from './crawl.js';

describe('crawl paths', () => {
  it('names sitemap files by kind and number', () => {
    expect(sitemapPagePath('products', 2)).toBe('/sitemap-products-2.xml');
    expect(sitemapPagePath('pages', 1)).toBe('/sitemap-pages-1.xml');
  });

  it('builds storefront paths with their ids and slugs encoded', () => {
    expect(productPagePath('6f1c2a4e-9b7d-4c3e-8a5f-0d2e4b6c8a10')).toBe(
      '/product/6f1c2a4e-9b7d-4c3e-8a5f-0d2e4b6c8a10',
    );
    expect(categoryPagePath('tops & blouses')).toBe('/category/tops%20%26%20blouses');
  });

  it('never asks crawlers to leave a page the sitemap lists', () => {
    for (const path of SITEMAP_FIXED_PATHS) {
      expect(CRAWL_DISALLOWED_PATHS.filter((disallowed) => path.startsWith(disallowed))).toEqual([]);
    }
  });
});
