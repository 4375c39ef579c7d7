import { documentTitle, ROUTE_PATHS, SCREEN_TITLES } from '@zari/contract';
import type { FixedScreen, HeadTags } from './head-tags';
import { brandShareImage, indexedPage } from './indexed-page';
import { breadcrumbNode } from './json-ld';
import { seoText } from './seo-text';

const FIXED_DESCRIPTIONS: Record<FixedScreen, string> = {
  aboutUs: seoText().aboutUsDescription,
  shippingDelivery: seoText().shippingDeliveryDescription,
  returnPolicy: seoText().returnPolicyDescription,
};

/**
 * The head of the hot list or a policy page: a listed page with a text of its own and its breadcrumb; its link
 * preview shows the store's logo.
 */
export function listedPageHead(screen: 'hotList' | FixedScreen, origin: string): HeadTags {
  const url = `${origin}${ROUTE_PATHS[screen]}`;
  return indexedPage({
    title: documentTitle({ screen }),
    description: screen === 'hotList' ? seoText().hotListDescription : FIXED_DESCRIPTIONS[screen],
    url,
    image: brandShareImage(origin),
    jsonLd: [breadcrumbNode(origin, [{ name: SCREEN_TITLES[screen], url }])],
  });
}
