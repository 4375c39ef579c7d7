/** हिन्दी: the wishlist (English: ../wishlist.ts). */
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../wishlist.js';

export const WISHLIST_TEXT: Translation<typeof en.WISHLIST_TEXT> = {
  title: 'मेरी विशलिस्ट',
  emptyTitle: 'आपकी विशलिस्ट खाली है',
  emptyDescription: 'पसंद आए आइटम अपनी विशलिस्ट में सेव करें',
  continueShopping: 'शॉपिंग जारी रखें',
};
