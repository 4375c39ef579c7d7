import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@zari/api-client';
import { API_MESSAGES, type CodConfirmation, SOMETHING_WENT_WRONG } from '@zari/contract';

/**
 * What the confirmation link's page shows: the order, or why the link cannot be used (forged, expired, for
 * an order that does not exist). A refusal is an answer, not a failure, so the server's render keeps it in
 * the HTML it sends (only answers are dehydrated) and the browser does not ask again.
 */
export type CodConfirmationRead =
  | { kind: 'order'; confirmation: CodConfirmation }
  /** `code`: the answer's code (an API_MESSAGES key), so a page in another language shows its own text. */
  | { kind: 'refused'; message: string; code?: string };

export async function getCodConfirmation(
  orderId: string,
  token: string,
  signal?: AbortSignal,
): Promise<CodConfirmationRead> {
  try {
    const answer = await api.call('getCodConfirmation', {
      params: { id: orderId },
      query: { t: token },
      signal,
      errorMessage: SOMETHING_WENT_WRONG,
    });
    return { kind: 'order', confirmation: answer.data };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return {
        kind: 'refused',
        message: error.serverMessage ?? API_MESSAGES.codConfirmLinkInvalid,
        code: error.serverCode?.code ?? 'codConfirmLinkInvalid',
      };
    }
    throw error;
  }
}

export const codConfirmationQueryOptions = (orderId: string, token: string) =>
  queryOptions({
    queryKey: ['cod-confirmation', orderId, token],
    queryFn: ({ signal }) => getCodConfirmation(orderId, token, signal),
  });

export const useCodConfirmation = (orderId: string, token: string) =>
  useQuery(codConfirmationQueryOptions(orderId, token));
