import { API_PATHS, FETCH_ERRORS, type User } from '@zari/contract';
import { apiRequest } from '@/lib/api';

export interface ProfileChanges {
  fullName: string;
  email: string;
  address: string;
  /** A data-URL image, sent only when the shopper picked a new one (SPEC §5). */
  avatar?: string;
}

/** SPEC §7: multipart fields; the answer's data is merged into the stored user. */
export function updateProfile(userId: string, changes: ProfileChanges) {
  const form = new FormData();
  form.set('fullName', changes.fullName);
  form.set('email', changes.email);
  form.set('address', changes.address);
  if (changes.avatar) form.set('avatar', changes.avatar);
  return apiRequest<{ success: boolean; message?: string; data: User }>(API_PATHS.updateUser, {
    method: 'PATCH',
    params: { userId },
    formData: form,
    errorMessage: FETCH_ERRORS.updateProfile,
  });
}
