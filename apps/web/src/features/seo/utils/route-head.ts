/**
 * Any storefront route's head from what the route knows (issue 16: findable), through the screens' own
 * builders. Pure: a route's data and the site's origin in, the head out, so the server and the browser
 * write the same tags. The pages call their own builder (RouteHead), so a page's chunk carries only its
 * head; this table is what the tests check every screen through.
 */
import type { Category, Product } from '@zari/contract';
import { categoryHead } from './category-head';
import type { FixedScreen, HeadTags, PersonalScreen } from './head-tags';
import { unlistedHead } from './head-tags';
import { type HeroPicture, homeHead } from './home-head';
import { listedPageHead } from './listed-page-head';
import { productHead } from './product-head';
import { searchHead } from './search-head';

/** What a route knows when it declares its head. */
export type HeadInput =
  | { screen: 'home'; hero?: HeroPicture | undefined }
  | { screen: 'product'; product?: Product | undefined }
  | { screen: 'category'; slug: string; category?: Pick<Category, 'title' | 'image' | 'media'> | undefined }
  | { screen: 'hotList' }
  | { screen: 'search'; query?: string | undefined }
  | { screen: FixedScreen }
  | { screen: PersonalScreen }
  | { screen: 'notFound' };

/** The head of a route, given what the route knows and the site's origin (no trailing slash). */
export function routeHead(input: HeadInput, origin: string): HeadTags {
  switch (input.screen) {
    case 'home':
      return homeHead(origin, input.hero);
    case 'product':
      return productHead(input.product, origin);
    case 'category':
      return categoryHead(input.slug, input.category, origin);
    case 'hotList':
    case 'aboutUs':
    case 'shippingDelivery':
    case 'returnPolicy':
    case 'privacy':
      return listedPageHead(input.screen, origin);
    case 'search':
      return searchHead(input.query);
    default:
      return unlistedHead(input.screen);
  }
}
