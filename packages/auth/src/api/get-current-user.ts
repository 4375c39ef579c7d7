import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';

/** DESIGN §3's `/me`: whether the session still exists, and the user as the server knows them now. */
export function getCurrentUser(signal?: AbortSignal) {
  return api.call('getMe', { signal, errorMessage: FETCH_ERRORS.currentUser });
}
