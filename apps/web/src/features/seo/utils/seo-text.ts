/**
 * The head builders' texts in the page's language (issue 35). A builder runs synchronously inside
 * RouteHead's render, which sets the active catalogue's SEO_TEXT for exactly that call (`withSeoText`), so
 * concurrent server renders in different languages never see each other's.
 */
import { type DocumentTitleScreen, documentTitle, SEO_TEXT } from '@zari/contract';

let current: typeof SEO_TEXT = SEO_TEXT;

/** SEO_TEXT in the language of the head being built (English outside a build). */
export const seoText = (): typeof SEO_TEXT => current;

/** A screen's document title in the language of the head being built. */
export const pageTitle = (screen: DocumentTitleScreen): string => documentTitle(screen, current.screenTitles);

export function withSeoText<T>(text: typeof SEO_TEXT, build: () => T): T {
  const previous = current;
  current = text;
  try {
    return build();
  } finally {
    current = previous;
  }
}
