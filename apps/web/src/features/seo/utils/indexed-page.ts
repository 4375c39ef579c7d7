/** The head of a page a search engine lists, and the absolute addresses of its pictures. */

import { assetUrl } from '@zari/api-client';
import {
  BRAND_LOGO_PATH,
  BRAND_LOGO_SIZE,
  BRAND_LOGO_TYPE,
  type ImageMeta,
  imageSharePath,
  responsiveImage,
  SHARE_IMAGE_SIZE,
  SHARE_IMAGE_TYPE,
} from '@zari/contract';
import { type HeadMeta, type HeadTags, type ShareImage, shortText, socialMeta } from './head-tags';
import type { JsonLdNode } from './json-ld-text';
import { seoText } from './seo-text';

/** An image path as an absolute URL: relative paths start at the storefront's origin. */
export function absoluteUrl(path: string, origin: string): string {
  const url = assetUrl(path);
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The image a link preview shows: the pipeline's share JPEG (SHARE_IMAGE_SIZE), which WhatsApp and Facebook
 * render where they may not render WebP; an image the pipeline did not record is shared as it is.
 */
export function shareImage(
  path: string,
  meta: ImageMeta | undefined,
  alt: string,
  origin: string,
): ShareImage {
  if (!meta || !responsiveImage(path, meta)) return { url: absoluteUrl(path, origin), alt };
  return {
    url: absoluteUrl(imageSharePath(path), origin),
    ...SHARE_IMAGE_SIZE,
    type: SHARE_IMAGE_TYPE,
    alt,
  };
}

/** The store's logo, for a page with no picture of its own: its link preview shows it, not a bare text card. */
export function brandShareImage(origin: string): ShareImage {
  return {
    url: `${origin}${BRAND_LOGO_PATH}`,
    width: BRAND_LOGO_SIZE,
    height: BRAND_LOGO_SIZE,
    type: BRAND_LOGO_TYPE,
    alt: seoText().brandLogoAlt,
  };
}

/** A page a search engine lists: canonical URL, share tags and the structured data given. */
export function indexedPage(input: {
  title: string;
  shareTitle?: string;
  description: string;
  url: string;
  type?: 'website' | 'product';
  image?: ShareImage | undefined;
  extraMeta?: HeadMeta[];
  jsonLd: JsonLdNode[];
}): HeadTags {
  const description = shortText(input.description);
  return {
    title: input.title,
    description,
    canonical: input.url,
    meta: [
      ...socialMeta({
        type: input.type ?? 'website',
        title: input.shareTitle ?? input.title,
        description,
        url: input.url,
        image: input.image,
      }),
      ...(input.extraMeta ?? []),
    ],
    jsonLd: input.jsonLd,
  };
}
