import { ROUTE_PATHS } from '@zari/contract';
import type { FixedScreen, HeadTags } from './head-tags';
import { brandShareImage, indexedPage } from './indexed-page';
import { breadcrumbNode } from './json-ld';
import { pageTitle, seoText } from './seo-text';

/** A policy page's description in the language of the head being built (read at build time, not at load). */
function fixedDescription(screen: FixedScreen): string {
  const text = seoText();
  const descriptions: Record<FixedScreen, string> = {
    aboutUs: text.aboutUsDescription,
    shippingDelivery: text.shippingDeliveryDescription,
    returnPolicy: text.returnPolicyDescription,
    privacy: text.privacyDescription,
  };
  return descriptions[screen];
}

/**
 * The head of the hot list or a policy page: a listed page with a text of its own and its breadcrumb; its link
 * preview shows the store's logo.
 */
export function listedPageHead(screen: 'hotList' | FixedScreen, origin: string): HeadTags {
  const url = `${origin}${ROUTE_PATHS[screen]}`;
  return indexedPage({
    title: pageTitle({ screen }),
    description: screen === 'hotList' ? seoText().hotListDescription : fixedDescription(screen),
    url,
    image: brandShareImage(origin),
    jsonLd: [breadcrumbNode(origin, [{ name: seoText().screenTitles[screen], url }])],
  });
}
