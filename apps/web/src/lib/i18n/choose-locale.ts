/**
 * The shopper's language choice (issue 35): remembered in the `zari_locale` cookie for a year (the server
 * reads it: the API's texts, the banner offering Hindi), and the page opens again at its address in that
 * language (`/hi/...` or the English path), a full load, so the new language's catalogue is the only one
 * the browser has.
 */
import type { Locale } from '@zari/contract';
import { pathInLocale } from './locale';

/** The cookie the API and the storefront's server read (hi-text's contract may name it too). */
export const LOCALE_COOKIE = 'zari_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, no Cookie Store API on every phone
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Remembers `locale` and opens the current page in it. */
export function switchLocale(locale: Locale): void {
  rememberLocale(locale);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${pathInLocale(`${pathname}${search}`, locale)}${hash}`);
}
