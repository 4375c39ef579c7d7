/**
 * The storefront URL's listing parameter names, apart from the rules that read and write them
 * (rules/listing.ts): every page's header links to a search with `q`, and needs none of the filter rules.
 */
export const LISTING_URL_PARAMS = {
  search: 'q',
  sort: 'sort',
  size: 'size',
  color: 'color',
  origin: 'origin',
  price: 'price',
  discount: 'discount',
  fastDelivery: 'fastDelivery',
  inStock: 'inStock',
} as const;
