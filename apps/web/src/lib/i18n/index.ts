export {
  isModuleLoaded,
  loadAllModules,
  loadModule,
  loadModules,
  moduleChunkKeys,
  TEXT_MODULES,
  type TextName,
} from './catalogue';
export {
  LocaleProvider,
  localeBasename,
  localeOfPath,
  pathInLocale,
  useLocale,
  useLocaleTag,
  useText,
} from './locale';
