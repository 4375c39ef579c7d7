import { type Category, categoryPagePath } from '@zari/contract';
import type { HeadTags } from './head-tags';
import { indexedPage, shareImage } from './indexed-page';
import { breadcrumbNode } from './json-ld';
import { pageTitle, seoText } from './seo-text';

/**
 * A category's head: its own address whatever the sort or filters, its picture (the pipeline's share JPEG of
 * an uploaded one, as a product's) and its breadcrumb.
 */
export function categoryHead(
  slug: string,
  category: Pick<Category, 'title' | 'image' | 'media'> | undefined,
  origin: string,
): HeadTags {
  const url = `${origin}${categoryPagePath(slug)}`;
  // Not yet known (a render without the category list): still this listing's own address.
  if (!category) {
    return indexedPage({
      title: pageTitle({ screen: 'category' }),
      description: seoText().siteDescription,
      url,
      jsonLd: [],
    });
  }
  return indexedPage({
    title: pageTitle({ screen: 'category', categoryTitle: category.title }),
    description: seoText().categoryDescription(category.title),
    url,
    image: category.image
      ? shareImage(category.image, category.media?.[category.image], category.title, origin)
      : undefined,
    jsonLd: [breadcrumbNode(origin, [{ name: category.title, url }])],
  });
}
