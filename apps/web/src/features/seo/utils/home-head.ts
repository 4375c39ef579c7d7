import type { ImageMeta, PublicStoreSettings } from '@zari/contract';
import type { HeadTags } from './head-tags';
import { indexedPage, shareImage } from './indexed-page';
import { organizationNode, webSiteNode } from './json-ld';
import { pageTitle, seoText } from './seo-text';

/** The picture a link to the store shows: the first hero banner, with what the pipeline recorded of it. */
export interface HeroPicture {
  image: string;
  media?: ImageMeta | undefined;
}

/**
 * The home page's head: the store's description, the first hero banner to share (a chat preview of the store's
 * address shows it, as a product's shows its photo), and the Organization and the WebSite with its search.
 */
export function homeHead(origin: string, hero?: HeroPicture, store?: PublicStoreSettings): HeadTags {
  return indexedPage({
    title: pageTitle({ screen: 'home' }),
    description: seoText().siteDescription,
    url: `${origin}/`,
    image: hero ? shareImage(hero.image, hero.media, seoText().homeShareImageAlt, origin) : undefined,
    jsonLd: [organizationNode(origin, store), webSiteNode(origin)],
  });
}
