import { api } from '@zari/api-client';
import { FETCH_ERRORS, type UpdateProfileFields } from '@zari/contract';

/** SPEC §7: multipart fields (the avatar only when the shopper picked a new one); the answer is the user. */
export function updateProfile(userId: string, changes: UpdateProfileFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) form.set(name, value);
  return api.call('updateUser', {
    params: { userId },
    body: form,
    errorMessage: FETCH_ERRORS.updateProfile,
  });
}
