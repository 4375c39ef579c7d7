import { documentTitle, ROUTE_PATHS, SCREEN_TITLES, SEO_TEXT } from '@zari/contract';
import type { FixedScreen, HeadTags } from './head-tags';
import { brandShareImage, indexedPage } from './indexed-page';
import { breadcrumbNode } from './json-ld';

const FIXED_DESCRIPTIONS: Record<FixedScreen, string> = {
  aboutUs: SEO_TEXT.aboutUsDescription,
  shippingDelivery: SEO_TEXT.shippingDeliveryDescription,
  returnPolicy: SEO_TEXT.returnPolicyDescription,
  privacy: SEO_TEXT.privacyDescription,
};

/**
 * The head of the hot list or a policy page: a listed page with a text of its own and its breadcrumb; its link
 * preview shows the store's logo.
 */
export function listedPageHead(screen: 'hotList' | FixedScreen, origin: string): HeadTags {
  const url = `${origin}${ROUTE_PATHS[screen]}`;
  return indexedPage({
    title: documentTitle({ screen }),
    description: screen === 'hotList' ? SEO_TEXT.hotListDescription : FIXED_DESCRIPTIONS[screen],
    url,
    image: brandShareImage(origin),
    jsonLd: [breadcrumbNode(origin, [{ name: SCREEN_TITLES[screen], url }])],
  });
}
