/**
 * The API's refusals in the page's language (issue 35): the envelope's message is English (SPEC §8); its
 * `code` (and `params`) name it, and a page in another language shows that locale's text for it, the
 * server's English message when the code is unknown there. An English page shows the message as sent.
 */
import { ApiError } from '@zari/api-client';
import { type ApiMessageCatalogue, apiMessageIn } from '@zari/contract';
import { useText } from './locale';

/** `(error) => text` of the server's message of a failed call, or undefined when it sent none. */
export function useServerMessage(): (error: unknown) => string | undefined {
  const { HI_API_CATALOGUE: catalogue } = useText({ HI_API_CATALOGUE: null as ApiMessageCatalogue | null });
  return (error) => {
    if (!(error instanceof ApiError)) return undefined;
    if (!catalogue || !error.serverCode) return error.serverMessage;
    return apiMessageIn(error.serverCode.code, catalogue, error.serverCode.params, error.serverMessage);
  };
}
