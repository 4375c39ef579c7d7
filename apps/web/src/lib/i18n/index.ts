export {
  isModuleLoaded,
  loadAllModules,
  loadModule,
  loadModules,
  moduleChunkKeys,
  TEXT_MODULES,
  type TextName,
} from './catalogue';
export { localizeCategory, localizeProduct } from './catalogue-text';
export { LOCALE_COOKIE, rememberLocale, switchLocale } from './choose-locale';
export {
  LocaleProvider,
  localeBasename,
  localeOfPath,
  pathInLocale,
  useLocale,
  useLocaleTag,
  useText,
} from './locale';
