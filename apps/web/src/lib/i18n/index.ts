/**
 * The storefront's languages (issue 35). The catalogue runtime (`./catalogue`) is reached only through these
 * functions, which load it on demand, so an English page carries none of it.
 */
import type { Locale } from '@zari/contract';
import { loadCatalogueRuntime } from './locale';

export type { TextName } from './catalogue';
export { localizeCategory, localizedTitle, localizeProduct, titleTranslationsOf } from './catalogue-text';
export { LOCALE_COOKIE, rememberLocale, switchLocale } from './choose-locale';
export {
  LaterTexts,
  LocaleProvider,
  loadCatalogueRuntime,
  localeBasename,
  localeOfPath,
  pathInLocale,
  useLocale,
  useLocaleTag,
  useText,
  useTextOnTap,
} from './locale';

/** Loads `modules` of `locale` (the ones a server-rendered page used) before the browser hydrates it. */
export async function loadModules(locale: Locale, modules: readonly string[]): Promise<void> {
  if (locale === 'en') return;
  await (await loadCatalogueRuntime()).loadModules(locale, modules);
}

/** Every module of `locale`: the server renders any page, so it loads them all once. */
export async function loadAllModules(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await (await loadCatalogueRuntime()).loadAllModules(locale);
}

/** The build's manifest keys of `modules`' chunks in `locale`, for the server to have them fetched early. */
export async function moduleChunkKeys(locale: Locale, modules: readonly string[]): Promise<string[]> {
  if (locale === 'en') return [];
  return (await loadCatalogueRuntime()).moduleChunkKeys(locale, modules);
}
export { loadApiAnswers, useServerMessage } from './api-message';
