import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import { consentsQueryOptions } from './get-consents';

/** Grants or withdraws WhatsApp (issue 32): the answer is the settings after it, kept as the query's data. */
export function useSetWhatsApp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (granted: boolean) =>
      (
        await api.call('updateConsent', {
          params: { userId, purpose: 'whatsapp' },
          body: { granted },
          errorMessage: FETCH_ERRORS.updateConsent,
        })
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(consentsQueryOptions(userId).queryKey, settings),
  });
}
