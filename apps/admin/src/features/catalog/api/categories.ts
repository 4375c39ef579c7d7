import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import type { AdminCategoryCreate, AdminCategoryPatch } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

/** All categories, or (issue 35) only those without a Hindi title. */
export const categoriesQueryOptions = (missingHindi = false) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'categories', ...(missingHindi ? ['missing-hi'] : [])],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminListCategories', {
          query: missingHindi ? { missingTranslation: 'hi' } : {},
          signal,
          errorMessage: ADMIN_TEXT.common.loadFailed,
        })
      ).data,
  });

export const useCategories = (missingHindi = false) => useQuery(categoriesQueryOptions(missingHindi));

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: AdminCategoryCreate | AdminCategoryPatch }) =>
      input.id
        ? adminApi.call('adminUpdateCategory', {
            params: { id: input.id },
            body: input.body as AdminCategoryPatch,
            errorMessage: ADMIN_TEXT.common.saveFailed,
          })
        : adminApi.call('adminCreateCategory', {
            body: input.body as AdminCategoryCreate,
            errorMessage: ADMIN_TEXT.common.saveFailed,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
  });
}

/** A category or banner image: answers its stored path once the pipeline has made its sizes. */
export function uploadImage(file: File, onProgress: (percent: number) => void) {
  return adminApi.upload('adminUploadImage', file, {
    onProgress,
    errorMessage: ADMIN_TEXT.products.uploadFailed(file.name),
  });
}
