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
export {
  LocaleProvider,
  localeBasename,
  localeOfPath,
  pathInLocale,
  useLocale,
  useLocaleTag,
  useText,
} from './locale';
