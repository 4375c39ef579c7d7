/**
 * The storefront's message catalogues at run time (issue 35). English is the contract's constants, imported
 * where they are used as today (so each screen still ships only its own texts); another locale's catalogue is
 * the contract's `messages/{locale}/{module}.ts`, with the same export names, loaded as a chunk of its own
 * when a page in that language needs it. A page in Hindi loads only the modules its screen uses: the server
 * names them (`usedModules`), the browser loads them before it hydrates (main.tsx), and a later screen that
 * needs another module waits for it (React's `use`), as it waits for its page chunk.
 */
import type { Locale } from '@zari/contract';

/** Which contract module (messages/{module}.ts) holds each message export the storefront shows. */
export const TEXT_MODULES = {
  SOMETHING_WENT_WRONG: 'storefront-later',
  FETCH_ERRORS: 'storefront-later',
  HOME_TEXT: 'home',
  HOME_ERRORS: 'home',
  EMPTY_TEXT: 'storefront',
  SEARCH_TEXT: 'storefront',
  DRAWER_TEXT: 'storefront-later',
  NOT_FOUND_TEXT: 'storefront-later',
  STOREFRONT_TEXT: 'storefront',
  POLICY_TEXT: 'policies',
  ACCESSIBLE_NAMES: 'storefront',
  SHIPPING_POLICY_TEXT: 'policies',
  RETURN_POLICY_TEXT: 'policies',
  ABOUT_US_TEXT: 'policies',
  BAG_TEXT: 'bag',
  DONATION_TEXT: 'bag',
  CHECKOUT_TEXT: 'bag',
  PAYMENT_SERVER_ERRORS: 'bag',
  SORT_LABELS: 'listing',
  POPULARITY_SORT_LABEL: 'listing',
  LISTING_TEXT: 'listing',
  priceRangeLabel: 'listing',
  discountLabel: 'listing',
  SEARCH_PAGE_TEXT: 'listing',
  PRODUCT_TEXT: 'product',
  PINCODE_TEXT: 'product',
  SIZE_GUIDE_TEXT: 'product',
  TOASTS: 'toasts',
  WISHLIST_TEXT: 'wishlist',
  PROFILE_TEXT: 'account',
  ORDERS_TEXT: 'account',
  ORDER_DETAIL_TEXT: 'account',
  ORDER_UPDATES_TEXT: 'account',
  AUTH_TEXT: 'account',
  SEO_TEXT: 'seo',
  COD_CONFIRM_TEXT: 'cod-confirmation',
  PROMOTION_REFUSAL_TEXT: 'promotions',
  promotionRefusalMessage: 'promotions',
  PROMOTION_TEXT: 'promotions',
  RETURN_TEXT: 'returns',
  RETURN_MESSAGES: 'returns',
  RETURN_FLOW_TEXT: 'returns',
  REFUND_MESSAGES: 'refunds',
  REFUND_STATUS_LABELS: 'refunds',
  REFUND_METHOD_LABELS: 'refunds',
  TAX_MESSAGES: 'tax',
  TAX_TEXT: 'tax-ui',
  TAX_SHOPPER_TEXT: 'tax',
  // Issue 34's screens (their Hindi files: messages/hi/tickets.ts and the others, when present).
  TICKET_TEXT: 'tickets',
  TICKET_MESSAGES: 'tickets',
  TICKET_TOASTS: 'tickets',
  TICKET_CATEGORY_LABELS: 'tickets',
  TICKET_STATUS_LABELS: 'tickets',
  PRIVACY_NOTICE: 'data-rights',
  PRIVACY_PAGE: 'data-rights',
  CONSENT_PURPOSE_TEXT: 'data-rights',
  CONSENT_SOURCE_TEXT: 'data-rights',
  YOUR_DATA_TEXT: 'data-rights',
  DATA_RIGHTS_MESSAGES: 'data-rights',
  ADDRESS_BOOK_TEXT: 'addresses',
  ADDRESS_MESSAGES: 'addresses',
  ADDRESS_TOASTS: 'addresses',
  PRICE_BREAKDOWN_TEXT: 'checkout-terms',
  CHECKOUT_TERMS_TEXT: 'checkout-terms',
  DISCLOSURE_TEXT: 'disclosures',
  DISCLOSURE_MESSAGES: 'disclosures',
  API_MESSAGES: 'api',
  /** The API's answers by code (apiMessageIn), not an English export: English shows the server's message. */
  HI_API_CATALOGUE: 'api-catalogue',
} as const;
export type TextName = keyof typeof TEXT_MODULES;
export type TextModule = (typeof TEXT_MODULES)[TextName];

