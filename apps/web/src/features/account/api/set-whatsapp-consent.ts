import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import { useText } from '@/lib/i18n';
import { consentsQueryOptions } from './get-consents';

/** Grants or withdraws WhatsApp (issue 32): the answer is the settings after it, kept as the query's data. */
export function useSetWhatsApp(userId: string) {
  const tx = useText({ FETCH_ERRORS });
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (granted: boolean) =>
      (
        await api.call('updateConsent', {
          params: { userId, purpose: 'whatsapp' },
          body: { granted },
          errorMessage: tx.FETCH_ERRORS.updateConsent,
        })
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(consentsQueryOptions(userId).queryKey, settings),
  });
}
