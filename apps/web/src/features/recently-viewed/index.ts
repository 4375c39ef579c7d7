/** Recently viewed products, kept in this browser: recorded by the product page, shown there and on home. */
export { RecentlyViewedSection } from './components/recently-viewed-section';
export { useRecentlyViewedIds, useRecordRecentlyViewed } from './stores/recently-viewed-store';
