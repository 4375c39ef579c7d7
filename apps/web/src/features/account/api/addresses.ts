/**
 * The address book through the API (issue 34): `GET/POST /api/users/{userId}/addresses`,
 * `PATCH/DELETE …/{addressId}`. Every change answers, and the list is asked again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { ACCOUNT_QUERY_ROOT } from '@zari/auth';
import { ADDRESS_BOOK_TEXT, type SavedAddressCreate, type SavedAddressPatch } from '@zari/contract';

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'addresses', userId],
    queryFn: async ({ signal }) =>
      (
        await api.call('listAddresses', {
          params: { userId },
          signal,
          errorMessage: ADDRESS_BOOK_TEXT.loadFailed,
        })
      ).data,
  });

export const useAddresses = (userId: string | null) =>
  useQuery({ ...addressesQueryOptions(userId ?? ''), enabled: userId !== null });

/** Save a new address; the checkout's "save this address" uses it too. */
export async function addAddress(userId: string, body: SavedAddressCreate) {
  return (
    await api.call('addAddress', { params: { userId }, body, errorMessage: ADDRESS_BOOK_TEXT.loadFailed })
  ).data;
}

export function useAddressMutations(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions(userId).queryKey });
  const add = useMutation({
    mutationFn: (body: SavedAddressCreate) => addAddress(userId, body),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ addressId, patch }: { addressId: string; patch: SavedAddressPatch }) =>
      (
        await api.call('updateAddress', {
          params: { userId, addressId },
          body: patch,
          errorMessage: ADDRESS_BOOK_TEXT.loadFailed,
        })
      ).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (addressId: string) =>
      (
        await api.call('deleteAddress', {
          params: { userId, addressId },
          errorMessage: ADDRESS_BOOK_TEXT.loadFailed,
        })
      ).data,
    onSuccess: refresh,
  });
  return { add, update, remove };
}