type Loader = () => Promise<Record<string, unknown>>;

/**
 * Every translated module, one lazy chunk each, by locale and module name. A module a locale has no file
 * for yet is absent: its texts stay English.
 */
const files = import.meta.glob<Record<string, unknown>>([
  '../../../../../packages/contract/src/messages/*/*.ts',
  // A locale's barrel would make every module a shared chunk behind a facade (two files each); the
  // notifications are the server's.
  '!../../../../../packages/contract/src/messages/*/index.ts',
  '!../../../../../packages/contract/src/messages/*/notifications.ts',
  '!../../../../../packages/contract/src/messages/*/*.test.ts',
]);
const loaders: Partial<Record<Locale, Partial<Record<string, Loader>>>> = {};
/** The build's manifest key of each module's chunk, for the server to preload it (`../../packages/…`). */
const manifestKeys: Partial<Record<Locale, Partial<Record<string, string>>>> = {};
for (const [path, load] of Object.entries(files)) {
  const match = /\/messages\/([a-z]{2})\/([a-z-]+)\.ts$/.exec(path);
  if (!match || path.endsWith('.test.ts')) continue;
  const [, locale, module] = match as unknown as [string, Locale, string];
  loaders[locale] = { ...loaders[locale], [module]: load };
  manifestKeys[locale] = { ...manifestKeys[locale], [module]: path.replace(/^(\.\.\/)+/, '../../') };
}

/** What has loaded: export name → translated value, per locale. */
const loaded: Partial<Record<Locale, Record<string, unknown>>> = {};
const pending = new Map<string, Promise<void>>();

/** True once `module` of `locale` is loaded (or has no translation, which needs no wait). */
export function isModuleLoaded(locale: Locale, module: string): boolean {
  return locale === 'en' || !loaders[locale]?.[module] || pending.get(`${locale}/${module}`) === DONE;
}

const DONE: Promise<void> = Promise.resolve();

/** Loads `module` of `locale` once; later calls get the same promise. */
export function loadModule(locale: Locale, module: string): Promise<void> {
  const key = `${locale}/${module}`;
  const known = pending.get(key);
  if (known) return known;
  const load = locale === 'en' ? undefined : loaders[locale]?.[module];
  if (!load) {
    pending.set(key, DONE);
    return DONE;
  }
  const promise = load().then(
    (exports) => {
      loaded[locale] = { ...loaded[locale], ...exports };
      pending.set(key, DONE);
    },
    (error: unknown) => {
      // A failed chunk is asked for again on the next screen that needs it.
      pending.delete(key);
      throw error;
    },
  );
  pending.set(key, promise);
  return promise;
}

/** Loads several modules (e.g. the ones a server-rendered page used) before the browser hydrates it. */
export function loadModules(locale: Locale, modules: readonly string[]): Promise<void> {
  return Promise.all(modules.map((module) => loadModule(locale, module))).then(() => undefined);
}

/** Every module of `locale` (the server renders any page, so it loads them all once). */
export function loadAllModules(locale: Locale): Promise<void> {
  return loadModules(locale, Object.keys(loaders[locale] ?? {}));
}

/** The pending load of `module`, for React's `use`, or undefined once it is there. */
export function pendingModule(locale: Locale, module: string): Promise<void> | undefined {
  if (isModuleLoaded(locale, module)) return undefined;
  return loadModule(locale, module);
}

/** The translated export `name` of `locale`, or undefined (not loaded, or not translated). */
export function translated(locale: Locale, name: string): unknown {
  return loaded[locale]?.[name];
}

/** The build's manifest keys of `modules`' chunks in `locale`, for the server to have them fetched early. */
export function moduleChunkKeys(locale: Locale, modules: readonly string[]): string[] {
  return modules.flatMap((module) => {
    const key = manifestKeys[locale]?.[module];
    return key ? [key] : [];
  });
}
