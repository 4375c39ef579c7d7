import { useMutation } from '@tanstack/react-query';
import { ADMIN_TEXT } from '@zari/contract';
import type { AdminVariantPatch } from '@zari/contract/schemas';
import { adminApi } from '@/lib/admin-api';
import { useProductsInvalidation } from './products';

/** A colour's fields or photo order saved; the product (and the lists showing it) read again after. */
export function useUpdateVariant(productId: string, variantId: string) {
  const invalidate = useProductsInvalidation();
  const mutation = useMutation({
    mutationFn: (body: AdminVariantPatch) =>
      adminApi.call('adminUpdateVariant', {
        params: { id: productId, variantId },
        body,
        errorMessage: ADMIN_TEXT.common.saveFailed,
      }),
    onSuccess: invalidate,
  });
  return { ...mutation, invalidate };
}

/** A photo uploaded under one colour of a product (the upload route's `variantId` field). */
export function uploadVariantPhoto(
  productId: string,
  variantId: string,
  file: File,
  onProgress: (percent: number) => void,
) {
  return adminApi.upload('adminUploadProductImage', file, {
    params: { id: productId },
    fields: { variantId },
    onProgress,
    errorMessage: ADMIN_TEXT.products.uploadFailed(file.name),
  });
}
