import { FETCH_ERRORS } from '@zari/contract';
import { api } from '@/lib/api';

/** Revokes the server session (DESIGN §4). */
export function logout() {
  return api.call('logout', { errorMessage: FETCH_ERRORS.logout });
}
