/** `@zari/contract/i18n`: locales, the catalogue check's types and the API answers by code in every locale. */
export * from './api-codes.js';
export * from './api-messages.js';
export type { Catalogue, MessageModule, TextExports } from './catalogues.js';
export * from './locales.js';
