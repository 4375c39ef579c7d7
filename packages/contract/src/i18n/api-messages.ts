/**
 * `apiMessageFor`: an API answer's text in any locale, with every locale's answers bundled. For a screen that
 * already loaded its locale's catalogue, `apiMessageIn(code, catalogue.HI_API_CATALOGUE, params)` avoids
 * shipping the Hindi answers to English pages. Entry: `@zari/contract/i18n`.
 */
import { HI_API_CATALOGUE } from '../messages/hi/api-catalogue.js';
import {
  type ApiMessageCatalogue,
  type ApiMessageParams,
  apiMessageIn,
  EN_API_CATALOGUE,
} from './api-codes.js';
import type { Locale } from './locales.js';

export const API_CATALOGUES: Record<Locale, ApiMessageCatalogue> = {
  en: EN_API_CATALOGUE,
  hi: HI_API_CATALOGUE,
};

/**
 * The shopper's text for the envelope's `code` in `locale` (`apiMessageFor('outOfStock', 'hi', ['Kurta'])`
 * → 'Kurta आउट ऑफ़ स्टॉक है'). Falls back to the English text, then to `fallback` (the envelope's message).
 */
export function apiMessageFor(
  code: string | undefined,
  locale: Locale,
  params?: ApiMessageParams,
  fallback?: string,
): string | undefined {
  return (
    apiMessageIn(code, API_CATALOGUES[locale], params) ??
    apiMessageIn(code, EN_API_CATALOGUE, params, fallback)
  );
}
