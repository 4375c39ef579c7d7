/**
 * The signed-in shopper in browser storage (SPEC §3 keys `isAuthenticated` = 'true' and `user`). These keys
 * only drive the UI; the httpOnly session cookie is what the API trusts (DESIGN §4).
 */
import { STORAGE_KEYS, type User } from '@zari/contract';
import { readStored, useStorageReady, useStoredValue, writeStored } from '@zari/ui/storage';
import { useMemo } from 'react';

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && typeof (value as User)._id === 'string';

/** `isAuthenticated` is stored as the text 'true', which reads back as JSON `true`. */
const isFlagSet = (flag: unknown) => flag === true || flag === 'true';

export function readStoredUser(): User | null {
  const user = readStored<unknown>(STORAGE_KEYS.user, null);
  return isFlagSet(readStored<unknown>(STORAGE_KEYS.isAuthenticated, null)) && isUser(user) ? user : null;
}

export const authActions = {
  signIn(user: User) {
    writeStored(STORAGE_KEYS.user, JSON.stringify(user));
    writeStored(STORAGE_KEYS.isAuthenticated, 'true');
  },
  /** Merges the server's answer into the stored user (SPEC §7 PATCH users). */
  updateUser(fields: Partial<User>) {
    const user = readStoredUser();
    if (user) writeStored(STORAGE_KEYS.user, JSON.stringify({ ...user, ...fields }));
  },
  signOutLocally() {
    writeStored(STORAGE_KEYS.user, null);
    writeStored(STORAGE_KEYS.isAuthenticated, null);
  },
};

/** `ready` is false until browser storage has been read: until then `user` is null for everyone. */
export function useAuth() {
  const [storedUser] = useStoredValue<unknown>(STORAGE_KEYS.user, null);
  const [flag] = useStoredValue<unknown>(STORAGE_KEYS.isAuthenticated, null);
  const ready = useStorageReady();
  const user = isFlagSet(flag) && isUser(storedUser) ? storedUser : null;
  return useMemo(() => ({ user, isAuthenticated: user !== null, ready, ...authActions }), [user, ready]);
}
