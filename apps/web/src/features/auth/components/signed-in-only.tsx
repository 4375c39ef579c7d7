import { useAuth } from '@zari/auth';
import type { User } from '@zari/contract';
import type { ReactNode } from 'react';
import { Navigate, useNavigation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A screen for the signed-in shopper only: a visitor is sent to login. Nothing shows until browser storage
 * has been read, so a server render and its hydration never redirect a signed-in shopper. A shopper signed
 * out while already leaving (a deleted account goes home) is not sent to login instead.
 */
export function SignedInOnly({ children }: { children: (user: User) => ReactNode }) {
  const { user, ready } = useAuth();
  const leaving = useNavigation().state !== 'idle';
  if (!ready) return null;
  if (!user) return leaving ? null : <Navigate to={paths.login.getHref()} replace />;
  return <>{children(user)}</>;
}
