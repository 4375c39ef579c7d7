/**
 * Catalogue records in the page's language (issue 35): a product's or category's Hindi fields replace the
 * English ones field by field, English where a translation is missing or blank (the contract's
 * `localizedField`). English pages get the record itself, untouched.
 */
import { type CatalogueTranslations, type Locale, localizedField } from '@zari/contract';

interface Translated<Fields> {
  translations?: CatalogueTranslations<Fields> | undefined;
}

type CategoryFields = { title: string };
type ProductFields = { title: string; description: string; productInfo: unknown[] };

/** A category (or a product's category reference) with its title in `locale`. */
export function localizeCategory<C extends { title: string }>(category: C, locale: Locale): C {
  if (locale === 'en') return category;
  const { translations } = category as C & Translated<CategoryFields>;
  const title = localizedField<CategoryFields, 'title'>(category.title, translations, locale, 'title');
  return title === category.title ? category : { ...category, title };
}

/** A product with its title, description, product info and category title in `locale`. */
export function localizeProduct<
  P extends { title: string; description?: string; productInfo?: unknown[]; category?: { title: string } },
>(product: P, locale: Locale): P {
  if (locale === 'en') return product;
  const { translations } = product as P & Translated<ProductFields>;
  const field = <K extends keyof ProductFields>(key: K, english: ProductFields[K] | undefined) =>
    english === undefined ? undefined : localizedField<ProductFields, K>(english, translations, locale, key);
  return {
    ...product,
    title: field('title', product.title),
    ...(product.description === undefined ? {} : { description: field('description', product.description) }),
    ...(product.productInfo === undefined ? {} : { productInfo: field('productInfo', product.productInfo) }),
    ...(product.category ? { category: localizeCategory(product.category, locale) } : {}),
  };
}

type TitleTranslations = CatalogueTranslations<{ title: string }>;

/** A record's title in `locale` (a bag line's product, which keeps the English title and its translations). */
export function localizedTitle(
  record: { title: string; translations?: TitleTranslations | undefined },
  locale: Locale,
): string {
  return localizedField<{ title: string }, 'title'>(record.title, record.translations, locale, 'title');
}

/** Only the titles of a record's translations, what a bag line keeps of them (none: undefined). */
export function titleTranslationsOf(
  translations: TitleTranslations | undefined,
): TitleTranslations | undefined {
  const titles = Object.entries(translations ?? {}).flatMap(([locale, fields]) =>
    fields?.title ? [[locale, { title: fields.title }] as const] : [],
  );
  return titles.length > 0 ? (Object.fromEntries(titles) as TitleTranslations) : undefined;
}
