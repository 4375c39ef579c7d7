/** What each storefront route tells search engines and link previews: its head (issue 16: findable). */
export { RouteHead } from './components/route-head';
export type { HeadInput, HeadTags, PersonalScreen } from './utils/route-head';
export { routeHead } from './utils/route-head';
