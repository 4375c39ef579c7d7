import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { ACCOUNT_QUERY_ROOT } from '@zari/auth';
import { FETCH_ERRORS } from '@zari/contract';

/**
 * How order updates reach the shopper (issue 32), through the consents API: WhatsApp is a consent, and
 * granting it makes WhatsApp the channel; withdrawing it goes back to SMS (apps/api users/consents.ts).
 */
export const consentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'consents', userId],
    queryFn: async ({ signal }) =>
      (await api.call('getConsents', { params: { userId }, signal, errorMessage: FETCH_ERRORS.consents }))
        .data,
  });

export const useConsents = (userId: string) => useQuery(consentsQueryOptions(userId));
