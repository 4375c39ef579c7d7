import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { type ConsentPurpose, FETCH_ERRORS } from '@zari/contract';
import { consentsQueryOptions } from './get-consents';

/** Grants or withdraws one purpose (issue 34): the answer is the settings after it, kept as the query's data. */
export function useSetConsent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) =>
      (
        await api.call('updateConsent', {
          params: { userId, purpose },
          body: { granted },
          errorMessage: FETCH_ERRORS.updateConsent,
        })
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(consentsQueryOptions(userId).queryKey, settings),
  });
}
