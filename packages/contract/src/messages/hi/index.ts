/**
 * The Hindi message catalogue (issue 35): the same export names as `messages.ts` for every shopper-facing
 * text, so a screen swaps `@zari/contract` for this module's namespace by locale. The storefront loads it only
 * when Hindi is active (`import('@zari/contract/messages/hi')`), or one module at a time
 * (`@zari/contract/messages/hi/<module>`). Back-office texts have no Hindi: staff read English.
 */
export * from './account.js';
export * from './addresses.js';
export * from './api.js';
export * from './api-catalogue.js';
export * from './bag.js';
export * from './checkout-terms.js';
export * from './cod-confirmation.js';
export * from './data-rights.js';
export * from './disclosures.js';
export * from './home.js';
export * from './listing.js';
export * from './notifications.js';
export * from './policies.js';
export * from './product.js';
export * from './promotions.js';
export * from './refunds.js';
export * from './returns.js';
export * from './seo.js';
export * from './storefront.js';
export * from './storefront-later.js';
export * from './tax.js';
export * from './tickets.js';
export * from './toasts.js';
export * from './wishlist.js';
