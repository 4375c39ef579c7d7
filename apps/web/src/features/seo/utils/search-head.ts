import { type HeadTags, unlistedPage } from './head-tags';
import { pageTitle, seoText } from './seo-text';

/** Search results' head: not a page of its own, so unlisted, but its links are followed. */
export function searchHead(text: string | undefined): HeadTags {
  const query = text?.trim();
  return unlistedPage(
    pageTitle({ screen: 'search', query }),
    // Results are not pages of their own, but the products they link to are.
    'noindex, follow',
    query ? seoText().searchDescription(query) : seoText().siteDescription,
  );
}
