import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';

/** Revokes the server session (DESIGN §4). */
export function logout() {
  return api.call('logout', { errorMessage: FETCH_ERRORS.logout });
}
