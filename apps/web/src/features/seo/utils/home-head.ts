import { documentTitle, SEO_TEXT } from '@zari/contract';
import type { HeadTags } from './head-tags';
import { indexedPage } from './indexed-page';
import { organizationNode, webSiteNode } from './json-ld';

/** The home page's head: the store's description, and the Organization and the WebSite with its search. */
export function homeHead(origin: string): HeadTags {
  return indexedPage({
    title: documentTitle({ screen: 'home' }),
    description: SEO_TEXT.siteDescription,
    url: `${origin}/`,
    jsonLd: [organizationNode(origin), webSiteNode(origin)],
  });
}
