/**
 * Loads a locale's message catalogue on demand (issue 35): English ships with the storefront's own chunks,
 * every other language is fetched only when it is active, so an English page never carries Hindi text.
 */
import type { Locale } from './locales.js';

/** The Hindi catalogue: every shopper-facing export of `messages.ts`, in Hindi, plus `HI_API_CATALOGUE`. */
export type HindiCatalogue = typeof import('../messages/hi/index.js');

/** Each non-English locale's catalogue, loaded when asked (a separate chunk for the bundler). */
export const CATALOGUE_LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<HindiCatalogue>> = {
  hi: () => import('../messages/hi/index.js'),
};
