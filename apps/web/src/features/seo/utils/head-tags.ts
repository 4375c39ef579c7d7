/**
 * A route's head (issue 16: findable): the tags every page has, and the head of a page no search engine
 * should list. Each screen's own builder is a module of its own (home-head.ts, product-head.ts, …), so a
 * page's chunk carries only its head: this module and the 404 page's head are all the app chunk holds.
 *
 * Canonical URLs are absolute and carry no query: a listing's sort and filters, and any tracking parameter,
 * all canonicalise to the listing itself. Pages that are a shopper's own, search results and the 404 page
 * are `noindex` and have no canonical URL.
 */

import { BRAND_NAME, META_DESCRIPTION_MAX_LENGTH, OPEN_GRAPH_LOCALE, SHARE_IMAGE_SIZE } from '@zari/contract';
import type { JsonLdNode } from './json-ld-text';
import { pageTitle, seoText } from './seo-text';

/** Pages a search engine may list, each with a text of its own. */
export type FixedScreen = 'aboutUs' | 'shippingDelivery' | 'returnPolicy' | 'privacy';
/** Pages that are a shopper's own (robots.txt disallows them too): never indexed. */
export type PersonalScreen =
  | 'wishlist'
  | 'bag'
  | 'userProfile'
  | 'orders'
  | 'order'
  | 'editProfile'
  | 'settings'
  | 'shippingAddress'
  | 'addresses'
  | 'login'
  | 'signup'
  | 'orderConfirm'
  | 'help'
  | 'helpTicket';

/** A `<meta>` of Open Graph (`property`) or Twitter (`name`). */
export type HeadMeta = { property: string; content: string } | { name: string; content: string };

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute, without query or fragment; absent on pages that are not indexed. */
  canonical?: string;
  /** `noindex…` for pages a search engine should not list. */
  robots?: string;
  /** Open Graph and Twitter card tags, in order. */
  meta: HeadMeta[];
  jsonLd: JsonLdNode[];
}

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  /** The MIME type, when known. */
  type?: string;
  alt: string;
}

/** One line of text, cut at a word to at most `max` characters (with an ellipsis when cut). */
export function shortText(text: string, max = META_DESCRIPTION_MAX_LENGTH): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if (tidy.length <= max) return tidy;
  const cut = tidy.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:·—-]+$/, '')}…`;
}

export function socialMeta(input: {
  type: 'website' | 'product';
  title: string;
  description: string;
  url?: string | undefined;
  image?: ShareImage | undefined;
}): HeadMeta[] {
  const { image } = input;
  return [
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALE },
    { property: 'og:type', content: input.type },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(input.url ? [{ property: 'og:url', content: input.url }] : []),
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...(image.width && image.height
            ? [
                { property: 'og:image:width', content: String(image.width) },
                { property: 'og:image:height', content: String(image.height) },
              ]
            : []),
          ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    // A picture narrower than the share JPEG (the logo) goes in the small square card: the large one would
    // stretch it across the preview.
    {
      name: 'twitter:card',
      content:
        image && (image.width === undefined || image.width >= SHARE_IMAGE_SIZE.width)
          ? 'summary_large_image'
          : 'summary',
    },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    ...(image
      ? [
          { name: 'twitter:image', content: image.url },
          { name: 'twitter:image:alt', content: image.alt },
        ]
      : []),
  ];
}

/** A page no search engine should list: its title and the store's description only. */
export function unlistedPage(
  title: string,
  robots: string,
  description: string = seoText().siteDescription,
): HeadTags {
  const text = shortText(description);
  return {
    title,
    description: text,
    robots,
    meta: socialMeta({ type: 'website', title, description: text }),
    jsonLd: [],
  };
}

/** The head of a page that is a shopper's own, or of the 404 page. */
export function unlistedHead(screen: PersonalScreen | 'notFound'): HeadTags {
  return unlistedPage(pageTitle({ screen }), 'noindex');
}
