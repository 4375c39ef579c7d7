/**
 * The type-level check of every locale's message catalogue (issue 35): each English message module's text
 * exports must exist in the locale's module of the same name, with the same keys and function parameters
 * (`Translation`). A missing export or key fails `tsc`; `catalogues.test.ts` checks the same at run time, both
 * ways. A third language adds its `messages/<locale>/` modules and a block like the Hindi one below.
 */
import type * as enAccount from '../messages/account.js';
import type * as enAddresses from '../messages/addresses.js';
import type * as enApi from '../messages/api.js';
import type * as enBag from '../messages/bag.js';
import type * as enCheckoutTerms from '../messages/checkout-terms.js';
import type * as enCod from '../messages/cod-confirmation.js';
import type * as enDataRights from '../messages/data-rights.js';
import type * as enDisclosures from '../messages/disclosures.js';
import * as hiAccount from '../messages/hi/account.js';
import * as hiAddresses from '../messages/hi/addresses.js';
import * as hiApi from '../messages/hi/api.js';
import * as hiBag from '../messages/hi/bag.js';
import * as hiCheckoutTerms from '../messages/hi/checkout-terms.js';
import * as hiCod from '../messages/hi/cod-confirmation.js';
import * as hiDataRights from '../messages/hi/data-rights.js';
import * as hiDisclosures from '../messages/hi/disclosures.js';
import * as hiHome from '../messages/hi/home.js';
import * as hiListing from '../messages/hi/listing.js';
import * as hiNotifications from '../messages/hi/notifications.js';
import * as hiPolicies from '../messages/hi/policies.js';
import * as hiProduct from '../messages/hi/product.js';
import * as hiPromotions from '../messages/hi/promotions.js';
import * as hiRefunds from '../messages/hi/refunds.js';
import * as hiReturns from '../messages/hi/returns.js';
import * as hiSeo from '../messages/hi/seo.js';
import * as hiStorefront from '../messages/hi/storefront.js';
import * as hiStorefrontLater from '../messages/hi/storefront-later.js';
import * as hiTax from '../messages/hi/tax.js';
import * as hiTickets from '../messages/hi/tickets.js';
import * as hiToasts from '../messages/hi/toasts.js';
import * as hiWishlist from '../messages/hi/wishlist.js';
import type * as enHome from '../messages/home.js';
import type * as enListing from '../messages/listing.js';
import type * as enNotifications from '../messages/notifications.js';
import type * as enPolicies from '../messages/policies.js';
import type * as enProduct from '../messages/product.js';
import type * as enPromotions from '../messages/promotions.js';
import type * as enRefunds from '../messages/refunds.js';
import type * as enReturns from '../messages/returns.js';
import type * as enSeo from '../messages/seo.js';
import type * as enStorefront from '../messages/storefront.js';
import type * as enStorefrontLater from '../messages/storefront-later.js';
import type * as enTax from '../messages/tax.js';
import type * as enTickets from '../messages/tickets.js';
import type * as enToasts from '../messages/toasts.js';
import type * as enWishlist from '../messages/wishlist.js';
import type { Translation } from './locales.js';

/** Whether a value is text a reader reads: a string, a function giving text, or an object/list of such only. */
type IsText<T> = [T] extends [string]
  ? true
  : [T] extends [(...args: never[]) => infer R]
    ? IsText<R>
    : [T] extends [ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>]
      ? false
      : [T] extends [readonly (infer U)[]]
        ? IsText<U>
        : [T] extends [object]
          ? false extends { [K in keyof T]-?: IsText<T[K]> }[keyof T]
            ? false
            : true
          : false;

/**
 * The text-bearing exports of a message module: strings, text functions and objects of text. Not numbers,
 * flags, sets, and not top-level lists (those are codes: channels, types, purposes).
 */
export type TextExports<M> = {
  [K in keyof M]: M[K] extends readonly unknown[] ? never : IsText<M[K]> extends true ? K : never;
}[keyof M];

/** What a locale's module must export for English module `M`, less the back office's exports `Staff`. */
export type Catalogue<M, Staff extends keyof M = never> = {
  readonly [K in Exclude<TextExports<M>, Staff>]: Translation<M[K]>;
};

/**
 * Exports only staff read (DESIGN §10: the back office stays English). Whole back-office modules
 * (admin.ts, admin-ui.ts, refunds-admin-ui.ts, tax-ui.ts) have no locale module at all. Also the stored
 * values of data-rights.ts (what kept records read after an erasure, the audit action): data, not UI text.
 */
export const STAFF_ONLY_EXPORTS = {
  'data-rights': ['ERASED_CUSTOMER_PREFIX', 'ERASED_FIELD', 'ERASURE_AUDIT_ACTION'],
  promotions: ['PROMOTION_ADMIN_MESSAGES'],
  returns: ['RETURN_ADMIN_TEXT'],
  tickets: ['TICKET_ADMIN_TEXT'],
} as const;

type Stored = (typeof STAFF_ONLY_EXPORTS)['data-rights'][number];

/** The Hindi catalogue, module by module: assigning each namespace is the check. */
export const HINDI_CATALOGUE = {
  account: hiAccount satisfies Catalogue<typeof enAccount>,
  api: hiApi satisfies Catalogue<typeof enApi>,
  addresses: hiAddresses satisfies Catalogue<typeof enAddresses>,
  bag: hiBag satisfies Catalogue<typeof enBag>,
  'checkout-terms': hiCheckoutTerms satisfies Catalogue<typeof enCheckoutTerms>,
  'cod-confirmation': hiCod satisfies Catalogue<typeof enCod>,
  'data-rights': hiDataRights satisfies Catalogue<typeof enDataRights, Stored>,
  disclosures: hiDisclosures satisfies Catalogue<typeof enDisclosures>,
  listing: hiListing satisfies Catalogue<typeof enListing>,
  notifications: hiNotifications satisfies Catalogue<typeof enNotifications>,
  policies: hiPolicies satisfies Catalogue<typeof enPolicies>,
  product: hiProduct satisfies Catalogue<typeof enProduct>,
  promotions: hiPromotions satisfies Catalogue<typeof enPromotions, 'PROMOTION_ADMIN_MESSAGES'>,
  refunds: hiRefunds satisfies Catalogue<typeof enRefunds>,
  returns: hiReturns satisfies Catalogue<typeof enReturns, 'RETURN_ADMIN_TEXT'>,
  seo: hiSeo satisfies Catalogue<typeof enSeo>,
  home: hiHome satisfies Catalogue<typeof enHome>,
  storefront: hiStorefront satisfies Catalogue<typeof enStorefront>,
  'storefront-later': hiStorefrontLater satisfies Catalogue<typeof enStorefrontLater>,
  tax: hiTax satisfies Catalogue<typeof enTax>,
  tickets: hiTickets satisfies Catalogue<typeof enTickets, 'TICKET_ADMIN_TEXT'>,
  toasts: hiToasts satisfies Catalogue<typeof enToasts>,
  wishlist: hiWishlist satisfies Catalogue<typeof enWishlist>,
} as const;

/** The message modules every locale translates (file names under `messages/`). */
export type MessageModule = keyof typeof HINDI_CATALOGUE;
