import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_TEXT,
  type AdminProductCreate,
  type AdminProductPatch,
  type AdminStockUpdate,
} from '@zari/contract';
import type { AdminSkusUpdate } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { pagedQueryOptions } from '@/lib/paged';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

const PRODUCTS_ROOT = [...ADMIN_QUERY_ROOT, 'products'] as const;

export const productsQueryOptions = (q: string, missingHindi = false) =>
  pagedQueryOptions([...PRODUCTS_ROOT, 'list', q, missingHindi], (cursor, signal) =>
    adminApi.call('adminListProducts', {
      query: {
        q: q || undefined,
        state: 'all',
        cursor: cursor,
        ...(missingHindi && { missingTranslation: 'hi' as const }),
      },
      signal,
      errorMessage: ADMIN_TEXT.common.loadFailed,
    }),
  );

export const useProducts = (q: string, missingHindi = false) =>
  useInfiniteQuery(productsQueryOptions(q, missingHindi));

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_ROOT, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await adminApi.call('adminGetProduct', {
          params: { id },
          signal,
          errorMessage: ADMIN_TEXT.common.loadFailed,
        })
      ).data,
  });

export const useProduct = (id: string | undefined) =>
  useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });

function useProductsInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCTS_ROOT }),
      queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_ROOT, 'summary'] }),
    ]);
}

export function useSetStock(id: string) {
  const invalidate = useProductsInvalidation();
  return useMutation({
    mutationFn: (body: AdminStockUpdate) =>
      adminApi.call('adminSetStock', { params: { id }, body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: invalidate,
  });
}

/** Issue 31: cells of a product's stock matrix (the list's inline edit per size sends one). */
export function useSetSkus(id: string) {
  const invalidate = useProductsInvalidation();
  return useMutation({
    mutationFn: (body: AdminSkusUpdate) =>
      adminApi.call('adminSetSkus', { params: { id }, body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: invalidate,
  });
}

export function useCreateProduct() {
  const invalidate = useProductsInvalidation();
  return useMutation({
    mutationFn: (body: AdminProductCreate) =>
      adminApi.call('adminCreateProduct', { body, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct(id: string) {
  const invalidate = useProductsInvalidation();
  return useMutation({
    mutationFn: (body: AdminProductPatch) =>
      adminApi.call('adminUpdateProduct', {
        params: { id },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: invalidate,
  });
}

export function useArchiveProduct(id: string) {
  const invalidate = useProductsInvalidation();
  return useMutation({
    mutationFn: () =>
      adminApi.call('adminArchiveProduct', { params: { id }, errorMessage: ADMIN_TEXT.common.saveFailed }),
    onSuccess: invalidate,
  });
}

export function uploadProductPhoto(id: string, file: File, onProgress: (percent: number) => void) {
  return adminApi.upload('adminUploadProductImage', file, {
    params: { id },
    onProgress,
    errorMessage: ADMIN_TEXT.products.uploadFailed(file.name),
  });
}

export { useProductsInvalidation };
