/**
 * Issue 35: the banner offering Hindi on an English page. The server marks the page (`data-offer-locale` on
 * `<html>`, apps/api/src/plugins/storefront.ts) when the browser asks for Hindi and the shopper has made no
 * choice; the banner shows once the app runs, never forces a redirect, and dismissing it remembers English.
 */
import { isLocale, LOCALE_OFFER_TEXT, LOCALE_TAGS, type Locale } from '@zari/contract';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { rememberLocale, switchLocale, useLocale } from '@/lib/i18n';

export function LocaleOffer() {
  const locale = useLocale();
  const [offered, setOffered] = useState<Exclude<Locale, 'en'> | null>(null);
  useEffect(() => {
    const wanted = document.documentElement.dataset.offerLocale;
    if (locale === 'en' && isLocale(wanted) && wanted !== 'en') setOffered(wanted);
  }, [locale]);
  if (!offered) return null;
  const text = LOCALE_OFFER_TEXT[offered];
  return (
    <aside
      lang={LOCALE_TAGS[offered]}
      aria-label={text.offer}
      className="flex items-center gap-3 bg-brand-50 px-4 py-2 text-sm text-ink"
      data-testid="locale-offer"
    >
      <p className="flex-1">{text.offer}</p>
      <button
        type="button"
        onClick={() => switchLocale(offered)}
        className="min-h-10 cursor-pointer rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        {text.accept}
      </button>
      <button
        type="button"
        aria-label={text.dismiss}
        onClick={() => {
          rememberLocale('en');
          setOffered(null);
        }}
        className="flex size-10 cursor-pointer items-center justify-center rounded-full hover:bg-ink/5"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
