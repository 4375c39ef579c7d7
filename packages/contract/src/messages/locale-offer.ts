/**
 * The banner an English page shows a shopper whose browser asks for another storefront language (issue 35):
 * written in that language, since that is the language it offers. Never a redirect: links stay stable.
 */
import type { Locale } from '../i18n/locales.js';

export const LOCALE_OFFER_TEXT: Record<
  Exclude<Locale, 'en'>,
  { offer: string; accept: string; dismiss: string }
> = {
  hi: {
    offer: 'Zari अब हिन्दी में भी है।',
    accept: 'हिन्दी में देखें',
    dismiss: 'बंद करें',
  },
};
