import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import type { AdminPromotionCreate, AdminPromotionPatch } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'promotions'],
    queryFn: async ({ signal }) =>
      (await adminApi.call('adminListPromotions', { signal, errorMessage: ADMIN_TEXT.common.loadFailed }))
        .data,
  });

export const usePromotions = () => useQuery(promotionsQueryOptions());

/** Creates a promotion, or changes one (`id`); the list is fetched again either way (its uses too). */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: AdminPromotionCreate | AdminPromotionPatch }) =>
      input.id
        ? adminApi.call('adminUpdatePromotion', {
            params: { id: input.id },
            body: input.body as AdminPromotionPatch,
            errorMessage: ADMIN_TEXT.common.saveFailed,
          })
        : adminApi.call('adminCreatePromotion', {
            body: input.body as AdminPromotionCreate,
            errorMessage: ADMIN_TEXT.common.saveFailed,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryOptions().queryKey }),
  });
}
