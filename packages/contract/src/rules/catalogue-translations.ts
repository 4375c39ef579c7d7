/**
 * When a catalogue record's text in a language is incomplete (issue 35): the back office's "Missing Hindi"
 * filter and badge. The API's filter (catalog repository) asks the same in SQL.
 */
import type { Locale } from '../i18n/locales.js';

type TranslatedLocale = Exclude<Locale, 'en'>;
const blank = (text: string | null | undefined) => !text || text.trim() === '';

interface ProductTexts {
  description: string;
  productInfo: readonly unknown[];
  translations?:
    | Partial<
        Record<
          TranslatedLocale,
          {
            title?: string | undefined;
            description?: string | undefined;
            productInfo?: readonly unknown[] | undefined;
          }
        >
      >
    | undefined;
}

/** A product misses a language when its title, its description (if it has one) or any product info row is not in it. */
export function missingProductTranslation(product: ProductTexts, locale: TranslatedLocale): boolean {
  const text = product.translations?.[locale];
  if (!text || blank(text.title)) return true;
  if (!blank(product.description) && blank(text.description)) return true;
  return (text.productInfo?.length ?? 0) < product.productInfo.length;
}

/** A category misses a language when its title is not in it. */
export function missingCategoryTranslation(
  category: { translations?: Partial<Record<TranslatedLocale, { title?: string | undefined }>> | undefined },
  locale: TranslatedLocale,
): boolean {
  return blank(category.translations?.[locale]?.title);
}
