/**
 * The API's refusals in the page's language (issue 35): the envelope's message is English (SPEC §8); its
 * `code` (and `params`) name it, and a page in another language shows that locale's text for it, the
 * server's English message when the code is unknown there. An English page shows the message as sent.
 * The answers catalogue is not part of a first screen: a page in another language fetches it once it runs.
 */
import { ApiError } from '@zari/api-client';
import { useEffect } from 'react';
import { loadedCatalogueRuntime, useLocale } from './locale';

/** `(error) => text` of the server's message of a failed call, or undefined when it sent none. */
export function useServerMessage(): (error: unknown) => string | undefined {
  const locale = useLocale();
  useEffect(() => {
    if (locale !== 'en') void loadedCatalogueRuntime()?.loadModule(locale, 'api-catalogue');
  }, [locale]);
  return (error) => {
    if (!(error instanceof ApiError)) return undefined;
    const runtime = locale === 'en' ? undefined : loadedCatalogueRuntime();
    if (!runtime || !error.serverCode) return error.serverMessage;
    return runtime.apiMessageIn(locale, error.serverCode.code, error.serverCode.params, error.serverMessage);
  };
}
