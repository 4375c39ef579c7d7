/** Listings with sort, filters and paging (issue 13): category, hot list and search results share them. */
export { isListingOf, type ListingScope, listingQuery, prefetchListing } from './api/get-listing';
export { ListingView } from './components/listing-view';
export { SearchForm } from './components/search-form';
export { listingFiltersFromUrl, searchTextFromUrl } from './utils/listing-url';
