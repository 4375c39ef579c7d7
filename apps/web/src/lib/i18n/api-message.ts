/**
 * The API's refusals in the page's language (issue 35): the envelope's message is English (SPEC §8); its
 * `code` (and `params`) name it, and a page in another language shows that locale's text for it, the
 * server's English message when the code is unknown there. An English page shows the message as sent.
 * The answers catalogue and its lookup are not part of a first screen: a page in another language fetches
 * them once it runs (a refusal comes after a tap).
 */
import { ApiError } from '@zari/api-client';
import type { ApiMessageCatalogue } from '@zari/contract';
import { useEffect } from 'react';
import { loadCatalogueRuntime, loadedCatalogueRuntime, useLocale } from './locale';

let lookUp: typeof import('./api-answers').apiMessageIn | undefined;

/** Fetches the answers of `locale` and their lookup (the server and tests await it). */
export async function loadApiAnswers(locale: string): Promise<void> {
  if (locale === 'en') return;
  const [runtime, answers] = await Promise.all([loadCatalogueRuntime(), import('./api-answers')]);
  await runtime.loadModule(locale as 'hi', 'api-catalogue');
  lookUp = answers.apiMessageIn;
}

/** `(error) => text` of the server's message of a failed call, or undefined when it sent none. */
export function useServerMessage(): (error: unknown) => string | undefined {
  const locale = useLocale();
  useEffect(() => {
    void loadApiAnswers(locale);
  }, [locale]);
  return (error) => {
    if (!(error instanceof ApiError)) return undefined;
    if (locale === 'en' || !lookUp || !error.serverCode) return error.serverMessage;
    const catalogue = loadedCatalogueRuntime()?.translated(locale, 'HI_API_CATALOGUE') as
      | ApiMessageCatalogue
      | undefined;
    if (!catalogue) return error.serverMessage;
    return lookUp(error.serverCode.code, catalogue, error.serverCode.params, error.serverMessage);
  };
}
