/** What each storefront route tells search engines and link previews: its head (issue 16: findable). */
export { RouteHead } from './components/route-head';
export { categoryHead } from './utils/category-head';
export type { HeadTags, PersonalScreen } from './utils/head-tags';
export { unlistedHead, unlistedPage } from './utils/head-tags';
export { homeHead } from './utils/home-head';
export { listedPageHead } from './utils/listed-page-head';
export { productHead } from './utils/product-head';
export { searchHead } from './utils/search-head';
export { pageTitle } from './utils/seo-text';
