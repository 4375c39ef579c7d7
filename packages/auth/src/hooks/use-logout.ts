import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@zari/api-client';
import { TOASTS } from '@zari/contract';
import { notifySuccess } from '@zari/ui/notify';
import { useCallback } from 'react';
import { logout } from '../api/logout';
import { ACCOUNT_QUERY_ROOT } from '../query-keys';
import { authActions } from '../stores/auth-store';

/** Revokes the server session, then clears the SPEC §3 keys and cached account data whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    authActions.signOutLocally();
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
    notifySuccess(TOASTS.loggedOut);
  }, [queryClient]);
}

/** A 401 from an account call means the session is gone: the caller signs out locally too. */
export function isSessionExpired(error: unknown) {
  return error instanceof ApiError && error.status === 401;
}
