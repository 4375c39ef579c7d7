import { ApiError } from '@zari/api-client';
import { useEffect } from 'react';
import { getCurrentUser } from '../api/get-current-user';
import { authActions, readStoredUser } from '../stores/auth-store';

/**
 * On load, asks the API whether the stored user's session still exists: a 401 signs out locally so the UI
 * never claims a login the server has forgotten; a fresh answer refreshes the stored profile.
 */
export function SessionCheck() {
  useEffect(() => {
    if (!readStoredUser()) return;
    const controller = new AbortController();
    getCurrentUser(controller.signal)
      .then((answer) => authActions.updateUser(answer.data))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) authActions.signOutLocally();
      });
    return () => controller.abort();
  }, []);
  return null;
}
