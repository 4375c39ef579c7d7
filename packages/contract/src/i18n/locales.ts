/**
 * The storefront's languages (DESIGN §10 Languages, issue 35). English lives at today's paths, word for word as
 * SPEC; every other locale lives under `/{locale}` and its messages are a catalogue with the same keys as
 * English (`messages/{locale}/*.ts`, checked by `Translation`). A new language is an entry here, its message
 * catalogue and its catalogue translations: nothing else.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The cookie holding the shopper's language choice (`en` / `hi`): the server renders by it, and the API sends
 * the OTP text in it when the request names no `locale`.
 */
export const LOCALE_COOKIE = 'zari_locale';

/** BCP 47 tags for `Intl`, `<html lang>` and `hreflang` (en-IN, hi-IN). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** How each language names itself in the language choice. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The shape a translation of an English message export must have: the same keys, every text a text, every
 * function the same parameters returning text. A missing or extra key in a locale is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/**
 * Optional per-locale text of catalogue records (products, categories, banners): English is the record's own
 * field; a locale's field, when present and not empty, replaces it field by field (see `localizedField`).
 */
export type CatalogueTranslations<Fields> = Partial<Record<Exclude<Locale, 'en'>, Partial<Fields>>>;

/** A record's text in `locale`, falling back to English per field when the translation is missing or blank. */
export function localizedField<Fields, K extends keyof Fields>(
  english: Fields[K],
  translations: CatalogueTranslations<Fields> | undefined,
  locale: Locale,
  key: K,
): Fields[K] {
  if (locale === 'en') return english;
  const value = translations?.[locale]?.[key];
  if (value === undefined || value === null) return english;
  if (typeof value === 'string' && value.trim() === '') return english;
  if (Array.isArray(value) && value.length === 0) return english;
  return value as Fields[K];
}
