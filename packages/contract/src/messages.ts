/**
 * Every user-facing text of SPEC §2, §5 and §8, word for word, plus the API's own answers.
 * The apps import these; a string a shopper reads is never typed twice. One module per area, so the
 * storefront's bundler ships each screen's texts with that screen.
 */

/** Stable codes of the API's answers, from which the storefront shows them in the shopper's language. */
export * from './i18n/api-codes.js';
export * from './messages/account.js';
export * from './messages/addresses.js';
export * from './messages/admin.js';
export * from './messages/admin-ui.js';
export * from './messages/api.js';
export * from './messages/bag.js';
export * from './messages/checkout-terms.js';
export * from './messages/cod-confirmation.js';
export * from './messages/data-rights.js';
export * from './messages/disclosures.js';
export * from './messages/home.js';
export * from './messages/listing.js';
export * from './messages/locale-offer.js';
export * from './messages/notifications.js';
export * from './messages/policies.js';
export * from './messages/product.js';
export * from './messages/promotions.js';
export * from './messages/refunds.js';
export * from './messages/refunds-admin-ui.js';
export * from './messages/returns.js';
export * from './messages/seo.js';
export * from './messages/storefront.js';
export * from './messages/storefront-later.js';
export * from './messages/tax.js';
export * from './messages/tax-ui.js';
export * from './messages/tickets.js';
export * from './messages/toasts.js';
export * from './messages/wishlist.js';
